// SPEC §4 "Multi-factor": the current assurance level comes from the session ("the token"), the
// next level is aal2 if any verified factor exists. Pure: it reads the parts of the SDK's Models.Session
// and Models.MfaFactors it needs, so the SDK stays out of domain/.
export type AssuranceLevel = 'aal1' | 'aal2';

/** A session proven with two or more factors (e.g. password + totp) is aal2. */
export function currentAssuranceLevel(session: { factors: readonly string[] }): AssuranceLevel {
  return session.factors.length >= 2 ? 'aal2' : 'aal1';
}

/**
 * aal2 once the user has a verified second factor of the SPEC's kinds (totp or phone). A verified
 * e-mail is not counted: it is how the user signs in, not a second factor they set up.
 */
export function nextAssuranceLevel(factors: { totp: boolean; phone: boolean }): AssuranceLevel {
  return factors.totp || factors.phone ? 'aal2' : 'aal1';
}

/** Words customers understand instead of aal1/aal2 (issue 22): the next level is whether two-step verification is on. */
export const TWO_STEP_LABELS: Readonly<Record<AssuranceLevel, string>> = { aal1: 'Off', aal2: 'On' };
/** …and the current level is how this session was signed in. */
export const SESSION_STEPS_LABELS: Readonly<Record<AssuranceLevel, string>> = { aal1: 'One step', aal2: 'Two steps' };
