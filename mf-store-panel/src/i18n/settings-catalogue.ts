/**
 * mf-store-panel's settings messages (issue 37; docs/decisions/0012-i18n.md): /store/settings (the
 * store's profile, licences, bank account, change requests), the opening-hours editor and the team
 * (Staff). A catalogue of its own, so only the settings page loads its Hindi. English references
 * the tables where they live (REQUEST_STATUS_LABELS, WEEKDAY_LABELS, STORE_SETTINGS_TOASTS) so it
 * stays exactly as written. Names, e-mails, licence numbers, GSTIN and IFSC are data, as typed.
 * Still English: the shared validators' field errors (bank, licence, pharmacist) and
 * the customer-facing hours line (`hoursLabel`), which other apps and functions share.
 */
import type { ToastEntry } from '@instamg/shared/toast';
import {
  MAX_HOLIDAYS,
  MAX_RANGES_PER_DAY,
  WEEKDAY_LABELS,
  type HoursProblem,
  type Weekday,
} from '@instamg/shared/domain/store-hours';
import type { BankProblem } from '@instamg/shared/domain/partner/bank';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import { REQUEST_STATUS_LABELS, STORE_SETTINGS_TOASTS, type ChangeRequestView } from '../settings/api/settings-words';

const TOASTS = STORE_SETTINGS_TOASTS;

