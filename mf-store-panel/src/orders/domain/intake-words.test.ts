import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { DEFAULT_INTAKE_TIMERS, type IntakeTimers } from '@instamg/shared/domain/order-intake';
import { PANEL_CATALOGUE, PANEL_EN, acceptBlockText, countdownText, type PanelT } from '../../i18n/catalogue';
import { canAccept } from './accept-rules';
import { intakeCountdown } from './countdown';

// Issue 37: the panel's catalogue words the countdown and the accept rule as these rules do in English.
const devanagari = /[\u0900-\u097F]/;
let hi: PanelT;
beforeAll(async () => {
  await loadCatalogue(PANEL_CATALOGUE, 'hi-IN');
  hi = translator(PANEL_CATALOGUE, 'hi-IN');
});

describe('the countdown and the accept rule in the catalogue', () => {
  it('gives the countdown’s and the accept rule’s English for every case', () => {
    const timers: IntakeTimers = { ...DEFAULT_INTAKE_TIMERS, acceptWindowMinutes: 3, slotAcceptLeadMinutes: 60 };
    const now = new Date('2026-12-07T08:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const orders = [
      { status: 'placed', payment_status: 'paid', paid_at: at(-1) },
      { status: 'placed', payment_status: 'paid', paid_at: at(-10) },
      { status: 'placed', payment_status: 'paid', paid_at: at(-1), slot_start: at(240) },
      { status: 'placed', payment_status: 'paid', paid_at: at(-1), rx_review_started_at: at(-0.5) },
      { status: 'confirmed', payment_status: 'paid', paid_at: at(-1) },
    ];
    const kinds = new Set<string>();
    for (const order of orders) {
      const countdown = intakeCountdown(order as Parameters<typeof intakeCountdown>[0], timers, now);
      kinds.add(countdown.kind);
      expect(countdownText(PANEL_EN, countdown)).toBe('text' in countdown ? countdown.text : null);
      if (countdown.kind !== 'none') expect(countdownText(hi, countdown)).toMatch(devanagari);
    }
    expect([...kinds].sort()).toEqual(['none', 'over', 'paused', 'running', 'scheduled']);
    for (const order of [
      { status: 'placed', payment_status: 'paid' },
      { status: 'confirmed', payment_status: 'paid' },
      { status: 'placed', payment_status: 'pending' },
      { status: 'placed', payment_status: 'paid', rx_status: 'pending' },
      { status: 'placed', payment_status: 'paid', rx_status: 'rejected' },
    ]) {
      const block = canAccept(order);
      expect(acceptBlockText(PANEL_EN, block)).toBe(block.ok ? null : block.reason);
      if (!block.ok) expect(acceptBlockText(hi, block)).toMatch(devanagari);
    }
  });
});
