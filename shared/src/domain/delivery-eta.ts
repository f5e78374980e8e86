// When an order should arrive (SPEC §9), the one rule for the order e-mails
// (functions lib/orders/order-mail-templates.ts) and the customer's order and payment-status pages:
// before the pharmacy accepts, the promise; after, clock times from the acceptance; a scheduled
// order, its slot. Callers decide when the time still matters and word the lead-in.
import { POLICY } from '../constants';
import { DEFAULT_LOCALE, type Locale } from './locale';

export interface EtaTimes {
  delivery_mode?: string | null;
  slot_start?: string | null;
  slot_end?: string | null;
  accepted_at?: string | null;
}

/** `text` starts in lower case except where POLICY's own text does; `slot` for a scheduled slot. */
export interface Eta {
  slot: boolean;
  text: string;
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const formatOf = (cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options })));
  return format;
};
/** "2:05 pm" in India time (the form Intl gives, lower-cased consistently; hi-IN writes it the same way). */
const clockIn =
  (locale: Locale) =>
  (date: Date): string =>
    formatOf(timeFormats, locale, { hour: 'numeric', minute: '2-digit', hour12: true })
      .format(date)
      .replace(/\s+/g, ' ')
      .toLowerCase();
/** "Mon, 7 Dec" / "सोम, 7 दिस॰". */
const dayIn =
  (locale: Locale) =>
  (date: Date): string =>
    formatOf(dayFormats, locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(date);

/** Each way of saying when, per language: English as before (the e-mails' and pages' wording), and Hindi. */
const WORDS: Record<
  Locale,
  {
    expressPromise: (minutes: number) => string;
    standardPromise: string;
    shortly: string;
    by: (clock: string) => string;
    between: (earliest: string, latest: string) => string;
  }
> = {
  'en-IN': {
    expressPromise: (minutes) => `within ${minutes} min of the pharmacy accepting your order`,
    standardPromise: POLICY.delivery.standard,
    shortly: 'shortly',
    by: (clock) => `by ${clock}`,
    between: (earliest, latest) => `between ${earliest} and ${latest}`,
  },
  'hi-IN': {
    expressPromise: (minutes) => `फ़ार्मेसी के ऑर्डर स्वीकार करने के ${minutes} मिनट के अंदर`,
    standardPromise: `कन्फ़र्म होने के ${POLICY.delivery.standardMinutes.min}-${POLICY.delivery.standardMinutes.max} मिनट बाद`,
    shortly: 'जल्द ही',
    by: (clock) => `${clock} तक`,
    between: (earliest, latest) => `${earliest} से ${latest} के बीच`,
  },
};
const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};
const plusMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

export function deliveryEtaOf(order: EtaTimes, now: Date, locale: Locale = DEFAULT_LOCALE): Eta {
  const words = WORDS[locale];
  const clock = clockIn(locale);
  const slotStart = validDate(order.slot_start);
  const slotEnd = validDate(order.slot_end);
  if (order.delivery_mode === 'scheduled' && slotStart) {
    const text = `${dayIn(locale)(slotStart)}, ${clock(slotStart)}${slotEnd ? ` – ${clock(slotEnd)}` : ''}`;
    return { slot: true, text };
  }
  const express = order.delivery_mode === 'express';
  const accepted = validDate(order.accepted_at);
  if (!accepted) {
    const text = express ? words.expressPromise(POLICY.delivery.expressMaxMinutes) : words.standardPromise;
    return { slot: false, text };
  }
  const latest = plusMinutes(
    accepted,
    express ? POLICY.delivery.expressMaxMinutes : POLICY.delivery.standardMinutes.max,
  );
  if (latest.getTime() <= now.getTime()) return { slot: false, text: words.shortly };
  if (express) return { slot: false, text: words.by(clock(latest)) };
  const earliest = plusMinutes(accepted, POLICY.delivery.standardMinutes.min);
  return { slot: false, text: words.between(clock(earliest), clock(latest)) };
}
