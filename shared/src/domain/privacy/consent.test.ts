import { describe, expect, it } from 'vitest';
import { currentConsents, isConsentPurpose } from './consent';
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS, CONSENT_TEXTS_EN, PRIVACY_NOTICE_EN } from './texts';

const rec = (purpose: string, granted: boolean, at: string) => ({
  purpose,
  granted,
  recorded_at: at,
  text_version: 'v1',
});

describe('currentConsents', () => {
  it('is off for every purpose without a record', () => {
    expect(currentConsents([])).toEqual({ marketing: false, analytics: false });
  });
  it('follows the latest record of each purpose, whatever the list order', () => {
    const records = [
      rec('marketing', false, '2026-12-02T10:00:00.000Z'),
      rec('marketing', true, '2026-12-01T10:00:00.000Z'),
      rec('analytics', true, '2026-12-01T10:00:00.000Z'),
    ];
    expect(currentConsents(records)).toEqual({ marketing: false, analytics: true });
    expect(currentConsents([...records].reverse())).toEqual({ marketing: false, analytics: true });
  });
  it('ignores records of unknown purposes', () => {
    expect(currentConsents([rec('notice', true, '2026-12-01T10:00:00.000Z')])).toEqual({
      marketing: false,
      analytics: false,
    });
  });
});

describe('privacy texts', () => {
  it('knows the purposes and gives each a versioned text', () => {
    expect(CONSENT_PURPOSES.every(isConsentPurpose)).toBe(true);
    expect(isConsentPurpose('notice')).toBe(false);
    for (const purpose of CONSENT_PURPOSES) {
      expect(CONSENT_TEXT_VERSIONS[purpose]).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}$/);
      expect(CONSENT_TEXTS_EN[purpose].label.length).toBeGreaterThan(0);
    }
  });
  it('itemises what, why, how long and who receives it, naming the store, the gateway and the delivery partner', () => {
    const all = PRIVACY_NOTICE_EN.items.map((i) => i.whoReceives).join(' ');
    expect(all).toMatch(/pharmacy that fulfils/);
    expect(all).toMatch(/payment gateway/);
    expect(all).toMatch(/delivery partner/);
    for (const item of PRIVACY_NOTICE_EN.items) expect(Object.values(item).every((v) => v.length > 10)).toBe(true);
  });
});
