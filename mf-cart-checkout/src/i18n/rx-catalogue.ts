/**
 * mf-cart-checkout's prescription messages (issue 37 §5; docs/decisions/0012-i18n.md): the upload
 * page, photo orders (RxRequestFlow), attaching a prescription to an order and refills. A catalogue
 * of its own so only the prescription routes load its Hindi. English references the shared tables
 * (RX_REQUEST_STATUS_MEANINGS, DECLINE_REASONS, REFILL_STATE_VIEW) so it stays exactly as written;
 * the catalogue test checks every state and reason has its key and the same English.
 */
import { DECLINE_REASONS, type DeclineReason } from '@instamg/shared/domain/rx-request';
import { RX_REQUEST_STATUS_MEANINGS as RX, type RxRequestStatus } from '@instamg/shared/domain/rx-request-status';
import { REFILL_STATE_VIEW, type RefillState } from '@instamg/shared/domain/refill';
import { formatDay } from '@instamg/shared/domain/india-time';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';

export const en = {
  // pages/UploadPrescriptionPage.tsx
  'page.title': 'Upload prescription',
  'page.rxOnly': 'Order with a prescription only',
  'page.forCart': 'Upload for a cart you build',
  'page.mine': 'My prescriptions',
  // components/RxRequestFlow.tsx: the form.
  'request.form': 'Order with a prescription',
  'request.intro':
    'Send a photo of your prescription: a pharmacist of the nearest pharmacy reads it and sends you a priced cart. Only you and that pharmacy’s pharmacist can see it.',
  'request.choose': 'Choose photos or PDFs',
  'request.photos': 'Prescription photos',
  'request.deliverTo': 'Deliver to',
  'request.note': 'Your note (optional)',
  'request.notePlaceholder': 'all medicines, 1 month',
  'request.sending': 'Sending…',
  'request.send': 'Send to a pharmacist',
  // RxRequestFlow: following the request.
  'request.loading': 'Loading',
  'request.storeHas': '{store} has your prescription.',
  'request.cancel': 'Cancel request',
  'request.preparedBy': 'Prepared by {name} (registration {registration}), {store}',
  'request.pricedCart': 'Priced cart',
  'request.remove': 'Remove {name}',
  'request.total': 'Items total:',
  'request.placing': 'Placing your order…',
  'request.pay': 'Pay',
  'request.uploadNew': 'You can upload a new prescription.',
  'request.another': 'Send another prescription',
  'request.outcomeLabel': '{label}.',
  // shared/src/domain/rx-request-status.ts: the customer's words for each state.
  'rxState.routing.label': RX.routing.customerLabel,
  'rxState.routing.message': RX.routing.customerMessage,
  'rxState.reading.label': RX.reading.customerLabel,
  'rxState.reading.message': RX.reading.customerMessage,
  'rxState.priced.label': RX.priced.customerLabel,
  'rxState.priced.message': RX.priced.customerMessage,
  'rxState.ordered.label': RX.ordered.customerLabel,
  'rxState.ordered.message': RX.ordered.customerMessage,
  'rxState.declined.label': RX.declined.customerLabel,
  'rxState.declined.message': RX.declined.customerMessage,
  'rxState.cancelled.label': RX.cancelled.customerLabel,
  'rxState.cancelled.message': RX.cancelled.customerMessage,
  'rxState.unserved.label': RX.unserved.customerLabel,
  'rxState.unserved.message': RX.unserved.customerMessage,
  // shared/src/domain/rx-request.ts DECLINE_REASONS.
  'decline.unreadable': DECLINE_REASONS.unreadable,
  'decline.not_valid': DECLINE_REASONS.not_valid,
  'decline.not_sold_online': DECLINE_REASONS.not_sold_online,
  'decline.not_in_stock': DECLINE_REASONS.not_in_stock,
  // components/PrescriptionList.tsx
  'list.loadError': 'We could not load your prescriptions.',
  'list.loading': 'Loading prescriptions',
  'list.empty': 'No prescriptions uploaded yet.',
  'list.label': 'My prescriptions',
  'list.uploaded': 'Uploaded {date}',
  'list.reason': 'Reason: {reason}',
  'list.viewOrder': 'View the order it is attached to',
  'list.attachNext': 'Attach to my next order',
  // components/AttachPrescriptionDialog.tsx
  'attach.title': 'Attach prescription',
  'attach.verifies': '{store}’s pharmacist verifies the prescription before your order is confirmed.',
  'attach.loading': 'Loading your prescriptions…',
  'attach.yours': 'Your prescriptions',
  'attach.orUpload': 'or upload a new one',
  'attach.close': 'Close',
  'attach.attaching': 'Attaching…',
  'attach.attach': 'Attach',
  // components/RefillList.tsx (states: shared REFILL_STATE_VIEW).
  'refillState.active': REFILL_STATE_VIEW.active.label,
  'refillState.paused': REFILL_STATE_VIEW.paused.label,
  'refillState.stopped': REFILL_STATE_VIEW.stopped.label,
  'refills.outcomeRxNeeded':
    'Your prescription has run out or its quantity is used up. Upload a new prescription to keep refilling.',
  'refills.outcomeUnavailable':
    'At the last reminder no pharmacy near you had all of it in stock. Try “Order now” again later.',
  'refills.schedule': 'Every {days} days · next run-out {day}',
  'refills.skipped': ' (skipped)',
  'refills.reminder': ' · reminder {day}',
  'refills.uploadPrescription': 'Upload a prescription',
  'refills.uploadNewPrescription': 'Upload a new prescription',
  'refills.orderNow': 'Order now',
  'refills.skipOnce': 'Skip once',
  'refills.pause': 'Pause',
  'refills.resume': 'Resume',
  'refills.changeInterval': 'Change interval',
  'refills.stop': 'Stop',
  'refills.originalOrder': 'Original order',
  'refills.howOften': 'How often?',
  'refills.every': 'Refill every',
  'refills.days': '{days} days',
  'refills.keepDays': 'Keep {days} days',
  'refills.save': 'Save',
  'refills.stopTitle': 'Stop this refill?',
  'refills.stopText': 'No more reminders or refill orders. You can set a new refill on a delivered order.',
  'refills.keep': 'Keep refill',
  'refills.stopRefill': 'Stop refill',
  'refills.loadError': 'We could not load your refills.',
  'refills.loading': 'Loading refills',
  'refills.empty':
    'No refills yet. Open a delivered order and choose “Refill every N days”: we remind you 3 days before your medicines run out and have the order ready to pay.',
  'refills.myOrders': 'My orders',
  'refills.label': 'My refills',
  // components/RefillSetup.tsx (form errors: domain/refill-form.ts validateRefillForm).
  'refill.heading': 'Refill every N days',
  'refill.loading': 'Loading refill',
  'refill.loadError': 'We could not load this order’s refill.',
  'refill.set':
    'Refill every {days} days · runs out {runOut}. We remind you on {reminder} and have the order ready to pay; nothing is charged until you pay.',
  'refill.manage': 'Manage refills',
  'refill.medicines': 'Medicines to refill',
  'refill.runsOutAbout': ' · runs out about {day}',
  'refill.asPrescribed': '{days} days (as prescribed)',
  'refill.next': 'Next refill: runs out {runOut}; reminder {reminder}.',
  'refill.submit': 'Set refill',
  'refill.errorLines': 'Pick at least one medicine to refill.',
  'refill.errorInterval': 'Choose how often to refill.',
} as const;