export const en = {
  // settings/pages/SettingsPage.tsx
  'page.title': 'Settings',
  'page.loading': 'Loading settings',
  'page.retry': 'Try again',
  'page.loadFailed': 'We could not load your store’s settings. Check the connection and try again.',
  'profile.title': 'Store profile',
  'profile.name': 'Name',
  'profile.address': 'Address',
  'profile.phone': 'Phone',
  'profile.gstin': 'GSTIN',
  'profile.live': 'Live on instamg',
  'profile.suspended': 'No (suspended)',
  'profile.notYet': 'Not yet (see the dashboard)',
  'profile.yes': 'Yes',
  'hours.title': 'Opening hours',
  'licences.title': 'Licences',
  'licences.request': 'Request a licence change',
  'licences.form20': 'Form 20 licence',
  'licences.form20Expires': 'Form 20 expires on',
  'licences.form21': 'Form 21 licence',
  'licences.form21Expires': 'Form 21 expires on',
  'licences.ownerOnly': 'The store’s owner or admin can ask for a licence change.',
  'bank.title': 'Bank account',
  'bank.request': 'Request a bank change',
  'bank.ownerOnly': 'Only the store’s owner or admin sees the bank account payouts go to.',
  'bank.loadFailed': 'The bank account could not be loaded.',
  'bank.none': 'No payout account yet. Request one below with a cancelled cheque.',
  'bank.holder': 'Account holder',
  'bank.number': 'Account number',
  'bank.ifsc': 'IFSC',
  'bank.bank': 'Bank',
  'bank.status': 'Status',
  'bank.verified': 'Verified',
  'bank.notVerified': 'Not verified yet',
  'bank.pending': 'A change is waiting for review: {summary}',
  'requests.title': 'Change requests',
  'requests.loadFailed': 'The requests could not be loaded.',
  'requests.none': 'No change requests yet.',
  'requests.bank': 'Bank account',
  'requests.licence': 'Licences',
  'requests.note': 'Reviewer’s note: {note}',
  'requestStatus.pending': REQUEST_STATUS_LABELS.pending,
  'requestStatus.approved': REQUEST_STATUS_LABELS.approved,
  'requestStatus.rejected': REQUEST_STATUS_LABELS.rejected,
  'staff.title': 'Staff',
  // settings/components/BankChangeForm.tsx, LicenceChangeForm.tsx
  'bankForm.label': 'Request a bank account change',
  'bankForm.holder': "Account holder's name",
  'bankForm.number': 'Account number',
  'bankForm.again': 'Account number again',
  'bankForm.ifsc': 'IFSC',
  'bankForm.cheque': 'Cancelled cheque',
  'bankForm.send': 'Send bank change',
  'form.cancel': 'Cancel',
  'licenceForm.label': 'Request a licence change',
  'licenceForm.form20_number': 'Form 20 licence number',
  'licenceForm.form20_expires_on': 'Form 20 expires on',
  'licenceForm.form21_number': 'Form 21 licence number',
  'licenceForm.form21_expires_on': 'Form 21 expires on',
  'licenceForm.scan': 'Scan of the new licence',
  'licenceForm.send': 'Send licence change',
  // settings/domain/toasts.ts STORE_SETTINGS_TOASTS (variant and duration stay there).
  'toast.licenceRequested': TOASTS.licenceRequested.title,
  'toast.licenceRequested.text': TOASTS.licenceRequested.description,
  'toast.bankRequested': TOASTS.bankRequested.title,
  'toast.bankRequested.text': TOASTS.bankRequested.description,
  'toast.requestFailed': TOASTS.requestFailed.title,
  'toast.staffInvited': TOASTS.staffInvited.title,
  'toast.staffInvited.text': TOASTS.staffInvited.description,
  'toast.staffRoleChanged': TOASTS.staffRoleChanged.title,
  'toast.staffRemoved': TOASTS.staffRemoved.title,
  'toast.staffInvitationRevoked': TOASTS.staffInvitationRevoked.title,
  'toast.staffFailed': TOASTS.staffFailed.title,
  // settings/components/OpeningHoursEditor.tsx
  'weekday.mon': WEEKDAY_LABELS.mon,
  'weekday.tue': WEEKDAY_LABELS.tue,
  'weekday.wed': WEEKDAY_LABELS.wed,
  'weekday.thu': WEEKDAY_LABELS.thu,
  'weekday.fri': WEEKDAY_LABELS.fri,
  'weekday.sat': WEEKDAY_LABELS.sat,
  'weekday.sun': WEEKDAY_LABELS.sun,
  'hours.customersSee': 'Customers see: {hours}',
  'hours.closed': 'Closed',
  'hours.none': 'No opening hours yet: customers see none.',
  'hours.always': 'Open 24 hours',
  'hours.copyMonday': 'Copy Monday to every day',
  'hours.open': 'Open',
  'hours.dayOpen': '{day} open',
  'hours.opens': 'Opens',
  'hours.closes': 'Closes',
  'hours.removeRange': 'Remove {day} hours {n}',
  'hours.remove': 'Remove',
  'hours.add': 'Add hours',
  'hours.holidays': 'Holidays',
  'hours.noHolidays': 'None. The store is closed all day on a holiday.',
  'hours.holiday': 'Holiday',
  'hours.addHoliday': 'Add holiday',
  'hours.closure': 'Temporary closure',
  'hours.closedUntil': 'Closed until {until}',
  'hours.closedUntilWhy': 'Closed until {until} ({reason})',
  'hours.noClosure': 'None.',
  'hours.closedUntilField': 'Closed until',
  'hours.reopen': 'Reopen now',
  'hours.saved': 'Opening hours saved.',
  'hours.save': 'Save hours',
  // The hours' problems (shared/src/domain/store-hours.ts hoursProblemMessage), in the page's language.
  'hoursProblem.shape': 'hours must be an object with week, holidays and closure.',
  'hoursProblem.holidays': 'holidays must be at most {max} days (YYYY-MM-DD).',
  'hoursProblem.closure': 'closure needs from and until (ISO date and time), until after from.',
  'hoursProblem.too_many_ranges': '{day} takes at most {max} ranges.',
  'hoursProblem.range_fields': '{day}: each range needs open and close (HH:MM).',
  'hoursProblem.time_format': '{day}: times are HH:MM from 00:00 to 24:00.',
  'hoursProblem.same_time': '{day}: a range cannot open and close at the same time.',
  'hoursProblem.overlap': '{day}: the ranges overlap.',
  'hoursProblem.past_midnight': '{day}: only the last range may run past midnight.',
  // The bank form's problems (shared/src/domain/partner/bank.ts BANK_PROBLEM_MESSAGES), in the page's language.
  'bankProblem.ifsc_missing': 'Enter the IFSC',
  'bankProblem.ifsc_length': 'An IFSC has 11 characters',
  'bankProblem.ifsc_format': 'An IFSC is 4 letters, 0, then 6 letters or digits, e.g. HDFC0001234',
  'bankProblem.account_missing': 'Enter the account number',
  'bankProblem.account_format': 'An account number is 9 to 18 digits',
  'bankProblem.account_mismatch': 'The account numbers do not match',
  'bankProblem.holder_missing': 'Enter the account holder’s name',
  'bankProblem.cheque_missing': 'Upload a cancelled cheque',
  // settings/components/StaffSection.tsx
  'pharmacist.confirmed': 'Pharmacist',
  'pharmacist.pending': 'Pharmacist (awaiting confirmation)',
  'pharmacist.inactive': 'Pharmacist (inactive)',
  'invite.title': 'Invite a person',
  'invite.needEmail': 'Enter their e-mail address',
  'invite.email': 'E-mail',
  'invite.emailHelp': 'New to instamg? The e-mail shows them how to set a password.',
  'invite.role': 'Role',
  'invite.pharmacist': 'Registered pharmacist (verifies prescriptions once an instamg admin confirms the registration)',
  'invite.rider':
    'A delivery rider sees only the deliveries assigned to them (address, items, the cash to collect) on their phone — no other orders, prescriptions or customer phone numbers.',
  'invite.name': 'Name as registered',
  'invite.council': 'State Pharmacy Council',
  'invite.registration': 'Registration number',
  'invite.send': 'Send invitation',
  'member.you': ' (you)',
  'member.roleOf': 'Role of {name}',
  'member.remove': 'Remove',
  'member.removeWho': 'Remove {name}',
  'team.loading': 'Loading the team',
  'team.retry': 'Try again',
  'team.loadFailed': 'We could not load the team. Check the connection and try again.',
  'team.region': 'Team',
  'team.table': 'Team members',
  'team.name': 'Name',
  'team.email': 'E-mail',
  'team.role': 'Role',
  'team.pharmacist': 'Pharmacist',
  'team.actions': 'Actions',
  'invitations.title': 'Invitations waiting',
  'invitations.line': '{email} · {role}',
  'invitations.asPharmacist': ' · pharmacist',
  'invitations.expired': ' · expired',
  'invitations.until': ' · until {when}',
  'invitations.withdraw': 'Withdraw',
  'invitations.withdrawWho': 'Withdraw the invitation to {email}',
} as const;

