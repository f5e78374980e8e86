import { describe, expect, it } from 'vitest';
import { INTERNAL_SETTING_KEYS, checkSetting, settingDef } from '@instamg/shared/domain/platform-settings';
import { buildRates, buildSettings } from '../src/build.js';

// Every seeded settings row is either a platform setting /admin/settings edits (and its seeded
// value passes that setting's check) or an internal marker: no unknown, unvalidated key.
describe('seeded settings and rates', () => {
  it('are all known to the admin console', () => {
    for (const row of buildSettings()) {
      const key = row.key as string;
      if (INTERNAL_SETTING_KEYS.includes(key)) continue;
      expect(settingDef(key), key).toBeDefined();
      expect(checkSetting(key, row.value), key).toEqual({ ok: true, value: row.value });
    }
  });

  it('seeds the TCS and TDS cuts of 2024 with their dates', () => {
    const rates = buildRates();
    expect(rates.find((r) => r.$id === 'rate-gst-tcs-2024')).toMatchObject({
      kind: 'gst_tcs',
      rate_bps: 50,
      effective_from: '2024-07-09T18:30:00.000Z',
    });
    expect(rates.find((r) => r.$id === 'rate-tds-194o-2024')).toMatchObject({ rate_bps: 10 });
  });
});
