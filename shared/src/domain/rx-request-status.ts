// The prescription-photo request's states (rx_requests.state, issue 36, ADR 0016): one exhaustive
// table of what the product decides about each, like the order's status tables
// (order-status-columns.ts). A state added to appwrite.json is a compile error here until its row
// is written. The customer page, the store's queue and the rx-requests function read it; pure data.

import { RX_REQUESTS_STATE, type RxRequestsState } from '../appwrite/rows';
import type { Locale } from './locale';

export type RxRequestStatus = RxRequestsState;
export const RX_REQUEST_STATUSES = RX_REQUESTS_STATE;

/** The notices the customer gets once per request (push + e-mail; rx_requests.customer_notices holds the keys sent). */
export type RxRequestNotice = 'priced' | 'declined' | 'unserved';

/** The store panel's Photo requests tabs: what waits for the pharmacist, and what is done. */
export type RxRequestTab = 'waiting' | 'done';
export const RX_REQUEST_TAB_LABELS: Readonly<Record<RxRequestTab, string>> = {
  waiting: 'To read',
  done: 'Sent and closed',
};

export interface RxRequestStatusMeaning {
  /** The customer page's heading for a request in this state. */
  customerLabel: string;
  /** The sentence under it (a decline shows its DECLINE_REASONS text instead, when it has one). */
  customerMessage: string;
  /** How it reads in the store's queue. */
  storeLabel: string;
  /** Still with a store or being routed: the page polls it and it counts as open. */
  open: boolean;
  /** The customer may cancel it (customerMayCancel; the function's `cancel` checks the same). */
  customerMayCancel: boolean;
  /** Entering this state tells the customer once (push + e-mail), under this notice key; null: no notice. */
  notice: RxRequestNotice | null;
  /** The store queue's tab it shows under. */
  tab: RxRequestTab;
}

export const RX_REQUEST_STATUS_MEANINGS = {
  routing: {
    customerLabel: 'Finding a pharmacy',
    customerMessage: 'We are finding a pharmacy near you with a pharmacist.',
    storeLabel: 'Routing',
    open: true,
    customerMayCancel: true,
    notice: null,
    tab: 'waiting',
  },
  reading: {
    customerLabel: 'Being read by a pharmacist',
    customerMessage: 'A pharmacist is reading your prescription. The cart with its prices will appear here.',
    storeLabel: 'To read',
    open: true,
    customerMayCancel: true,
    notice: null,
    tab: 'waiting',
  },
  priced: {
    customerLabel: 'Your priced cart',
    customerMessage: 'Check the medicines, remove any you do not need, and pay.',
    storeLabel: 'Cart sent',
    open: true,
    customerMayCancel: false,
    notice: 'priced',
    tab: 'done',
  },
  ordered: {
    customerLabel: 'Ordered',
    customerMessage: 'Your order has been placed.',
    storeLabel: 'Ordered',
    open: false,
    customerMayCancel: false,
    notice: null,
    tab: 'done',
  },
  declined: {
    customerLabel: 'Declined by the pharmacist',
    customerMessage:
      'The pharmacist could not prepare an order from this prescription. You can upload a new prescription.',
    storeLabel: 'Declined',
    open: false,
    customerMayCancel: false,
    notice: 'declined',
    tab: 'done',
  },
  cancelled: {
    customerLabel: 'Cancelled',
    customerMessage: 'You cancelled this request.',
    storeLabel: 'Cancelled by the customer',
    open: false,
    customerMayCancel: false,
    notice: null,
    tab: 'done',
  },
  unserved: {
    customerLabel: 'No pharmacy could read it',
    customerMessage: 'No pharmacy nearby could read your prescription right now. Please try again later.',
    storeLabel: 'Not picked up',
    open: false,
    customerMayCancel: false,
    notice: 'unserved',
    tab: 'done',
  },
} as const satisfies Readonly<Record<RxRequestStatus, RxRequestStatusMeaning>>;

