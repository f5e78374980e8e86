/**
 * Text primitives of the medicine search: normalising what people type and what the catalogue
 * says the same way, a sound-alike key for Indian spellings of drug names, and a bounded
 * Damerau–Levenshtein distance. Pure and dependency-free.
 */

/** Nothing to fold: the index builds read every catalogue text, and nearly all are plain ASCII. */
// eslint-disable-next-line no-control-regex -- the ASCII range starts at the NUL control character
const ASCII = /^[\x00-\x7f]*$/;

/** Diacritics dropped ("Crème" → "Creme"), case kept. */
export function foldDiacritics(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Lower case, diacritics dropped, punctuation → spaces: "Zerodol-P Tablet" → "zerodol p tablet". */
export function normalise(text: string): string {
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ');
}

/**
 * A sound-alike key, so spellings that differ only in how a sound is written meet:
 * ph→f, soft c→s and hard c/ck/q→k, z→s, y→i, x→ks, th→t, w→v, silent h after a consonant dropped,
 * then doubled letters collapsed ("amoxycillin", "amoxicilin" → "amoksisilin").
 */
export function phoneticKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/([bdgkt])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
}

/** The key without vowels after the first letter: catches dropped vowels ("paracetmol", "cetrizine"). */
export function consonantSkeleton(key: string): string {
  return key.length <= 1 ? key : key[0] + key.slice(1).replace(/[aeiou]/g, '');
}

/** Three DP rows reused by every call (the search corrects words on the request path; no allocation per comparison). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment Damerau–Levenshtein distance (insert, delete, substitute, swap two
 * neighbours). Stops early and returns `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prevPrev, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, prevPrev[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return Math.min(prev[n]!, max + 1);
}

/**
 * How many edits a word of this length may need to be corrected: none up to 3 letters (too many
 * real words are one edit apart), one for 4–5 letters, two from 6.
 */
export function maxEditsFor(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}
