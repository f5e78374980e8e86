// Issue 32 / ADR 0007: the user label the account-guard function sets once the e-mail's owner has
// taken the account (a password reset, the first sign-in that proves the e-mail, or the deploy
// migration for addresses verified before the guard). Labels are written only with an API key;
// this one grants nothing in any permission — it only tells the guard not to take the account again.
export const EMAIL_PROVEN_LABEL = 'emailproven';
