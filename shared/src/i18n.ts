/**
 * The i18n layer (issue 37; docs/decisions/0012-i18n.md): the locales, the visitor's choice (a
 * cookie the render server reads, so it renders the chosen language), ICU messages through
 * FormatJS's `intl-messageformat`, and Indian number and date formats per locale.
 *
 * Each app owns its catalogue (`defineCatalogue({ 'en-IN': en, 'hi-IN': hi })` in the app's
 * `src/i18n/`); the English catalogue references the SPEC texts in `./constants` instead of
 * copying them. This module is one of `@instamg/shared`'s, so Module Federation shares it (and the
 * library inside it) as a singleton: one locale context for the shell and every remote.
 */
import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

import { DEFAULT_LOCALE, parseLocale, type Locale } from './domain/locale';
import { localeHref } from './domain/locale-url';

export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, LOCALE_PREF, localeOfPrefs, parseLocale } from './domain/locale';
export type { Locale } from './domain/locale';

/** The cookie that remembers the visitor's language on the device (read by the render server). */
export const LOCALE_COOKIE = 'instamg_locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale in a `Cookie` header (or `document.cookie`), if it names a supported one. */
export function localeFromCookies(header: string | null | undefined): Locale | null {
  for (const part of String(header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return parseLocale(decodeURIComponent(rest.join('=')));
  }
  return null;
}

/** The first supported language of an `Accept-Language` header by q-value (RFC 9110 §12.5.4). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  const ranked = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { locale: parseLocale(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

/** The request's locale: the visitor's choice (cookie), else the browser's languages, else en-IN. */
export function resolveLocale(request: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return localeFromCookies(request.cookie) ?? localeFromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The locale a page rendered only in the browser starts with (no server hint): cookie, then the browser. */
export function browserLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return resolveLocale({ cookie: document.cookie, acceptLanguage: languages.join(',') });
}

function rememberLocale(locale: Locale): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

// ---------------------------------------------------------------------------------------------
// Catalogues

/** An app's English messages: key → ICU message (SPEC texts referenced from ./constants). */
export type Messages = Readonly<Record<string, string>>;
/** Another locale's messages for the same keys: every key, no other. */
export type Translation<E extends Messages> = { readonly [K in keyof E]: string };

/** A locale's messages, or a loader of them (`() => import('./hi')`): a chunk of its own. */
export type TranslationSource<E extends Messages> =
  Translation<E> | (() => Promise<{ readonly default: Translation<E> } | Translation<E>>);

export interface Catalogue<E extends Messages> {
  readonly name: string;
  readonly english: E;
  readonly sources: { readonly [L in Exclude<Locale, 'en-IN'>]: TranslationSource<E> };
  /** Messages loaded so far, by locale (code, the same for every visitor and request). */
  readonly loaded: Partial<Record<Locale, Messages>>;
  readonly loading: Partial<Record<Locale, Promise<Messages>>>;
}

// Every catalogue defined so far (an app's catalogue registers when its code is evaluated), so a
// locale switch or the browser's start can load all of them before rendering in that locale.
const registry = new Set<Catalogue<Messages>>();

/**
 * An app's catalogue: English inline, each other locale inline or as a loader. A loader keeps the
 * locale out of English pages (its own chunk, fetched only by pages in that language).
 */
export function defineCatalogue<E extends Messages>(
  name: string,
  messages: { 'en-IN': E } & { [L in Exclude<Locale, 'en-IN'>]: TranslationSource<E> },
): Catalogue<E> {
  const { 'en-IN': english, ...sources } = messages;
  const catalogue: Catalogue<E> = { name, english, sources, loaded: { 'en-IN': english }, loading: {} };
  for (const [locale, source] of Object.entries(sources) as [Exclude<Locale, 'en-IN'>, TranslationSource<E>][])
    if (typeof source !== 'function') catalogue.loaded[locale] = source;
  registry.add(catalogue as unknown as Catalogue<Messages>);
  return catalogue;
}

/** Loads a catalogue's messages for `locale` (once; later calls share the promise). */
export function loadCatalogue<E extends Messages>(catalogue: Catalogue<E>, locale: Locale): Promise<Messages> {
  const ready = catalogue.loaded[locale];
  if (ready) return Promise.resolve(ready);
  const pending = catalogue.loading[locale];
  if (pending) return pending;
  const source = catalogue.sources[locale as Exclude<Locale, 'en-IN'>] as () => Promise<
    { readonly default: Messages } | Messages
  >;
  const promise = source().then((module) => {
    const messages = ('default' in module && typeof module.default === 'object' ? module.default : module) as Messages;
    catalogue.loaded[locale] = messages;
    return messages;
  });
  catalogue.loading[locale] = promise;
  return promise;
}

/** Loads every registered catalogue for `locale`: before hydrating, or switching, in that language. */
export function preloadLocale(locale: Locale): Promise<void> {
  return Promise.all([...registry].map((catalogue) => loadCatalogue(catalogue, locale))).then(() => undefined);
}

/** Keys of `english` missing in `translated`, and keys there English lacks. */
export function messageGaps(english: Messages, translated: Messages): { missing: string[]; extra: string[] } {
  const keys = Object.keys(english);
  return {
    missing: keys.filter((key) => typeof translated[key] !== 'string' || translated[key].trim() === ''),
    extra: Object.keys(translated).filter((key) => !keys.includes(key)),
  };
}

export type MessageValues = Record<string, PrimitiveType>;
export type Translate<E extends Messages> = (key: keyof E & string, values?: MessageValues) => string;

// Compiled messages by locale and text: code, not request data (the same for every visitor).
const compiled = new Map<string, IntlMessageFormat>();

/** Formats one ICU message. A message without arguments is returned as written (SPEC texts verbatim). */
export function formatMessage(message: string, locale: Locale, values?: MessageValues): string {
  if (!message.includes('{')) return message;
  const id = `${locale}\u0000${message}`;
  let format = compiled.get(id);
  if (!format) {
    // ignoreTag: "<" in a text is a character, not rich-text markup.
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/**
 * `t(key, values)` for `locale` with messages already loaded (loadCatalogue); a key missing in the
 * locale, or a locale not loaded, falls back to English.
 */
export function translator<E extends Messages>(catalogue: Catalogue<E>, locale: Locale): Translate<E> {
  const own = catalogue.loaded[locale] ?? {};
  const english = catalogue.english as Messages;
  return (key, values) => formatMessage(own[key] ?? english[key] ?? key, own[key] ? locale : 'en-IN', values);
}

// ---------------------------------------------------------------------------------------------
// React

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  showLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => {}, showLocale: () => {} });

/**
 * The shell's provider (AppProviders): the locale the server rendered (its hint) or the browser's
 * choice. Switching re-renders in place: the cart and a checkout in progress stay as they are.
 */
export function I18nProvider({
  initial,
  onChoose,
  children,
}: {
  initial: Locale;
  /** Called with each language chosen (the shell saves it in a signed-in user's prefs). */
  onChoose?: (locale: Locale) => void;
  children?: ReactNode;
}) {
  const [locale, setState] = useState<Locale>(initial);
  const chosen = useRef(onChoose);
  chosen.current = onChoose;
  const showLocale = useCallback((next: Locale) => {
    // The catalogues first, so the page turns in one step (no section waits on its chunk).
    void preloadLocale(next)
      .catch((error: unknown) => console.warn('[i18n] could not load every catalogue', next, error))
      .then(() => startTransition(() => setState(next)));
  }, []);
  const setLocale = useCallback(
    (next: Locale) => {
      rememberLocale(next);
      chosen.current?.(next);
      showLocale(next);
    },
    [showLocale],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale, showLocale }), [locale, setLocale, showLocale]);
  return createElement(LocaleContext.Provider, { value }, children);
}

