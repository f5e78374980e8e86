// Appwrite row ids: up to 36 of a-z A-Z 0-9 . - _, not starting with a special character.
const ROW_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;

/** Whether `value` can be a row id at all; anything else is "not found" without asking the server. */
export function isRowId(value: string): boolean {
  return ROW_ID.test(value);
}
