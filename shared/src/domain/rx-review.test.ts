import { describe, expect, it } from 'vitest';
import {
  EMPTY_RX_CHECKLIST,
  RX_CHECKLIST,
  UNKNOWN_BATCH,
  checklistComplete,
  defaultRegisterRange,
  h1RegisterRows,
  mayApprove,
  parseRegisterRange,
  parseRxRecord,
  prescriptionValidity,
  prescriptionValidUntil,
  registerRangeBounds,
  validityMonthsOf,
  type RegisterItem,
  type RegisterSupply,
  type RegisterVerification,
} from './rx-review';

const ALL_TICKED = Object.fromEntries(RX_CHECKLIST.map(({ key }) => [key, true])) as typeof EMPTY_RX_CHECKLIST;
const RECORD = {
  patient_name: 'Asha Verma',
  prescriber_name: 'Dr R. Iyer',
  prescriber_registration: 'DMC-44120',
  prescriber_address: '',
};

describe('prescription validity', () => {
  it('lasts the setting in months, to the end of the same day in India (month ends clamp)', () => {
    // 23:59:59.999 IST is 18:29:59.999 UTC.
    expect(prescriptionValidUntil(new Date('2026-05-10T00:00:00Z'), 6).toISOString()).toBe('2026-11-10T18:29:59.999Z');
    expect(prescriptionValidUntil(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T18:29:59.999Z');
    expect(prescriptionValidUntil(new Date('2027-12-31T00:00:00Z'), 2).toISOString()).toBe('2028-02-29T18:29:59.999Z');
  });

  it('is valid up to its last moment, expired after it, undated without a date', () => {
    const issued = '2026-05-25T00:00:00.000Z';
    expect(prescriptionValidity(issued, 6, new Date('2026-11-25T18:29:59.999Z')).state).toBe('valid');
    // 00:00 IST on 26 Nov: the last day has ended in India (it is still 25 Nov in UTC).
    expect(prescriptionValidity(issued, 6, new Date('2026-11-25T18:30:00.000Z')).state).toBe('expired');
    expect(prescriptionValidity(issued, 1, new Date('2026-07-01T00:00:00.000Z')).state).toBe('expired');
    expect(prescriptionValidity(null, 6, new Date()).state).toBe('undated');
    expect(prescriptionValidity('not a date', 6, new Date()).state).toBe('undated');
  });

  it('reads the setting as 1–24 whole months, else the default 6', () => {
    expect(validityMonthsOf('3')).toBe(3);
    for (const bad of ['0', '25', '2.5', 'six', '', null, undefined]) expect(validityMonthsOf(bad)).toBe(6);
  });
});

describe('the checklist', () => {
  it('is complete only with every item ticked', () => {
    expect(checklistComplete(EMPTY_RX_CHECKLIST)).toBe(false);
    expect(checklistComplete(ALL_TICKED)).toBe(true);
    for (const { key } of RX_CHECKLIST) expect(checklistComplete({ ...ALL_TICKED, [key]: false }), key).toBe(false);
    // "true" as text is not a tick.
    expect(checklistComplete({ ...ALL_TICKED, signature: 'true' })).toBe(false);
  });

  it('names the five Rule 65 checks', () => {
    expect(RX_CHECKLIST.map(({ key }) => key)).toEqual([
      'patient_name',
      'prescriber',
      'date_valid',
      'drugs_match',
      'signature',
    ]);
  });

  it('approve needs the checklist and the record (patient, prescriber, registration)', () => {
    expect(mayApprove(ALL_TICKED, RECORD)).toBe(true);
    expect(mayApprove({ ...ALL_TICKED, date_valid: false }, RECORD)).toBe(false);
    expect(mayApprove(ALL_TICKED, { ...RECORD, patient_name: ' ' })).toBe(false);
    expect(mayApprove(ALL_TICKED, { ...RECORD, prescriber_registration: '' })).toBe(false);
  });
});

describe('parseRxRecord', () => {
  it('trims, and allows a blank prescriber address', () => {
    expect(parseRxRecord({ ...RECORD, patient_name: '  Asha Verma ' })).toEqual(RECORD);
  });

  it('says what is missing, too long or not text', () => {
    expect(parseRxRecord({ ...RECORD, prescriber_name: '' })).toEqual({
      error: "Give the prescriber's name as written on the prescription.",
    });
    expect(parseRxRecord({ ...RECORD, patient_name: 'x'.repeat(129) })).toEqual({
      error: "The patient's name is too long.",
    });
    expect(parseRxRecord({ ...RECORD, prescriber_registration: 42 })).toEqual({
      error: "Give the prescriber's registration number as text.",
    });
  });
});

describe('the Schedule H1 register', () => {
  const verification = (order_id: string, verified_at: string, extra: Partial<RegisterVerification> = {}) => ({
    order_id,
    decision: 'verified',
    verified_at,
    ...RECORD,
    prescriber_address: '12 Ring Road, Delhi',
    pharmacist_name: 'Meera Pillai',
    registration_number: 'DPC-1001',
    ...extra,
  });
  const item = (id: string, order_id: string, schedule: string, batch: string | null = 'B-22'): RegisterItem => ({
    $id: id,
    order_id,
    product_name: 'Azithromycin 500mg',
    pack_size: 'strip of 3 tablets',
    schedule,
    quantity: 2,
    batch,
  });

  const supply = (id: string, delivered_at: string | null = '2026-11-22T09:00:00.000Z'): RegisterSupply => ({
    $id: id,
    delivered_at,
  });

  it('has one row per H1 line of a verified order, oldest first, with "—" for an unknown batch', () => {
    const rows = h1RegisterRows(
      [
        verification('o2', '2026-11-20T10:00:00.000Z'),
        verification('o1', '2026-11-19T09:00:00.000Z'),
        verification('o3', '2026-11-21T09:00:00.000Z', { decision: 'rejected' }),
        verification('o4', '2026-11-21T09:00:00.000Z'),
      ],
      [
        item('i1', 'o2', 'H1', ''),
        item('i2', 'o2', 'H'),
        item('i3', 'o1', 'H1'),
        item('i4', 'o3', 'H1'),
        item('i5', 'o4', 'H1'),
      ],
      // o4 was verified and never delivered (cancelled): no supply, no register line (issue 32).
      [
        supply('o1', '2026-11-19T12:00:00.000Z'),
        supply('o2', '2026-11-20T12:00:00.000Z'),
        supply('o3'),
        supply('o4', null),
      ],
    );
    expect(rows).toEqual([
      {
        id: 'i3',
        // The day of the supply (the delivery), not of the verification.
        date: '2026-11-19T12:00:00.000Z',
        order_id: 'o1',
        patient: 'Asha Verma',
        prescriber: 'Dr R. Iyer (DMC-44120), 12 Ring Road, Delhi',
        drug: 'Azithromycin 500mg (strip of 3 tablets)',
        batch: 'B-22',
        quantity: 2,
        pharmacist: 'Meera Pillai (DPC-1001)',
      },
      expect.objectContaining({ id: 'i1', order_id: 'o2', batch: UNKNOWN_BATCH }),
    ]);
  });

  it('takes the latest verification of an order and shows "—" for what was not recorded', () => {
    const rows = h1RegisterRows(
      [
        verification('o1', '2026-11-19T09:00:00.000Z', { patient_name: 'First' }),
        verification('o1', '2026-11-19T11:00:00.000Z', { patient_name: null, prescriber_name: null }),
      ],
      [item('i1', 'o1', 'H1')],
      [supply('o1', '2026-11-19T12:00:00.000Z')],
    );
    expect(rows.map((r) => [r.date, r.patient, r.prescriber])).toEqual([
      ['2026-11-19T12:00:00.000Z', UNKNOWN_BATCH, UNKNOWN_BATCH],
    ]);
  });

  it('takes a range of whole days up to the three-year retention', () => {
    expect(parseRegisterRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(registerRangeBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      // IST days: 1 Nov 00:00 to 30 Nov 23:59:59.999 in India.
      start: '2026-10-31T18:30:00.000Z',
      end: '2026-11-30T18:29:59.999Z',
    });
    expect(parseRegisterRange('2023-11-25', '2026-11-24')).toEqual({ from: '2023-11-25', to: '2026-11-24' });
    expect(parseRegisterRange('2022-01-01', '2026-11-24')).toHaveProperty('error');
    expect(parseRegisterRange('2026-11-30', '2026-11-01')).toHaveProperty('error');
    expect(parseRegisterRange('2026-02-30', '2026-03-01')).toHaveProperty('error');
    expect(parseRegisterRange(undefined, '2026-03-01')).toHaveProperty('error');
  });

  it('defaults to the last 30 days', () => {
    expect(defaultRegisterRange(new Date('2026-11-25T03:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    // 00:15 IST on 26 Nov (still the 25th in UTC): the range ends on India's today.
    expect(defaultRegisterRange(new Date('2026-11-25T18:45:00Z'))).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });
});