export const SETTINGS_CATALOGUE = defineCatalogue('mf-store-panel-settings', {
  'en-IN': en,
  // Hindi is its own chunk, fetched only by the settings page in Hindi (ADR 0012).
  'hi-IN': () => import('./settings-hi'),
});

export const SETTINGS_EN = translator(SETTINGS_CATALOGUE, 'en-IN');
export type SettingsT = typeof SETTINGS_EN;

export function useSettingsT(): SettingsT {
  return useT(SETTINGS_CATALOGUE);
}

export function weekdayText(t: SettingsT, day: Weekday): string {
  return t(`weekday.${day}`);
}

/** Why the hours were refused (validateStoreHours' problem), in the page's language. */
export function hoursProblemText(t: SettingsT, problem: HoursProblem): string {
  if ('day' in problem)
    return t(`hoursProblem.${problem.code}`, { day: weekdayText(t, problem.day), max: MAX_RANGES_PER_DAY });
  return t(`hoursProblem.${problem.code}`, { max: MAX_HOLIDAYS });
}

/** Why the bank form is refused (bankFormErrors' code), in the page's language. */
export function bankProblemText(t: SettingsT, problem: BankProblem): string {
  return t(`bankProblem.${problem}`);
}

export function requestStatusText(t: SettingsT, status: ChangeRequestView['status']): string {
  return t(`requestStatus.${status}`);
}

export function pharmacistStatusText(t: SettingsT, status: 'confirmed' | 'pending' | 'inactive'): string {
  return t(`pharmacist.${status}`);
}

type SettingsToast = keyof typeof STORE_SETTINGS_TOASTS;

/**
 * A settings toast (STORE_SETTINGS_TOASTS: its variant and duration) in the page's language; the
 * function's own message, when there is one, is its description as before.
 */
export function settingsToast(t: SettingsT, kind: SettingsToast): ToastEntry {
  const entry = STORE_SETTINGS_TOASTS[kind] as ToastEntry;
  const textKey = `toast.${kind}.text` as keyof typeof en;
  return {
    ...entry,
    title: t(`toast.${kind}`),
    ...(entry.description !== undefined && textKey in en ? { description: t(textKey) } : {}),
  };
}

/** A calendar day ('12 Mar 2027', long '12 March 2027'): a licence's expiry, a holiday (formatDay in English). */
export function calendarDayText(
  locale: Locale,
  iso: string | null | undefined,
  style: 'medium' | 'long' = 'medium',
): string {
  return iso
    ? formatDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`), locale, { dateStyle: style, timeZone: 'UTC' })
    : '—';
}

/** '1 Dec 2026, 6:30 pm' in India. */
export function dateTimeText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
}
