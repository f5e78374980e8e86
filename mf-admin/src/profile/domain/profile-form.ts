// The admin's own profile (issue 19 §1): name and password checks, the same limits Appwrite
// enforces (name 1–128 characters, password 8–256), so a typing slip costs no round trip.

export const NAME_MAX = 128;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export function profileNameError(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Enter your name';
  return value.length > NAME_MAX ? `Keep your name under ${NAME_MAX} characters` : null;
}

export interface PasswordChange {
  current: string;
  next: string;
  repeat: string;
}

export function passwordChangeErrors(values: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (values.current === '') errors.current = 'Enter your current password';
  if (values.next.length < PASSWORD_MIN) errors.next = `Use at least ${PASSWORD_MIN} characters`;
  else if (values.next.length > PASSWORD_MAX) errors.next = `Use at most ${PASSWORD_MAX} characters`;
  else if (values.next === values.current) errors.next = 'Choose a password different from the current one';
  if (values.repeat !== values.next) errors.repeat = 'The two new passwords do not match';
  return errors;
}
