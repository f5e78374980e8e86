/**
 * mf-store-panel's pharmacy sign-up messages (issue 37; docs/decisions/0012-i18n.md): /pharmacy-partner
 * (the page, the guest's invitation to sign in, the multi-step application's frame and every step,
 * the map pin, the application's status) and the staff invitation that lands there. A catalogue of its
 * own, so only that page loads its Hindi. English references the shared tables (STEP_LABELS,
 * CONSTITUTIONS) so it stays exactly as written. Names, GSTIN, PAN, licence numbers are data.
 * Still English: the shared validators' field errors and the functions' refusals (their messages).
 */
import { CONSTITUTIONS, type Constitution } from '@instamg/shared/domain/partner/application';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import { STEP_LABELS, type FormStep } from '../partner-application/api/partner-words';

export const en = {
  // pages/PharmacyPartnerPage.tsx
  'page.title': 'Join as Pharmacy Partner',
  'page.intro':
    'Licensed pharmacies deliver medicines to customers within 5 km. Apply with your GST registration, drug licences and registered pharmacist.',
  'page.joinTeam': "Join a pharmacy's team",
  'page.retry': 'Try again',
  'page.loadFailed': 'Your application could not be loaded. Please check your connection.',
  'page.loading': 'Loading your application',
  // components/GuestInvitation.tsx
  'guest.title': 'Sign in to apply',
  'guest.text':
    "Your application is saved as you go, so you can finish it later on any device. Keep your GSTIN, Form 20 and Form 21 drug licences, the pharmacist's registration certificate and a cancelled cheque at hand.",
  'guest.signIn': 'Sign in',
  'guest.signUp': 'Create an account',
  // components/ApplicationForm.tsx (shared STEP_LABELS).
  'step.business': STEP_LABELS.business,
  'step.licences': STEP_LABELS.licences,
  'step.pharmacist': STEP_LABELS.pharmacist,
  'step.premises': STEP_LABELS.premises,
  'step.bank': STEP_LABELS.bank,
  'step.review': STEP_LABELS.review,
  'form.changesTitle': 'Changes requested',
  'form.changesText': 'Please update your application and submit it again.',
  'form.stepOf': 'Step {n} of {total}',
  'form.progress': 'Application progress',
  'form.stepForm': '{step} step',
  'form.goToStep': 'Go to the step',
  'form.back': 'Back',
  'form.saving': 'Saving…',
  'form.submit': 'Submit application',
  'form.continue': 'Save and continue',
  // components/BusinessStep.tsx (CONSTITUTIONS).
  'business.legalName': 'Legal name (as on the GST certificate)',
  'business.tradeName': 'Trade name (shown to customers)',
  'business.type': 'Type of business',
  'business.pan': 'PAN',
  'business.gstin': 'GSTIN',
  'business.phone': 'Pharmacy phone',
  'constitution.proprietorship': CONSTITUTIONS.proprietorship,
  'constitution.partnership': CONSTITUTIONS.partnership,
  'constitution.llp': CONSTITUTIONS.llp,
  'constitution.private_limited': CONSTITUTIONS.private_limited,
  'constitution.public_limited': CONSTITUTIONS.public_limited,
  'constitution.trust_or_society': CONSTITUTIONS.trust_or_society,
  // components/LicencesStep.tsx
  'licences.intro':
    'Both retail licences of these premises, from your State drugs controller. Each must be valid for at least {days} more days.',
  'licences.legend20': 'Form 20 licence (drugs other than Schedules C, C(1) and X)',
  'licences.legend21': 'Form 21 licence (drugs of Schedules C and C(1))',
  'licences.number': 'Form {form} licence number',
  'licences.issued': 'Issued on',
  'licences.valid': 'Valid until',
  'licences.scan': 'Scan of the Form {form} licence',
  // components/PharmacistStep.tsx
  'pharmacist.intro': 'The pharmacist registered with a State Pharmacy Council who works at this pharmacy.',
  'pharmacist.name': "Pharmacist's name (as registered)",
  'pharmacist.council': 'State Pharmacy Council',
  'pharmacist.councilExample': 'e.g. Karnataka State Pharmacy Council',
  'pharmacist.registration': 'Registration number',
  'pharmacist.certificate': 'Registration certificate',
  'pharmacist.isMe': 'I am this pharmacist',
  // components/BankStep.tsx
  'bank.intro': 'Payouts for your orders are paid into this account.',
  'bank.holder': "Account holder's name",
  'bank.number': 'Account number',
  'bank.again': 'Account number again',
  'bank.ifsc': 'IFSC',
  'bank.cheque': 'Cancelled cheque',
  // components/PremisesStep.tsx
  'premises.address': 'Shop address',
  'premises.city': 'City',
  'premises.pin': 'PIN code',
  'premises.mapPin': 'Map pin',
  'premises.mapHelp':
    "Customers within {km} km of this point can order from you. Start from the PIN code's centre, then drag the marker to your entrance or enter its coordinates.",
  'premises.useCentre': "Use the PIN code's centre",
  'premises.unknownPin': "We do not know this PIN code's location. Enter the coordinates.",
  'premises.latitude': 'Latitude',
  'premises.longitude': 'Longitude',
  'premises.looking': 'Looking for partner stores within {km} km…',
  'premises.lookFailed': 'We could not check the partner stores within {km} km.',
  'premises.first': 'No partner store delivers within {km} km of this pin yet: you would be the first.',
  'premises.others':
    '{count, plural, one {# partner store already delivers} other {# partner stores already deliver}} within {km} km of this pin.',
  'premises.photos': 'Shopfront photos',
  'premises.photoN': 'Shopfront photo {n}',
  'premises.removePhoto': 'Remove shopfront photo {n}',
  'premises.photo': 'Shopfront photo',
  'premises.anotherPhoto': 'Another shopfront photo',
  // components/ReviewStep.tsx
  'review.edit': 'Edit',
  'review.label': '{label}: ',
  'review.legalName': 'Legal name',
  'review.tradeName': 'Trade name',
  'review.type': 'Type of business',
  'review.pan': 'PAN',
  'review.gstin': 'GSTIN',
  'review.state': 'State',
  'review.phone': 'Phone',
  'review.form20': 'Form 20',
  'review.form21': 'Form 21',
  'review.licence': '{number} ({issued} to {expires})',
  'review.pharmacist': 'Pharmacist',
  'review.you': ' (you)',
  'review.council': 'Council',
  'review.registration': 'Registration number',
  'review.address': 'Address',
  'review.mapPin': 'Map pin',
  'review.photos': 'Shopfront photos',
  'review.holder': 'Account holder',
  'review.number': 'Account number',
  'review.ifsc': 'IFSC',
  // components/GoogleMapPin.tsx, PinCanvas.tsx
  'map.marker': 'Shop entrance',
  'map.label': 'Map: drag the marker to the shop’s entrance',
  'map.help': 'Drag the marker to the shop’s entrance.',
  'canvas.label': 'Map pin: drag the marker or use the arrow keys to move it',
  'canvas.scale': '{km} km across; north is up.',
  // components/StaffInvitationAccept.tsx (role names: the panel catalogue's).
  'invitation.loading': 'Loading your invitation',
  'invitation.label': 'Staff invitation',
  'invitation.signInTitle': 'Sign in to accept your invitation',
  'invitation.signInText':
    'Sign in with the e-mail address the invitation was sent to. New to instamg? Your account is ready: set its password first.',
  'invitation.signIn': 'Sign in',
  'invitation.setPassword': 'Set a password',
  'invitation.joined': 'You joined {store} as {role}.',
  'invitation.pharmacistPending':
    'You can verify prescriptions once an instamg administrator has confirmed your pharmacy council registration.',
  'invitation.openPanel': 'Open the store panel',
  'invitation.title': "You are invited to a pharmacy's team",
  'invitation.signedInAs':
    "Signed in as {email}. Accept to join the pharmacy's team on instamg with the role it chose for you.",
  'invitation.accept': 'Accept invitation',
  // components/ApplicationStatus.tsx
  'status.submitted.title': 'Application submitted',
  'status.submitted.text':
    'Thank you. Our team will review your application and documents, and this page will show the outcome.',
  'status.under_review.title': 'Under review',
  'status.under_review.text': 'Our team is checking your licences and documents. This page will show the outcome.',
  'status.approved.title': 'Approved',
  'status.approved.text': 'Welcome aboard! Your store is live. Open your store panel to add your stock.',
  'status.rejected.title': 'Application not approved',
  'status.rejected.text': 'We could not approve your application.',
  'status.reason': 'Reason: {reason}',
  'status.address': '{address}, {city} {pin}',
  'status.gstin': 'GSTIN {gstin}',
  'status.submittedOn': 'Submitted on {date}',
  'status.openPanel': 'Open the store panel',
} as const;

export const PARTNER_CATALOGUE = defineCatalogue('mf-store-panel-partner', {
  'en-IN': en,
  // Hindi is its own chunk, fetched only by /pharmacy-partner in Hindi (ADR 0012).
  'hi-IN': () => import('./partner-hi'),
});

export const PARTNER_EN = translator(PARTNER_CATALOGUE, 'en-IN');
export type PartnerT = typeof PARTNER_EN;

export function usePartnerT(): PartnerT {
  return useT(PARTNER_CATALOGUE);
}

export function stepText(t: PartnerT, step: FormStep): string {
  return t(`step.${step}`);
}

export function constitutionText(t: PartnerT, constitution: Constitution): string {
  return t(`constitution.${constitution}`);
}

export type DecidedStatus = 'submitted' | 'under_review' | 'approved' | 'rejected';

export function statusText(t: PartnerT, status: DecidedStatus): { title: string; text: string } {
  return { title: t(`status.${status}.title`), text: t(`status.${status}.text`) };
}

/** '7 December 2026': the day an application was submitted. */
export function submittedDayText(locale: Locale, iso: string): string {
  return formatDate(new Date(iso), locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