const meaningOf = (state: string): RxRequestStatusMeaning | null =>
  Object.hasOwn(RX_REQUEST_STATUS_MEANINGS, state) ? RX_REQUEST_STATUS_MEANINGS[state as RxRequestStatus] : null;

/** The states a tab of the store's queue lists, in the table's order. */
export const rxRequestTabStates = (tab: RxRequestTab): RxRequestStatus[] =>
  RX_REQUEST_STATUSES.filter((s) => RX_REQUEST_STATUS_MEANINGS[s].tab === tab);

/** The notice entering `state` sends, or null (also for a value the schema does not know). */
export const rxRequestNoticeOf = (state: string): RxRequestNotice | null => meaningOf(state)?.notice ?? null;

/** The states whose notice a sweep may still owe (the function wrote the state, then stopped before telling). */
export const RX_NOTICE_STATUSES: readonly RxRequestStatus[] = RX_REQUEST_STATUSES.filter(
  (s) => RX_REQUEST_STATUS_MEANINGS[s].notice !== null,
);

/** What a notice says (push title/body, e-mail subject/text); no medicine names, as order notices. */
export interface RxRequestNoticeText {
  subject: string;
  body: string;
}

/**
 * The words of each notice in the customer's language (their prefs.locale, as order notices);
 * `reason` is the decline's DECLINE_REASONS (or DECLINE_REASONS_HI) text, `store` the store's name.
 */
export function rxRequestNoticeText(
  notice: RxRequestNotice,
  detail: { store?: string | null; reason?: string | null },
  locale: Locale = 'en-IN',
): RxRequestNoticeText {
  if (locale === 'hi-IN') return rxRequestNoticeTextHi(notice, detail);
  const store = detail.store?.trim() || 'The pharmacy';
  switch (notice) {
    case 'priced':
      return {
        subject: 'Your prescription cart is ready',
        body: `${store} has read your prescription and priced your cart. Open it to check the medicines and pay.`,
      };
    case 'declined':
      return {
        subject: 'Your prescription could not be accepted',
        body: `${store} could not prepare an order from your prescription. ${detail.reason ?? ''} You can upload a new prescription.`
          .replace(/\s+/g, ' ')
          .trim(),
      };
    case 'unserved':
      return {
        subject: 'No pharmacy could read your prescription',
        body: 'No pharmacy nearby could read your prescription right now. Please try again later.',
      };
  }
}

/** rxRequestNoticeText in Hindi (the store's name stays as written). */
function rxRequestNoticeTextHi(
  notice: RxRequestNotice,
  detail: { store?: string | null; reason?: string | null },
): RxRequestNoticeText {
  const store = detail.store?.trim() || 'फ़ार्मेसी';
  switch (notice) {
    case 'priced':
      return {
        subject: 'आपके प्रिस्क्रिप्शन का कार्ट तैयार है',
        body: `${store} ने आपका प्रिस्क्रिप्शन पढ़कर आपके कार्ट के दाम लगा दिए हैं। दवाइयाँ जाँचने और भुगतान करने के लिए इसे खोलें।`,
      };
    case 'declined':
      return {
        subject: 'आपका प्रिस्क्रिप्शन स्वीकार नहीं हो सका',
        body: `${store} से आपके प्रिस्क्रिप्शन पर ऑर्डर तैयार नहीं हो सका। ${detail.reason ?? ''} आप नया प्रिस्क्रिप्शन अपलोड कर सकते हैं।`
          .replace(/\s+/g, ' ')
          .trim(),
      };
    case 'unserved':
      return {
        subject: 'कोई फ़ार्मेसी आपका प्रिस्क्रिप्शन नहीं पढ़ सकी',
        body: 'अभी आसपास की कोई फ़ार्मेसी आपका प्रिस्क्रिप्शन नहीं पढ़ सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
      };
  }
}
