import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_SECTIONS,
  buildDataExport,
  dataRequestClock,
  dataRequestClockLabel,
  dataRequestDueAt,
  exportExpiresAt,
  exportRow,
  latestExportView,
  type ExportRequestLike,
} from './data-export';

const at = new Date('2026-12-02T10:00:00.000Z');

describe('data export', () => {
  it('is due within 90 days and downloadable for 7 days', () => {
    expect(dataRequestDueAt(at).toISOString()).toBe('2027-03-02T10:00:00.000Z');
    expect(exportExpiresAt(at).toISOString()).toBe('2026-12-09T10:00:00.000Z');
  });

  it('keeps a row’s columns and ids, drops Appwrite’s bookkeeping and the omitted columns', () => {
    const row = {
      $id: 'o1',
      $createdAt: 'c',
      $updatedAt: 'u',
      $permissions: ['read("user:u1")'],
      $tableId: 'orders',
      $databaseId: 'instamg',
      $sequence: 3,
      order_number: 'IMG-1',
      store_team_id: 'store-x',
    };
    expect(exportRow(row, ['store_team_id'])).toEqual({
      $id: 'o1',
      $createdAt: 'c',
      $updatedAt: 'u',
      order_number: 'IMG-1',
    });
  });

  it('holds every section, orders with their items, prescriptions without the file hash', () => {
    const file = buildDataExport(
      {
        account: {
          $id: 'u1',
          name: 'Asha',
          email: 'a@x.in',
          phone: '+919800000001',
          $createdAt: 'c',
          labels: ['admin'],
        },
        addresses: [{ $id: 'a1', city: 'Delhi', $permissions: [] }],
        orders: [
          { $id: 'o1', order_number: 'IMG-1', store_team_id: 't' },
          { $id: 'o2', order_number: 'IMG-2' },
        ],
        orderItems: [
          { $id: 'i1', order_id: 'o1', product_name: 'Paracip' },
          { $id: 'i2', order_id: 'o1', product_name: 'Azee' },
        ],
        prescriptions: [{ $id: 'p1', file_id: 'f1', file_sha256: 'abc', status: 'verified' }],
        consents: [{ $id: 'c1', purpose: 'marketing', granted: true }],
        messages: [],
        messagesAvailable: false,
        grievanceTickets: [],
        dataRequests: [{ $id: 'r1', kind: 'export' }],
        refills: [{ $id: 'rf1', interval_days: 30, state: 'active', $permissions: [] }],
        prescriptionRequests: [{ $id: 'rq1', note: 'all, 1 month', store_team_id: 't', tried_store_ids: ['s0'] }],
        prescriptionRequestLines: [
          { $id: 'l1', request_id: 'rq1', product_name: 'Azee 500', quantity: 3 },
          { $id: 'l2', request_id: 'other', product_name: 'Paracip', quantity: 1 },
        ],
        ratings: [{ $id: 'o1', store_rating: 4, text: 'Quick', visibility: 'hidden', $permissions: [] }],
      },
      at,
    );
    expect(Object.keys(file)).toEqual(expect.arrayContaining([...DATA_EXPORT_SECTIONS]));
    expect(file.refills).toEqual([{ $id: 'rf1', interval_days: 30, state: 'active' }]);
    expect(file.prescription_requests).toEqual([
      {
        $id: 'rq1',
        note: 'all, 1 month',
        lines: [{ $id: 'l1', request_id: 'rq1', product_name: 'Azee 500', quantity: 3 }],
      },
    ]);
    expect(file.ratings).toEqual([{ $id: 'o1', store_rating: 4, text: 'Quick', visibility: 'hidden' }]);
    expect(file.format).toBe(DATA_EXPORT_FORMAT);
    expect(file.account).toEqual({ id: 'u1', name: 'Asha', email: 'a@x.in', phone: '+919800000001', created_at: 'c' });
    expect(file.orders[0]).toEqual({
      $id: 'o1',
      order_number: 'IMG-1',
      items: [
        { $id: 'i1', order_id: 'o1', product_name: 'Paracip' },
        { $id: 'i2', order_id: 'o1', product_name: 'Azee' },
      ],
    });
    expect(file.orders[1]!.items).toEqual([]);
    expect(file.prescriptions).toEqual([{ $id: 'p1', file_id: 'f1', status: 'verified' }]);
    expect(file.addresses).toEqual([{ $id: 'a1', city: 'Delhi' }]);
    expect(file.messages).toEqual({ unavailable: expect.any(String) });
  });
});

describe('latestExportView', () => {
  const req = (over: Partial<ExportRequestLike>): ExportRequestLike => ({
    $id: 'r',
    kind: 'export',
    status: 'processing',
    requested_at: '2026-12-02T09:55:00.000Z',
    expires_at: null,
    file_id: null,
    ...over,
  });

  it('shows nothing without a request and the latest export otherwise', () => {
    expect(latestExportView([], at)).toEqual({ state: 'none' });
    expect(latestExportView([req({ kind: 'erasure' })], at)).toEqual({ state: 'none' });
    const old = req({
      $id: 'old',
      status: 'ready',
      requested_at: '2026-12-01T00:00:00.000Z',
      file_id: 'f',
      expires_at: '2026-12-08T00:00:00.000Z',
    });
    expect(latestExportView([old, req({ $id: 'new' })], at)).toMatchObject({
      state: 'preparing',
      request: { $id: 'new' },
    });
  });

  it('offers the file until it expires; a preparation older than 15 minutes has failed', () => {
    const ready = req({ status: 'ready', file_id: 'f1', expires_at: '2026-12-09T09:55:00.000Z' });
    expect(latestExportView([ready], at)).toMatchObject({ state: 'ready', fileId: 'f1' });
    expect(latestExportView([ready], new Date('2026-12-09T09:55:00.000Z'))).toMatchObject({ state: 'expired' });
    expect(latestExportView([req({ requested_at: '2026-12-02T09:44:00.000Z' })], at)).toMatchObject({
      state: 'failed',
    });
    expect(latestExportView([req({ status: 'failed' })], at)).toMatchObject({ state: 'failed' });
    expect(latestExportView([req({ status: 'completed' })], at)).toMatchObject({ state: 'expired' });
  });
});

describe('dataRequestClock', () => {
  const now = new Date('2026-12-02T10:00:00.000Z');
  it('counts down an unanswered request and marks it overdue after its date', () => {
    const due = (iso: string, status: 'processing' | 'failed' | 'completed' | 'ready') =>
      dataRequestClockLabel(dataRequestClock({ status, due_at: iso }, now));
    expect(due('2026-12-12T10:00:00.000Z', 'processing')).toBe('Due in 10 d');
    expect(due('2026-12-01T09:00:00.000Z', 'failed')).toBe('Overdue by 1 d');
    expect(due('2026-11-01T09:00:00.000Z', 'completed')).toBe('Answered');
    expect(due('2026-11-01T09:00:00.000Z', 'ready')).toBe('Answered');
  });
});
