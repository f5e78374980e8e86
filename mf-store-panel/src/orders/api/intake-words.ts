// What the panel's catalogue (i18n/catalogue.ts) words about a new order: the countdown and why
// Accept is off. The door to orders/domain for the rest of the panel (ADR 0004's rooms).
export { formatRemaining, type Countdown } from '../domain/countdown';
export type { AcceptBlock, AcceptBlockCode } from '../domain/accept-rules';
