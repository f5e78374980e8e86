/**
 * The store panel's prescriptions section (issue 37; docs/decisions/0012-i18n.md): the queue of
 * orders waiting for the pharmacist, one order's review and decision, prescription-photo requests
 * and the Schedule H1 register. A catalogue of its own beside ./catalogue.ts, so its Hindi is one
 * chunk. English references the shared tables (checklist, register columns, decline reasons,
 * request states); prescriptions/components/review-clock-text.ts words review-clock.ts with it. Medicine,
 * patient, prescriber and pharmacist names, registrations and councils are arguments, as written.
 */
import {
  H1_REGISTER_COLUMNS,
  H1_REGISTER_RETENTION_YEARS,
  RX_CHECKLIST,
  type RxChecklistKey,
} from '@instamg/shared/domain/rx-review';
import { DECLINE_REASONS, type DeclineReason } from '@instamg/shared/domain/rx-request';
import {
  RX_REQUEST_STATUS_MEANINGS,
  RX_REQUEST_TAB_LABELS,
  type RxRequestTab,
} from '@instamg/shared/domain/rx-request-status';
import type { ToastEntry } from '@instamg/shared/toast';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import type { RxRequestsRow } from '@instamg/shared/appwrite/rows';

const checklistLabel = (key: RxChecklistKey) => RX_CHECKLIST.find((item) => item.key === key)!.label;
const columnHeader = (field: (typeof H1_REGISTER_COLUMNS)[number]['field']) =>
  H1_REGISTER_COLUMNS.find((column) => column.field === field)!.header;

export const en = {
  // prescriptions/pages/PrescriptionsPage.tsx
  'tabs.label': 'Prescriptions views',
  'tabs.queue': 'Queue',
  'tabs.requests': 'Photo requests',
  'tabs.register': 'H1 register',

  // prescriptions/components/RxQueue.tsx (and review-clock.ts clockText's words)
  'queue.readOnly':
    'You can see the queue, but only a registered pharmacist of this store can verify prescriptions. You are {role} here without a pharmacist registration confirmed by the platform.',
  'queue.waiting': 'Waiting for verification',
  'queue.waitingCount': 'Waiting for verification ({count})',
  'queue.loading': 'Loading the queue',
  'queue.retry': 'Try again',
  'queue.loadFailed': 'The queue could not be loaded.',
  'queue.empty': 'No prescriptions are waiting. New prescription orders appear here.',
  'queue.list': 'Orders waiting for verification',
  'queue.line': '{count, plural, one {# item} other {# items}}, {city}, since {when}',
  'queue.chooseTitle': 'Choose an order to review',
  'queue.chooseText': 'Its prescription opens here beside the medicines it covers.',
  'clock.paused': 'Countdown paused while the prescription is reviewed ({pause} of pause left, then {left} to accept)',
  'clock.running': 'Accept within {left}',
  'clock.passed': 'Accept window passed: the order is moving to another store',

  // prescriptions/components/RxReview.tsx
  'review.loading': 'Loading the order',
  'review.gone':
    'This order is not at your store any more (it may have moved to another store), or it could not be read.',
  'review.notStarted': 'The review could not be started, so the accept countdown is not paused. Reload to try again.',
  'review.verifiedBy': 'Prescription verified by {pharmacist} ({council}, registration {registration}) on {when}',
  'review.rejectedBy': 'Prescription rejected by {pharmacist} ({council}, registration {registration}) on {when}',
  'review.reason': '. Reason: {reason}',
  'review.rejected': 'Prescription rejected: {reason}',
  'review.medicines': 'Medicines that need the prescription',
  'review.table': 'Prescription medicines',
  'review.medicine': 'Medicine',
  'review.schedule': 'Schedule',
  'review.quantity': 'Quantity',
  'review.valid': 'Issued {issued}; valid until {until} ({months} months).',
  'review.expired': 'This prescription expired on {date}: it cannot be approved.',
  'review.undated': 'This prescription has no issue date.',
  'review.note': 'Customer’s note: {note}',
  'review.readOnly':
    'Only a registered pharmacist of this store can approve or reject prescriptions (Drugs Rules, Rule 65).',

  // prescriptions/components/RxDecisionForm.tsx
  'toast.verified': 'Prescription verified',
  'toast.rejected': 'Prescription rejected',
  'toast.rejectedText': 'The customer is asked for a new one.',
  'form.failed': 'Something went wrong. Please try again.',
  'form.checklist': 'Checklist (tick every item to approve)',
  'check.patient_name': checklistLabel('patient_name'),
  'check.prescriber': checklistLabel('prescriber'),
  'check.date_valid': checklistLabel('date_valid'),
  'check.drugs_match': checklistLabel('drugs_match'),
  'check.signature': checklistLabel('signature'),
  'form.record': 'For the record (as written on the prescription)',
  'field.patient_name': 'Patient name',
  'field.prescriber_name': 'Prescriber name',
  'field.prescriber_registration': 'Prescriber registration number',
  'field.prescriber_address': 'Prescriber address',
  'form.approve': 'Approve prescription',
  'form.reason': 'Reason for rejecting',
  'form.reasonHelp': 'The customer sees this reason.',
  'form.reject': 'Reject prescription',

  // prescriptions/components/H1Register.tsx (rx-review.ts parseRegisterRange's errors)
  'h1.intro':
    'Every Schedule H1 medicine delivered against a verified prescription, dated the day it was delivered: patient, prescriber, drug, batch and quantity. Drugs Rules require the register to be kept for {years} years.',
  'h1.from': 'From',
  'h1.to': 'To',
  'h1.exporting': 'Exporting…',
  'h1.export': 'Export CSV',
  'h1.exportFailed': 'The export failed. Please try again.',
  'h1.loading': 'Loading the register',
  'h1.retry': 'Try again',
  'h1.loadFailed': 'The register could not be loaded.',
  'h1.empty': 'No Schedule H1 sales in this range.',
  'h1.table': 'Schedule H1 register',
  'h1.col.date': columnHeader('date'),
  'h1.col.order_id': columnHeader('order_id'),
  'h1.col.patient': columnHeader('patient'),
  'h1.col.prescriber': columnHeader('prescriber'),
  'h1.col.drug': columnHeader('drug'),
  'h1.col.batch': columnHeader('batch'),
  'h1.col.quantity': columnHeader('quantity'),
  'h1.col.pharmacist': columnHeader('pharmacist'),
  'range.dates': 'Give the register range as two dates (YYYY-MM-DD).',
  'range.order': 'The range must start on or before the day it ends.',
  'range.long': 'The register is kept for {years} years; choose a shorter range.',

  // prescriptions/components/RxRequestQueue.tsx
  'req.staffWaiting': '{count} prescription request(s) waiting for the pharmacist.',
  'req.tabs': 'Photo request tabs',
  'reqTab.waiting': RX_REQUEST_TAB_LABELS.waiting,
  'reqTab.done': RX_REQUEST_TAB_LABELS.done,
  'req.list': 'Prescription requests',
  'req.untitled': 'Prescription request',
  'req.none': 'No prescription requests.',
  'reqState.routing': RX_REQUEST_STATUS_MEANINGS.routing.storeLabel,
  'reqState.reading': RX_REQUEST_STATUS_MEANINGS.reading.storeLabel,
  'reqState.priced': RX_REQUEST_STATUS_MEANINGS.priced.storeLabel,
  'reqState.ordered': RX_REQUEST_STATUS_MEANINGS.ordered.storeLabel,
  'reqState.declined': RX_REQUEST_STATUS_MEANINGS.declined.storeLabel,
  'reqState.cancelled': RX_REQUEST_STATUS_MEANINGS.cancelled.storeLabel,
  'reqState.unserved': RX_REQUEST_STATUS_MEANINGS.unserved.storeLabel,
  'req.by': 'By {name} ({registration})',
  'decline.unreadable': DECLINE_REASONS.unreadable,
  'decline.not_valid': DECLINE_REASONS.not_valid,
  'decline.not_sold_online': DECLINE_REASONS.not_sold_online,
  'decline.not_in_stock': DECLINE_REASONS.not_in_stock,
  'img.failed': 'The image could not be opened.',
  'img.loading': 'Loading the image…',
  'img.zoomIn': 'Zoom in',
  'img.zoomOut': 'Zoom out',
  'img.rotate': 'Rotate',
  'img.title': 'Prescription',
  'req.note': 'Customer’s note: {note}',
  'req.search': 'Search stock by name or salt',
  'req.stock': 'Stock',
  'req.option': '₹{price} · {stock} in stock',
  'req.cart': 'Cart',
  'req.quantity': 'Quantity',
  'req.remove': 'Remove',
  'req.cheaper': 'Cheaper same salt: {name}, saves ₹{saving}',
  'req.patientH1': 'Patient’s name (Schedule H1 register)',
  'req.patient': 'Patient’s name (optional)',
  'req.prescriber': 'Prescriber’s name',
  'req.registration': 'Prescriber’s registration',
  'req.date': 'Date on the prescription',
  'req.send': 'Send priced cart',
  'req.declineReason': 'Decline reason',
  'req.decline': 'Decline',
} as const;

