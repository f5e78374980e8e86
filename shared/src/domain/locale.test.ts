import { describe, expect, it } from 'vitest';
import { localeOfPrefs, parseLocale } from './locale';

describe('the language a user chose', () => {
  it('reads the locale pref, and says English for none or for a value that is not ours', () => {
    expect(localeOfPrefs({ locale: 'hi-IN', first_name: 'Asha' })).toBe('hi-IN');
    expect(localeOfPrefs({ locale: 'hi' })).toBe('hi-IN');
    expect(localeOfPrefs({ locale: 'en-GB' })).toBe('en-IN');
    for (const prefs of [{}, { locale: 'fr-FR' }, { locale: 42 }, null, undefined, 'hi-IN'])
      expect(localeOfPrefs(prefs)).toBe('en-IN');
    expect(parseLocale('HI_in')).toBe('hi-IN');
    expect(parseLocale('ta-IN')).toBeNull();
  });
});
