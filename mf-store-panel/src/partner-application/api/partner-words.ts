// What the panel's partner catalogue (i18n/partner-catalogue.ts) words: the application's steps'
// English. The door to partner-application/domain for the rest of the panel (ADR 0004's rooms).
export { STEP_LABELS, type FormStep } from '../domain/application-form';
