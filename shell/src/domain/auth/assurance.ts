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

/**
 * Words customers understand instead of aal1/aal2 (issue 22). SPEC §4's next level is aal2 as soon
 * as a verified factor exists, whether or not two-step sign-in is switched on, so it reads as
 * whether a second step is ready; whether it is on is twoStepState (issue 40 §5: the tab told "On"
 * while the switch was off).
 */
export const TWO_STEP_LABELS: Readonly<Record<AssuranceLevel, string>> = { aal1: 'Not set up', aal2: 'Ready' };

/** Whether sign-in really asks for a second step: switched on (user.mfa) and a factor to ask for. */
export function twoStepState(mfaOn: boolean, factors: { totp: boolean; phone: boolean }): 'On' | 'Off' {
  return mfaOn && nextAssuranceLevel(factors) === 'aal2' ? 'On' : 'Off';
}

/** The factors sign-in will offer, in words: 'your authenticator app, an SMS code or a recovery code'. */
export function offeredFactorsText(factors: { totp: boolean; phone: boolean; recoveryCode: boolean }): string {
  const parts = [
    factors.totp ? 'a code from your authenticator app' : null,
    factors.phone ? 'a code by SMS to your mobile number' : null,
    factors.recoveryCode ? 'a recovery code' : null,
  ].filter((p): p is string => p !== null);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}
/** …and the current level is how this session was signed in. */
export const SESSION_STEPS_LABELS: Readonly<Record<AssuranceLevel, string>> = { aal1: 'One step', aal2: 'Two steps' };
