// The signed-in customer's language in their Appwrite prefs (issue 37 §3: "remembered on the device
// and in the user's preferences"): the functions read it to text, push and mail them in that language
// (localeOfPrefs), and signing in on another device brings it along.
import { useEffect } from 'react';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import {
  LOCALE_PREF,
  localeFromCookies,
  parseLocale,
  useLocale,
  useSetLocale,
  type Locale,
} from '@instamg/shared/i18n';
import { useSession } from './session-store';

/** The language saved in the account, if any (localeOfPrefs would say English for none). */
const savedLocaleOf = (prefs: unknown): Locale | null =>
  parseLocale(String((prefs as Record<string, unknown> | undefined)?.[LOCALE_PREF] ?? '') || null);

/** Writes `locale` to the signed-in user's prefs (kept with the rest of them); nothing for a guest. */
export async function saveLocalePreference(locale: Locale): Promise<void> {
  const { status, user } = useSession.getState();
  if (status !== 'signedIn' || !user || savedLocaleOf(user.prefs) === locale) return;
  try {
    const updated = await getAppwrite().account.updatePrefs({ prefs: { ...user.prefs, [LOCALE_PREF]: locale } });
    // Only if the same account is still signed in (a sign-out or switch may have happened meanwhile).
    if (useSession.getState().user?.$id === updated.$id) useSession.setState({ user: updated });
  } catch (error) {
    // The device still remembers it (the cookie); the messages stay in the language saved before.
    console.warn('[i18n] could not save the language in the account', error);
  }
}

/**
 * When an account signs in (or a page opens signed in) on a device that never chose a language,
 * with a language saved in its prefs, the page follows it. Only a choice is saved (the switch): a page that is Hindi by the browser's
 * Accept-Language alone says nothing about the language the customer wants their messages in.
 */
export function useAccountLocale(): void {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const userId = useSession((state) => (state.status === 'signedIn' ? state.user?.$id : undefined));
  useEffect(() => {
    if (!userId) return;
    const saved = savedLocaleOf(useSession.getState().user?.prefs);
    // The device's own choice (its cookie) wins; a device that never chose follows the account.
    if (saved && saved !== locale && !localeFromCookies(document.cookie)) setLocale(saved);
    // Once per account signed in: later switches are saved by the switch itself (I18nProvider onChoose).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/** Renders nothing: runs useAccountLocale inside the locale provider. */
export function AccountLocale(): null {
  useAccountLocale();
  return null;
}