export const RX_CATALOGUE = defineCatalogue('mf-store-panel-rx', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./rx-hi'),
});

/** English (tests compare it with the domain rules' and the shared tables' English). */
export const RX_EN = translator(RX_CATALOGUE, 'en-IN');
export type RxT = typeof RX_EN;

export function useRxT(): RxT {
  return useT(RX_CATALOGUE);
}

/** A decision-form toast (its variant as the form had it), worded in the current language. */
export function rxToastText(t: RxT, decision: 'verified' | 'rejected'): ToastEntry {
  return decision === 'verified'
    ? { title: t('toast.verified'), variant: 'default' }
    : { title: t('toast.rejected'), description: t('toast.rejectedText'), variant: 'default' };
}

export function checklistText(t: RxT, key: RxChecklistKey): string {
  return t(`check.${key}`);
}

/** A register column's header (H1_REGISTER_COLUMNS's in English); a field without one as it is. */
export function registerColumnText(t: RxT, field: string): string {
  const key = `h1.col.${field}`;
  return Object.hasOwn(en, key) ? t(key as keyof typeof en) : field;
}

/** parseRegisterRange's error in the current language (an error it does not know as it is). */
export function rangeErrorText(t: RxT, error: string): string {
  if (error === RX_EN('range.dates')) return t('range.dates');
  if (error === RX_EN('range.order')) return t('range.order');
  if (error === RX_EN('range.long', { years: H1_REGISTER_RETENTION_YEARS }))
    return t('range.long', { years: H1_REGISTER_RETENTION_YEARS });
  return error;
}

export function requestTabText(t: RxT, tab: RxRequestTab): string {
  return t(`reqTab.${tab}`);
}

export function requestStateText(t: RxT, state: RxRequestsRow['state']): string {
  return t(`reqState.${state}`);
}

export function declineReasonText(t: RxT, reason: DeclineReason): string {
  return t(`decline.${reason}`);
}
