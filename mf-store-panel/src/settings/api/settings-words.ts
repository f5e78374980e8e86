// What the panel's settings catalogue (i18n/settings-catalogue.ts) words: the change requests'
// states and the settings toasts' English. The door to settings/domain for the rest of the panel
// (ADR 0004's rooms).
export { REQUEST_STATUS_LABELS, type ChangeRequestView } from '../domain/settings';
export { STORE_SETTINGS_TOASTS } from '../domain/toasts';
