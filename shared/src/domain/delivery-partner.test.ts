import { describe, expect, it } from 'vitest';
import {
  PARTNER_STATUSES,
  PARTNER_STATUS_MEANING,
  PORTER_EVENT_TO_PARTNER,
  PORTER_EVENT_TO_STATUS,
  PORTER_ORDER_STATUSES,
  PORTER_STATUS_TO_PARTNER,
  PORTER_WEBHOOK_EVENTS,
  isActivePartnerStatus,
  isPartnerRiderId,
  partnerOrderMoves,
  partnerRiderId,
  partnerStepAllowed,
  porterStatusToPartner,
} from './delivery-partner';

describe('Porter states and events → our partner states', () => {
  it('maps every Porter order status', () => {
    expect(PORTER_STATUS_TO_PARTNER).toEqual({
      open: 'booked',
      accepted: 'allotted',
      in_progress: 'allotted',
      live: 'picked_up',
      ended: 'delivered',
      cancelled: 'cancelled',
    });
    for (const s of PORTER_ORDER_STATUSES) expect(PARTNER_STATUSES).toContain(porterStatusToPartner(s));
    expect(porterStatusToPartner('teleported')).toBeNull();
  });

  it('maps every webhook event, and its event agrees with the status it leaves Porter in', () => {
    expect(PORTER_EVENT_TO_PARTNER).toEqual({
      order_accepted: 'allotted',
      order_start_trip: 'picked_up',
      order_end_job: 'delivered',
      order_reopened: 'booked',
      order_cancel: 'cancelled',
    });
    for (const e of PORTER_WEBHOOK_EVENTS)
      expect(PORTER_STATUS_TO_PARTNER[PORTER_EVENT_TO_STATUS[e]]).toBe(PORTER_EVENT_TO_PARTNER[e]);
  });

  it('has one meaning per state; only running bookings are active, only before pickup cancellable', () => {
    expect(Object.keys(PARTNER_STATUS_MEANING).sort()).toEqual([...PARTNER_STATUSES].sort());
    expect(PARTNER_STATUSES.filter(isActivePartnerStatus)).toEqual(['booked', 'allotted', 'picked_up']);
    expect(PARTNER_STATUSES.filter((s) => PARTNER_STATUS_MEANING[s].cancellable)).toEqual(['booked', 'allotted']);
    expect(isActivePartnerStatus(null)).toBe(false);
  });
});

describe('partnerStepAllowed: idempotent, never backwards', () => {
  it('moves forward only', () => {
    expect(partnerStepAllowed('booked', 'allotted')).toBe(true);
    expect(partnerStepAllowed('allotted', 'picked_up')).toBe(true);
    expect(partnerStepAllowed('picked_up', 'delivered')).toBe(true);
    expect(partnerStepAllowed('booked', 'delivered')).toBe(true);
    expect(partnerStepAllowed('picked_up', 'allotted')).toBe(false);
  });
  it('ignores the same event twice and anything after the end', () => {
    expect(partnerStepAllowed('allotted', 'allotted')).toBe(false);
    expect(partnerStepAllowed('delivered', 'cancelled')).toBe(false);
    expect(partnerStepAllowed('cancelled', 'allotted')).toBe(false);
  });
  it('a running booking can end cancelled', () => {
    expect(partnerStepAllowed('booked', 'cancelled')).toBe(true);
    // Porter may still cancel after the pickup (the store may not: cancellable).
    expect(partnerStepAllowed('picked_up', 'cancelled')).toBe(true);
    expect(partnerStepAllowed('allotted', 'cancelled')).toBe(true);
  });
  it('reopens only before the pickup', () => {
    expect(partnerStepAllowed('allotted', 'booked', true)).toBe(true);
    expect(partnerStepAllowed('picked_up', 'booked', true)).toBe(false);
    expect(partnerStepAllowed('allotted', 'booked')).toBe(false);
  });
});

describe('partnerOrderMoves', () => {
  it('picked up sends a packed order out; delivered finishes it (both steps if the pickup was missed)', () => {
    expect(partnerOrderMoves('ready_for_pickup', 'picked_up')).toEqual(['out_for_delivery']);
    expect(partnerOrderMoves('out_for_delivery', 'delivered')).toEqual(['delivered']);
    expect(partnerOrderMoves('ready_for_pickup', 'delivered')).toEqual(['out_for_delivery', 'delivered']);
  });
  it('moves nothing else', () => {
    expect(partnerOrderMoves('cancelled', 'picked_up')).toEqual([]);
    expect(partnerOrderMoves('delivered', 'delivered')).toEqual([]);
    expect(partnerOrderMoves('ready_for_pickup', 'allotted')).toEqual([]);
    expect(partnerOrderMoves('ready_for_pickup', 'cancelled')).toEqual([]);
  });
});

it('a partner rider id is never a user id', () => {
  expect(partnerRiderId('porter')).toBe('partner:porter');
  expect(isPartnerRiderId('partner:porter')).toBe(true);
  expect(isPartnerRiderId('u123')).toBe(false);
  expect(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(partnerRiderId('porter'))).toBe(false);
});
