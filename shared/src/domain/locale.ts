// The languages instamg speaks (issue 37; docs/decisions/0012-i18n.md), apart from the React i18n
// layer so pure code — the functions' SMS, push and mail texts — can name a locale too.

export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

/** Each language's name written in itself, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** `hi`, `hi-IN`, `HI-in`, `en`, `en-GB`, … → a supported locale by language; anything else → null. */
export function parseLocale(value: string | null | undefined): Locale | null {
  const language = String(value ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  if (language === 'hi') return 'hi-IN';
  if (language === 'en') return 'en-IN';
  return null;
}

/**
 * The key of the signed-in user's language in their Appwrite prefs: written by the shell when they
 * choose a language, read by the functions that message them (SMS, push, e-mail).
 */
export const LOCALE_PREF = 'locale';

/** The language a user chose (their prefs), English when they never chose or the value is not ours. */
export function localeOfPrefs(prefs: unknown): Locale {
  const value = prefs && typeof prefs === 'object' ? (prefs as Record<string, unknown>)[LOCALE_PREF] : null;
  return (typeof value === 'string' && parseLocale(value)) || DEFAULT_LOCALE;
}
