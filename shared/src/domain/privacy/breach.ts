// The breach notice an admin sends to the people affected (issue 39 §5; DPDP Rules 2025 r.7;
// docs/privacy-breach-runbook.md). Pure: privacy-requests checks the form with it, the admin
// dialog fills the template and checks the same limits.

export const BREACH_NOTICE_MAX_USERS = 1000;
export const BREACH_SUBJECT_MAX = 200;
export const BREACH_MESSAGE_MAX = 5000;

/** The runbook's subject and the skeleton of its message (the admin fills the braces). */
export const BREACH_NOTICE_TEMPLATE = {
  subject: 'Important: a security incident affecting your instamg account',
  message: [
    'On {date and time IST of discovery} we found that {what happened} between {start} and {end}.',
    'What was affected: {the kinds of your data}. {What was not affected}.',
    'What this could mean for you: {the likely consequences}.',
    'What we have done: {mitigation}.',
    'What you can do: instamg will never ask you for an OTP, password or card number by phone; sign in and change your password; turn on two-step sign-in in Account → Security; tell us of any suspicious message.',
    'Questions: our Grievance Officer, or raise a ticket at instamg.in/grievance. You may also complain to the Data Protection Board of India.',
    'We are sorry. — instamg Healthcare Private Limited',
  ].join('\n\n'),
} as const;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;

export type BreachNotice = { userIds: string[]; subject: string; message: string };

/** User ids from a pasted list: commas, spaces or new lines between them. */
export const splitUserIds = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

export function parseBreachNotice(
  body: Record<string, unknown>,
): { ok: true; value: BreachNotice } | { ok: false; error: string } {
  const { user_ids: ids, subject, message } = body;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && ID_PATTERN.test(id)))
    return { ok: false, error: 'user_ids must be a list of user ids.' };
  const userIds = [...new Set(ids as string[])];
  if (userIds.length > BREACH_NOTICE_MAX_USERS)
    return { ok: false, error: `At most ${BREACH_NOTICE_MAX_USERS} people per notice; send it in parts.` };
  if (typeof subject !== 'string' || !subject.trim() || subject.length > BREACH_SUBJECT_MAX)
    return { ok: false, error: `The subject must be 1 to ${BREACH_SUBJECT_MAX} characters.` };
  if (typeof message !== 'string' || message.trim().length < 20 || message.length > BREACH_MESSAGE_MAX)
    return { ok: false, error: `The message must be 20 to ${BREACH_MESSAGE_MAX} characters.` };
  if (/\{[^}]*\}/.test(message) || /\{[^}]*\}/.test(subject))
    return { ok: false, error: 'Fill in every {…} of the template first.' };
  return { ok: true, value: { userIds, subject: subject.trim(), message: message.trim() } };
}