/**
 * A tree in a locale of its own that is not the page's: the partner widget on someone else's page.
 * Unlike I18nProvider it neither remembers a choice (no cookie) nor touches the page's `<html lang>`.
 */
export function LocaleScope({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const value = useMemo(() => ({ locale, setLocale: () => {}, showLocale: () => {} }), [locale]);
  return createElement(LocaleContext.Provider, { value }, children);
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useSetLocale(): (locale: Locale) => void {
  return useContext(LocaleContext).setLocale;
}

/**
 * Shows a locale without remembering it (no cookie, no account pref): the shell's router calls
 * it when the URL names the page's language (`/hi/…`, docs/decisions/0012-i18n.md §8).
 */
export function useShowLocale(): (locale: Locale) => void {
  return useContext(LocaleContext).showLocale;
}

/**
 * The builder of in-app hrefs for the page's language: `href('/product/x')` is `/hi/product/x` on
 * a Hindi page (localeHref; panel, account, cart and checkout paths stay unprefixed). Every link
 * of the shell and the remotes goes through it, so a Hindi page's links stay Hindi.
 */
export function useLocaleHref(): (href: string) => string {
  const locale = useLocale();
  return useCallback((href: string) => localeHref(href, locale), [locale]);
}

/**
 * The app's `t` in the current locale: `const t = useT(CATALOG_CATALOGUE); t('card.add')`. A locale
 * whose messages have not loaded yet suspends (a thrown promise): the server waits for them before its
 * HTML is complete, the browser keeps the server HTML until they are there.
 */
export function useT<E extends Messages>(catalogue: Catalogue<E>): Translate<E> {
  const locale = useLocale();
  // Thrown, not `use`d: React replays a component that suspended in `use` with the hooks it had made,
  // and a replay that no longer calls `use` (the messages are there now) runs the caller's later hooks
  // as updates of hooks never made (React error 467). A thrown promise re-renders it from the start;
  // a loaded catalogue throws nothing, so `act()` tests stay synchronous.
  if (!catalogue.loaded[locale]) throw loadCatalogue(catalogue, locale);
  return useMemo(() => translator(catalogue, locale), [catalogue, locale]);
}

// ---------------------------------------------------------------------------------------------
// Numbers and dates (Indian grouping in both locales: 1,23,456). Money stays formatINR (./domain/money):
// hi-IN writes ₹ amounts with the same Latin digits and grouping as en-IN, so it needs no locale.

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A date in India's zone unless `options.timeZone` says otherwise (server HTML and browser agree). */
export function formatDate(date: Date | number, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  // dateStyle cannot be combined with field options (year, month, …): only the default.
  const fields = Object.keys(options).some((key) => key !== 'timeZone');
  return new Intl.DateTimeFormat(locale, {
    ...(fields ? {} : { dateStyle: 'medium' }),
    timeZone: 'Asia/Kolkata',
    ...options,
  }).format(date);
}
