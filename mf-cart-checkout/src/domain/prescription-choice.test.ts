import { describe, expect, it } from 'vitest';
import { preselectedPrescription, type PrescriptionChoiceRow } from './prescription-choice';

const now = new Date('2026-11-25T10:00:00Z');
const rx = (id: string, over: Partial<PrescriptionChoiceRow>): PrescriptionChoiceRow => ({
  $id: id,
  $createdAt: '2026-11-01T10:00:00.000Z',
  status: 'verified',
  issued_on: '2026-10-30T00:00:00.000Z',
  order_id: 'o1',
  ...over,
});

describe('preselectedPrescription', () => {
  it('keeps the one the customer chose with "Attach to my next order"', () => {
    const list = [rx('a', { status: 'pending', order_id: null }), rx('b', {})];
    expect(preselectedPrescription(list, 'a', 6, now)).toBe('a');
  });

  it('otherwise reuses the newest verified prescription still within its validity', () => {
    const list = [
      rx('old', { $createdAt: '2026-09-01T10:00:00.000Z' }),
      rx('new', { $createdAt: '2026-11-20T10:00:00.000Z' }),
      rx('pending', { $createdAt: '2026-11-24T10:00:00.000Z', status: 'pending' }),
    ];
    expect(preselectedPrescription(list, null, 6, now)).toBe('new');
    // Before the validity setting is read, nothing is proposed on a guess.
    expect(preselectedPrescription(list, null, null, now)).toBeNull();
  });

  it('never an expired, undated or rejected one, nor a remembered one that was rejected since', () => {
    const list = [
      rx('expired', { issued_on: '2026-03-01T00:00:00.000Z' }),
      rx('undated', { issued_on: null }),
      rx('rejected', { status: 'rejected' }),
    ];
    expect(preselectedPrescription(list, 'rejected', 6, now)).toBeNull();
    // A longer validity setting makes the March one usable again.
    expect(preselectedPrescription(list, null, 12, now)).toBe('expired');
  });
});
