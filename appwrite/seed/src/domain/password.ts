// SPEC §9: generated passwords are 12 characters from letters, digits and !@#$%^&*.
export const PASSWORD_LENGTH = 12;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*';
export const PASSWORD_ALPHABET = LOWER + UPPER + DIGITS + SYMBOLS;
export const PASSWORD_CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;

/** An integer in [0, bound): the seed passes node:crypto's randomInt (domain/ does no I/O itself). */
export type DrawBelow = (bound: number) => number;

/** Password with at least one character of every class, in random positions, drawn with `randomInt`. */
export function generatePassword(randomInt: DrawBelow, length: number = PASSWORD_LENGTH): string {
  if (!Number.isInteger(length) || length < PASSWORD_CLASSES.length) {
    throw new Error(`Password length must be an integer ≥ ${PASSWORD_CLASSES.length}`);
  }
  const chars = PASSWORD_CLASSES.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]!);
  // Fisher–Yates so the guaranteed characters are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
