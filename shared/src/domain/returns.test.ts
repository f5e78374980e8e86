import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_WINDOWS,
  RETURN_SETTINGS,
  nonReturnableText,
  returnLineProblem,
  returnRefundPaise,
  returnTransition,
  returnWindowsFrom,
  returnsWholeOrder,
  storeReturnSteps,
} from './returns';

const delivered = '2026-11-20T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(delivered) + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const medicine = { medicinal: true, non_returnable: null };
const nonMedicinal = { medicinal: false, non_returnable: null };

describe('return windows (SPEC §5, settings)', () => {
  it('a medicine: reported at 23 h 59 min is accepted, at 24 h 1 min refused', () => {
    expect(returnLineProblem(medicine, 'damaged', delivered, at(23 * HOUR + 59 * MIN))).toBeNull();
    expect(returnLineProblem(medicine, 'damaged', delivered, at(24 * HOUR + MIN))).toBe('return_window_closed');
  });

  it('a product with no flag counts as a medicine (the stricter window)', () => {
    expect(returnLineProblem({}, 'damaged', delivered, at(2 * DAY))).toBe('return_window_closed');
  });

  it('a non-medicinal product: day 6 accepted, day 8 refused', () => {
    expect(returnLineProblem(nonMedicinal, 'unopened', delivered, at(6 * DAY))).toBeNull();
    expect(returnLineProblem(nonMedicinal, 'unopened', delivered, at(8 * DAY))).toBe('return_window_closed');
  });

  it('the windows come from settings, out-of-range values fall back', () => {
    const w = returnWindowsFrom({
      [RETURN_SETTINGS.medicineHours.key]: '48',
      [RETURN_SETTINGS.nonMedicinalDays.key]: '0',
    });
    expect(w).toEqual({ medicineHours: 48, nonMedicinalDays: DEFAULT_RETURN_WINDOWS.nonMedicinalDays });
    expect(returnLineProblem(medicine, 'damaged', delivered, at(47 * HOUR), w)).toBeNull();
    expect(returnWindowsFrom({ [RETURN_SETTINGS.medicineHours.key]: '2.5' }).medicineHours).toBe(24);
  });
});

describe('what may be reported', () => {
  it('a non-returnable product is refused whatever the time, with its reason', () => {
    const cold = { medicinal: true, non_returnable: 'temperature_controlled' };
    expect(returnLineProblem(cold, 'damaged', delivered, at(MIN))).toBe('not_returnable');
    expect(nonReturnableText(cold)).toBe('Not returnable: Temperature-controlled medicine');
    expect(
      returnLineProblem({ medicinal: false, non_returnable: 'personal_care' }, 'unopened', delivered, at(MIN)),
    ).toBe('not_returnable');
    expect(nonReturnableText(medicine)).toBeNull();
  });

  it('a medicine comes back only damaged, wrong or (near) expired; unopened is for non-medicinal products', () => {
    expect(returnLineProblem(medicine, 'wrong_item', delivered, at(HOUR))).toBeNull();
    expect(returnLineProblem(medicine, 'expired', delivered, at(HOUR))).toBeNull();
    expect(returnLineProblem(medicine, 'unopened', delivered, at(HOUR))).toBe('return_reason_not_allowed');
    expect(returnLineProblem(nonMedicinal, 'damaged', delivered, at(3 * DAY))).toBeNull();
  });
});

describe('the steps of a return', () => {
  it('reported → photos → approved → pickup (movable) → collected → verified', () => {
    expect(returnTransition('open', 'request_photos')).toBe('photos_requested');
    expect(returnTransition('photos_requested', 'add_photos')).toBe('open');
    expect(returnTransition('open', 'approve')).toBe('approved');
    expect(returnTransition('approved', 'schedule_pickup')).toBe('pickup_scheduled');
    expect(returnTransition('pickup_scheduled', 'schedule_pickup')).toBe('pickup_scheduled');
    expect(returnTransition('pickup_scheduled', 'collect')).toBe('collected');
    expect(returnTransition('collected', 'verify')).toBe('verified');
  });

  it('refuses steps out of order and anything after the end', () => {
    expect(returnTransition('open', 'collect')).toBeNull();
    expect(returnTransition('approved', 'verify')).toBeNull();
    expect(returnTransition('open', 'add_photos')).toBeNull();
    expect(returnTransition('rejected', 'approve')).toBeNull();
    expect(returnTransition('verified', 'verify')).toBeNull();
    expect(returnTransition('approved', 'reject')).toBeNull();
  });

  it('offers the store the steps of the current status', () => {
    expect(storeReturnSteps('open')).toEqual(['request_photos', 'approve', 'reject']);
    expect(storeReturnSteps('photos_requested')).toEqual(['approve', 'reject']);
    expect(storeReturnSteps('approved')).toEqual(['schedule_pickup']);
    expect(storeReturnSteps('collected')).toEqual(['verify']);
    expect(storeReturnSteps('verified')).toEqual([]);
  });
});

describe('the refund of a verified return', () => {
  const reported = [
    { item_id: 'a', quantity: 2, unit_price: 30.5 },
    { item_id: 'b', quantity: 1, unit_price: 120 },
  ];

  it('refunds the accepted quantities at the price paid', () => {
    expect(
      returnRefundPaise(
        reported,
        [
          { item_id: 'a', quantity: 2 },
          { item_id: 'b', quantity: 1 },
        ],
        100_000,
      ),
    ).toBe(18_100);
    expect(returnRefundPaise(reported, [{ item_id: 'a', quantity: 1 }], 100_000)).toBe(3_050);
    expect(returnRefundPaise(reported, [], 100_000)).toBe(0);
  });

  it('never more than is still paid', () => {
    expect(returnRefundPaise(reported, [{ item_id: 'b', quantity: 1 }], 5_000)).toBe(5_000);
    expect(returnRefundPaise(reported, [{ item_id: 'b', quantity: 1 }], 0)).toBe(0);
  });

  it('refuses lines not reported, above the reported quantity, twice, or fractional', () => {
    expect(returnRefundPaise(reported, [{ item_id: 'c', quantity: 1 }], 100_000)).toBeNull();
    expect(returnRefundPaise(reported, [{ item_id: 'a', quantity: 3 }], 100_000)).toBeNull();
    expect(
      returnRefundPaise(
        reported,
        [
          { item_id: 'a', quantity: 1 },
          { item_id: 'a', quantity: 1 },
        ],
        100_000,
      ),
    ).toBeNull();
    expect(returnRefundPaise(reported, [{ item_id: 'a', quantity: 1.5 }], 100_000)).toBeNull();
  });
});

describe('a return of the whole order', () => {
  const order = [
    { $id: 'a', quantity: 2 },
    { $id: 'b', quantity: 1 },
  ];
  it('is every line with every unit accepted', () => {
    expect(
      returnsWholeOrder(order, [
        { item_id: 'a', quantity: 2 },
        { item_id: 'b', quantity: 1 },
      ]),
    ).toBe(true);
    expect(
      returnsWholeOrder(order, [
        { item_id: 'a', quantity: 1 },
        { item_id: 'b', quantity: 1 },
      ]),
    ).toBe(false);
    expect(returnsWholeOrder(order, [{ item_id: 'a', quantity: 2 }])).toBe(false);
    expect(returnsWholeOrder([], [])).toBe(false);
  });
});
