// Run by india-time-zones.test.ts in a child process under a given TZ: the day-sensitive domain
// answers at one instant (argv[2], ISO), as JSON on stdout. Every answer must be India's whatever
// the machine's time zone. Not a test file itself (the test spawns it with tsx).
import { licenceExpiryText, licenceNeedsAttention } from '../../../../../mf-admin/src/stores/domain/store-view.ts';
import { lastIstDays as dashboardDays } from '../../../../../mf-admin/src/dashboard/domain/dashboard.ts';
import { scheduledSlots, slotLabel } from '../../../../../mf-cart-checkout/src/domain/slots.ts';
import { evaluateCoupon, type Coupon } from '@instamg/shared/domain/coupons';
import { presetRange, rangeFromParams } from '@instamg/shared/domain/day-range';
import { fixedClock, formatIstDateTime, istDayRange, istToday } from '@instamg/shared/domain/india-time';
import { licenceDateErrors } from '@instamg/shared/domain/partner/licence';
import { checkRate } from '@instamg/shared/domain/platform-settings';
import { defaultRegisterRange, prescriptionValidity, registerRangeBounds } from '@instamg/shared/domain/rx-review';
import { lastClosedCycle, payoutRowId } from '@instamg/shared/domain/settlement/payouts';
import { daysUntilExpiry, expiringByDay, licenceAction, licenceChangeErrors } from '@instamg/shared/domain/store-admin';
import { istDayKey } from '@instamg/shared/domain/store-daily-stats';
import { readDayRange } from '../day-range.ts';
import { parseIssueDate } from '../../orders/prescriptions.ts';

const instant = process.argv[2];
if (!instant) throw new Error('usage: india-time.zones.probe.ts <ISO instant>');
const clock = fixedClock(instant);
const now = clock();
const today = istToday(now);

const coupon: Coupon = {
  code: 'WINTER',
  kind: 'percent',
  value: 10,
  max_discount_paise: null,
  min_order_paise: 0,
  // Ends as 2 Dec begins in India.
  valid_from: '2026-11-01T00:00:00.000+05:30',
  valid_until: '2026-12-02T00:00:00.000+05:30',
  per_user_limit: 1,
  active: true,
  funded_by: 'platform',
};

const cycle = lastClosedCycle(now, 7);
const slots = scheduledSlots(now, 1);

const answers = {
  // The process's own zone offset at that instant, minutes (proves the TZ applied: UTC 0, India -330).
  localOffsetMinutes: now.getTimezoneOffset(),
  today,
  todayRange: istDayRange(today),
  todayPreset: presetRange('today', now),
  last7: presetRange('7', now),
  urlRange: rangeFromParams({}, now).range,
  dashboardDays: dashboardDays(now, 3),
  rollupDay: istDayKey(now),
  shown: formatIstDateTime(now),
  licence: {
    in20Days: licenceExpiryText('2026-12-22', now),
    today: licenceExpiryText('2026-12-02', now),
    yesterday: licenceExpiryText('2026-12-01', now),
    attention: licenceNeedsAttention('2026-12-31', now),
    daysUntil: daysUntilExpiry('2026-12-22', now),
    sweeper: licenceAction('2026-12-09', now),
    expiringBy: expiringByDay(now),
    partnerForm: licenceDateErrors('2026-12-02', '2027-01-01', now),
    // 30 and 29 days ahead on India's calendar: the first is allowed, the second is refused.
    adminForm: licenceChangeErrors(
      {
        form20_number: 'ML-20B-12345',
        form20_expires_on: '2027-01-01',
        form21_number: 'ML-21B-12345',
        form21_expires_on: '2026-12-31',
      },
      now,
    ),
  },
  settlement: { cycle, payoutId: payoutRowId('store-1', cycle.end) },
  coupon: evaluateCoupon(coupon, { items_paise: 50_000, used_by_customer: 0, now }),
  prescription: {
    issuedSixMonthsAgoToday: prescriptionValidity('2026-06-02T00:00:00.000Z', 6, now),
    issuedSixMonthsAgoYesterday: prescriptionValidity('2026-06-01T00:00:00.000Z', 6, now),
  },
  h1Register: { range: defaultRegisterRange(now), bounds: registerRangeBounds(defaultRegisterRange(now)) },
  rateFromToday: checkRate({ kind: 'commission', percent: '5', effective_from: today, note: '' }, today),
  // The functions' side: a summary's IST days as UTC bounds, and a prescription dated India's today.
  functionRange: readDayRange({ from: today, to: today }),
  issueDateToday: parseIssueDate(today, 6, now),
  firstSlot: slots[0] ? { start: slots[0].start.toISOString(), label: slotLabel(slots[0]) } : null,
};

process.stdout.write(JSON.stringify(answers));
