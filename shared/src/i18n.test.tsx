// @vitest-environment happy-dom
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  I18nProvider,
  LOCALE_COOKIE,
  LocaleScope,
  browserLocale,
  defineCatalogue,
  formatDate,
  formatMessage,
  formatNumber,
  localeFromAcceptLanguage,
  loadCatalogue,
  localeFromCookies,
  messageGaps,
  parseLocale,
  resolveLocale,
  translator,
  useSetLocale,
  useT,
} from './i18n';
import { formatINR } from './domain/money';

afterEach(() => {
  cleanup();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.lang = 'en-IN';
});

describe('choosing the locale', () => {
  it('reads hi/en tags, the locale cookie and Accept-Language by q-value', () => {
    expect(parseLocale('hi')).toBe('hi-IN');
    expect(parseLocale('HI_in')).toBe('hi-IN');
    expect(parseLocale('en-GB')).toBe('en-IN');
    expect(parseLocale('ta-IN')).toBeNull();
    expect(localeFromCookies(`a=1; ${LOCALE_COOKIE}=hi-IN`)).toBe('hi-IN');
    expect(localeFromCookies(`${LOCALE_COOKIE}=fr`)).toBeNull();
    expect(localeFromAcceptLanguage('ta-IN,en;q=0.4,hi;q=0.8')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('hi;q=0,en')).toBe('en-IN');
    expect(resolveLocale({})).toBe('en-IN');
    expect(resolveLocale({ cookie: `${LOCALE_COOKIE}=en-IN`, acceptLanguage: 'hi' })).toBe('en-IN');
    expect(resolveLocale({ acceptLanguage: 'hi-IN' })).toBe('hi-IN');
  });

  it('a browser-only render starts from the cookie', () => {
    document.cookie = `${LOCALE_COOKIE}=hi-IN; Path=/`;
    expect(browserLocale()).toBe('hi-IN');
  });
});

describe('messages', () => {
  const catalogue = defineCatalogue('test', {
    'en-IN': {
      plain: "We don't have it",
      items: '{count, plural, one {# item} other {# items}}',
      apostrophe: "The medicine's name, {max} characters",
    },
    'hi-IN': {
      plain: 'हमारे पास नहीं है',
      items: '{count, plural, one {# आइटम} other {# आइटम}}',
      apostrophe: '{max} अक्षर',
    },
  });

  it('returns texts without arguments exactly as written, and ICU plurals per locale', () => {
    const en = translator(catalogue, 'en-IN');
    const hi = translator(catalogue, 'hi-IN');
    expect(en('plain')).toBe("We don't have it");
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 0 })).toBe('0 items');
    expect(en('items', { count: 123456 })).toBe('1,23,456 items');
    expect(hi('items', { count: 2 })).toBe('2 आइटम');
    expect(en('apostrophe', { max: 200 })).toBe("The medicine's name, 200 characters");
    expect(formatMessage('<b>{x}</b>', 'en-IN', { x: 'y' })).toBe('<b>y</b>');
  });

  it('finds keys a locale lacks or adds', () => {
    expect(messageGaps({ a: 'A', b: 'B' }, { a: 'ए', b: '', c: 'सी' })).toEqual({ missing: ['b'], extra: ['c'] });
  });

  it('loads a locale given as a loader once, and falls back to English until then', async () => {
    let loads = 0;
    const lazy = defineCatalogue('lazy', {
      'en-IN': { hello: 'Hello' },
      'hi-IN': async () => {
        loads += 1;
        return { default: { hello: 'नमस्ते' } };
      },
    });
    expect(translator(lazy, 'hi-IN')('hello')).toBe('Hello');
    await Promise.all([loadCatalogue(lazy, 'hi-IN'), loadCatalogue(lazy, 'hi-IN')]);
    expect(loads).toBe(1);
    expect(translator(lazy, 'hi-IN')('hello')).toBe('नमस्ते');
  });

  it('a component that waits for its catalogue renders once it is there, hooks after useT included', async () => {
    const lazy = defineCatalogue('waits', {
      'en-IN': { hello: 'Hello' },
      'hi-IN': () =>
        new Promise<{ default: { hello: string } }>((resolve) =>
          setTimeout(() => resolve({ default: { hello: 'नमस्ते' } }), 10),
        ),
    });
    function Probe() {
      const t = useT(lazy);
      const [count] = useState(1);
      return <p>{`${t('hello')} ${count}`}</p>;
    }
    render(
      <I18nProvider initial="hi-IN">
        <Suspense fallback={<p>waiting</p>}>
          <Probe />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('नमस्ते 1')).toBeTruthy();
  });

  it('switching re-renders in place, sets <html lang> and remembers the choice in the cookie', async () => {
    function Probe() {
      const t = useT(catalogue);
      const setLocale = useSetLocale();
      return (
        <button type="button" onClick={() => setLocale('hi-IN')}>
          {t('plain')}
        </button>
      );
    }
    render(
      <I18nProvider initial="en-IN">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe("We don't have it");
    act(() => screen.getByRole('button').click());
    // The switch loads every catalogue of the locale first, then re-renders.
    await screen.findByText('हमारे पास नहीं है');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localeFromCookies(document.cookie)).toBe('hi-IN');
  });

  it('a LocaleScope (the partner widget) renders its own locale without touching the page’s lang or cookie', () => {
    function Probe() {
      const t = useT(catalogue);
      const setLocale = useSetLocale();
      return (
        <button type="button" onClick={() => setLocale('en-IN')}>
          {t('plain')}
        </button>
      );
    }
    document.documentElement.lang = 'en';
    render(
      <LocaleScope locale="hi-IN">
        <Probe />
      </LocaleScope>,
    );
    expect(screen.getByRole('button').textContent).toBe('हमारे पास नहीं है');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('हमारे पास नहीं है');
    expect(document.documentElement.lang).toBe('en');
    expect(localeFromCookies(document.cookie)).toBe(null);
  });
});

describe('Indian numbers and dates per locale', () => {
  it('groups in lakhs in both locales, with Latin digits (as Hindi pharmacy apps print them)', () => {
    expect(formatNumber(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi-IN')).toBe('12,34,567');
    // The one money format stays formatINR, and reads the same in a Hindi page.
    expect(formatINR(123456)).toContain('1,23,456');
  });

  it('writes dates in India’s zone, with Hindi month names in hi-IN', () => {
    const date = new Date('2026-12-02T20:00:00Z'); // 3 December, 01:30 in India
    expect(formatDate(date, 'en-IN', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('3 December 2026');
    expect(formatDate(date, 'hi-IN', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('3 दिसंबर 2026');
    expect(formatDate(date, 'hi-IN')).toMatch(/2026/);
  });
});