export const RX_CATALOGUE = defineCatalogue('mf-cart-checkout-rx', {
  'en-IN': en,
  'hi-IN': () => import('./rx-hi'),
});

/** English, for tests and for code outside React. */
export const RX_EN = translator(RX_CATALOGUE, 'en-IN');

export type RxT = typeof RX_EN;

/** The prescription pages' `t` in the current language. */
export function useRxT(): RxT {
  return useT(RX_CATALOGUE);
}

/** The customer's heading and sentence of a photo request's state (the shared table, translated). */
export function rxStateText(t: RxT, state: RxRequestStatus): { label: string; message: string } {
  return { label: t(`rxState.${state}.label`), message: t(`rxState.${state}.message`) };
}

/** A decline reason the customer reads. */
export function declineReasonText(t: RxT, reason: DeclineReason): string {
  return t(`decline.${reason}`);
}

/** A refill's state chip (shared REFILL_STATE_VIEW's label, translated). */
export function refillStateText(t: RxT, state: RefillState): string {
  return t(`refillState.${state}`);
}

/** india-time formatDay ('1 Dec 2026') in the current language; a day is a calendar date, read in UTC. */
export function dayText(locale: Locale, day: string): string {
  if (locale === 'en-IN') return formatDay(day);
  return formatDate(new Date(`${day}T00:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' });
}
