// Issue 30 §8: the day-sensitive domain answers are India's at any hour on a machine in any time
// zone. The probe (india-time-zones.probe.ts) computes them at a fixed instant in a child process
// whose TZ is UTC (as CI's machines), Asia/Kolkata (as a developer's in India) or Los Angeles; the
// instants are just after India's midnight, when the UTC day is still the day before (18:30–24:00
// UTC, the hours CI failed in: 20:00 UTC is 01:30 IST).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const PROBE = fileURLToPath(new URL('./india-time-zones.probe.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles'] as const;

async function answersIn(timeZone: string, instant: string): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PROBE, instant], {
    cwd: ROOT,
    env: { ...process.env, TZ: timeZone },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function inEveryZone(instant: string) {
  const runs = await Promise.all(ZONES.map((zone) => answersIn(zone, instant)));
  // Each child really ran in its zone…
  expect(runs.map((r) => r.localOffsetMinutes)).toEqual([0, -330, 480]);
  // …and every answer but that one is the same in all of them.
  const [first, ...others] = runs.map(({ localOffsetMinutes: _offset, ...answers }) => answers);
  for (const other of others) expect(other).toEqual(first);
  return first!;
}

describe('India’s days at any hour in any time zone', () => {
  it('00:15 IST on 2 Dec (18:45 UTC on 1 Dec): every day-sensitive answer is India’s', async () => {
    const a = (await inEveryZone('2026-12-01T18:45:00Z')) as Record<string, any>;
    expect(a.today).toBe('2026-12-02');
    expect(a.todayRange).toEqual({ start: '2026-12-01T18:30:00.000Z', end: '2026-12-02T18:30:00.000Z' });
    expect(a.todayPreset).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(a.last7).toEqual({ from: '2026-11-26', to: '2026-12-02' });
    expect(a.urlRange).toEqual(a.last7);
    expect(a.dashboardDays).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(a.rollupDay).toBe('2026-12-02');
    expect(a.shown).toBe('2 Dec 2026, 12:15 am');
    // The CI failure: 20 days from India's today, not UTC's (which said 21, or the spec 20 vs 19).
    expect(a.licence.in20Days).toBe('Expires 22 Dec 2026 (in 20 days)');
    expect(a.licence.today).toBe('Expires 2 Dec 2026 (today)');
    expect(a.licence.yesterday).toBe('Expired 1 Dec 2026');
    expect(a.licence.attention).toBe(true);
    expect(a.licence.daysUntil).toBe(20);
    expect(a.licence.sweeper).toEqual({ kind: 'notice', days: 7, daysLeft: 7 });
    expect(a.licence.expiringBy).toBe('2027-01-01');
    expect(a.licence.partnerForm).toEqual({});
    expect(a.licence.adminForm).toEqual({
      form21_expires_on: 'This licence expires within 30 days. Enter the renewed licence',
    });
    // The weekly cycle ends at 00:00 IST on a Monday (30 Nov).
    expect(a.settlement).toEqual({
      cycle: { start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z' },
      payoutId: 'po-store-1_20261130',
    });
    expect(a.coupon).toMatchObject({ ok: false, code: 'coupon_expired' });
    // Issued 2 Jun: valid through 2 Dec in India. Issued 1 Jun: its last day ended 15 minutes ago.
    expect(a.prescription.issuedSixMonthsAgoToday).toEqual({ state: 'valid', validUntil: '2026-12-02T18:29:59.999Z' });
    expect(a.prescription.issuedSixMonthsAgoYesterday).toEqual({
      state: 'expired',
      validUntil: '2026-12-01T18:29:59.999Z',
    });
    expect(a.h1Register).toEqual({
      range: { from: '2026-11-03', to: '2026-12-02' },
      bounds: { start: '2026-11-02T18:30:00.000Z', end: '2026-12-02T18:29:59.999Z' },
    });
    expect(a.rateFromToday).toMatchObject({ ok: true, rate: { effective_from: '2026-12-01T18:30:00.000Z' } });
    expect(a.functionRange).toEqual({ from: '2026-12-02', to: '2026-12-02', ...a.todayRange });
    expect(a.issueDateToday).toBe('2026-12-02T00:00:00.000Z');
    expect(a.firstSlot).toEqual({ start: '2026-12-02T02:30:00.000Z', label: 'Wed, 2 Dec, 8:00 am – 10:00 am' });
  }, 60_000);

  it('01:30 IST (20:00 UTC, when CI failed) and 23:45 IST the evening before agree on their India days', async () => {
    const [late, before] = await Promise.all([
      inEveryZone('2026-12-01T20:00:00Z'),
      inEveryZone('2026-12-01T18:15:00Z'),
    ]);
    expect((late as Record<string, any>).licence.in20Days).toBe('Expires 22 Dec 2026 (in 20 days)');
    expect((before as Record<string, any>).today).toBe('2026-12-01');
    expect((before as Record<string, any>).licence.in20Days).toBe('Expires 22 Dec 2026 (in 21 days)');
    expect((before as Record<string, any>).prescription.issuedSixMonthsAgoYesterday.state).toBe('valid');
  }, 60_000);
});
