// Consent records (issue 39 §1): an append-only log, one row per consent given or withdrawn. The
// current choice of a purpose is its latest record; no record means no consent (off by default).
import { CONSENT_PURPOSES, type ConsentPurpose } from './texts';

export interface ConsentRecordLike {
  purpose: string;
  granted: boolean;
  recorded_at: string;
  text_version: string;
}

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** The latest record of each purpose decides it; ties (same instant) go to the later one in the list. */
export function currentConsents(records: readonly ConsentRecordLike[]): Record<ConsentPurpose, boolean> {
  const latest = new Map<string, ConsentRecordLike>();
  for (const record of records) {
    const seen = latest.get(record.purpose);
    if (!seen || Date.parse(record.recorded_at) >= Date.parse(seen.recorded_at)) latest.set(record.purpose, record);
  }
  return {
    marketing: latest.get('marketing')?.granted === true,
    analytics: latest.get('analytics')?.granted === true,
  };
}
