import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { RX_CATALOGUE, RX_EN } from '../../i18n/rx-catalogue';
import { clockText, formatDay } from '../domain/review-clock';
import { dayText, reviewClockText } from './review-clock-text';

beforeAll(() => loadCatalogue(RX_CATALOGUE, 'hi-IN'));

describe('review-clock.ts in the panel’s language', () => {
  it('words the review clock as clockText does in English, and in Hindi', () => {
    const clocks = [
      { kind: 'none' },
      { kind: 'passed' },
      { kind: 'running', leftMs: 125_000 },
      { kind: 'paused', leftMs: 170_000, pauseLeftMs: 61_000 },
    ] as const;
    for (const clock of clocks) expect(reviewClockText(RX_EN, clock)).toBe(clockText(clock));
    const hi = translator(RX_CATALOGUE, 'hi-IN');
    expect(reviewClockText(hi, { kind: 'running', leftMs: 125_000 })).toBe('2:05 में स्वीकार करें');
  });

  it('writes days as formatDay in English and with Hindi month names in Hindi', () => {
    for (const iso of ['2026-11-25T00:00:00.000Z', '2026-11-25T18:29:59.000Z'])
      expect(dayText('en-IN', iso)).toBe(formatDay(iso));
    expect(dayText('hi-IN', '2026-11-25T00:00:00.000Z')).toBe('25 नव॰ 2026');
  });
});
