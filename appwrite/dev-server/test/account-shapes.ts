import { specProblems } from './spec-shape.ts';

/**
 * specProblems for auth models, accepting '' in datetime fields: Appwrite answers unset
 * datetimes (a fresh session's mfaUpdatedAt, providerAccessTokenExpiry, a pending membership's
 * joined, passwordUpdate of a password-less user) with an empty string, not a date.
 */
export function authShapeProblems(schemaName: string, value: unknown): string[] {
  return specProblems(schemaName, value).filter((p) => !p.endsWith(': "" is not an ISO datetime with +00:00'));
}
