/**
 * Devanagari queries in Latin letters (issue 37 §4), so the catalogue's Latin vocabulary and its
 * typo tolerance can answer them: "डोलो 650" → "dolo 650", "पैरासिटामोल" → "parasitamol" (the
 * vocabulary then corrects it to "paracetamol"). Sanscript's Devanagari → ITRANS mapping does the
 * letters; around it, what Hindi spelling of English drug names needs and Sanscript (a Sanskrit
 * scheme) does not do: nukta letters (ज़ → z, फ़ → f), the English vowels ऑ/ॅ, ऐ for the short "a"
 * of "pan" and "tablet", and the silent final "a" (schwa deletion: "क्रोसिन" → "krosin", not "krosina").
 * Latin text is returned as it came (the English search is untouched).
 */
import Sanscript from '@indic-transliteration/sanscript';

const DEVANAGARI = /[\u0900-\u097f]/;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** Consonant + nukta → the precomposed letter Sanscript's ITRANS knows (क़ q, ख़ K, ग़ G, ज़ z, ड़ .D, ढ़ .Dh, फ़ f, य़ Y). */
const NUKTA_LETTERS: Record<string, string> = {
  क: '\u0958',
  ख: '\u0959',
  ग: '\u095a',
  ज: '\u095b',
  ड: '\u095c',
  ढ: '\u095d',
  फ: '\u095e',
  य: '\u095f',
};

/** Spellings of English sounds Sanskrit has no letter for, as Hindi writes drug names. */
function foldHindi(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/([कखगजडढफय])\u093c/g, (_, c: string) => NUKTA_LETTERS[c]!)
      .replace(/\u093c/g, '')
      // ऑ/ॉ (the "o" of "Combiflam", "Thyronorm"), ऍ/ॅ (the "e" of "Cefolac").
      .replace(/ऑ/g, 'ओ')
      .replace(/\u0949/g, '\u094b')
      .replace(/ऍ/g, 'ए')
      .replace(/\u0945/g, '\u0947')
      // ऐ/ै writes the short English "a" ("पैन" Pan, "टैबलेट" tablet, "कैंडिड" Candid): the consonant's own "a".
      .replace(/ऐ/g, 'अ')
      .replace(/\u0948/g, '')
      // ज्ञ is said "gy" in Hindi.
      .replace(/ज्ञ/g, 'ग्य')
  );
}

const VOWELS = /^[aeiouAEIOU]+$/;

/**
 * Hindi's schwa deletion on one ITRANS word: the consonant's own "a" is not said at the end of a
 * word, nor between a vowel + one consonant and one consonant + vowel (VC_CV; "ph", "th"… are one),
 * scanning from the right and never twice in a row ("कालपोल" kAlapola → "kAlpol", "टैबलेट" tabaleTa → "tablet",
 * "ज़ायरटेक" zAyaraTeka → "zAyarTek"). An explicit आ is "A" in ITRANS, so only inherent vowels go.
 */
function deleteSchwas(word: string): string {
  const parts = word.match(/[aeiouAEIOU]+|[^aeiouAEIOU]+/g);
  if (!parts) return word;
  const vowel = (i: number) => i >= 0 && i < parts.length && VOWELS.test(parts[i]!);
  const consonant = (i: number) => i >= 0 && i < parts.length && !VOWELS.test(parts[i]!) && !/\d/.test(parts[i]!);
  const last = parts.length - 1;
  if (parts[last] === 'a' && consonant(last - 1) && vowel(last - 2)) parts.pop();
  let merged = -1;
  for (let i = parts.length - 2; i >= 2; i--) {
    if (parts[i] !== 'a' || !consonant(i - 1) || !vowel(i - 2) || !consonant(i + 1) || !vowel(i + 2)) continue;
    // Only between single consonants ("ashvagaMdhA" keeps both), never before one that just lost its vowel.
    const single = (j: number) => parts[j]!.length === 1 || parts[j]!.replace(/h/g, '').length === 1;
    if (i + 1 === merged || !single(i - 1) || !single(i + 1)) continue;
    parts.splice(i - 1, 3, parts[i - 1]! + parts[i + 1]!);
    merged = i - 1;
  }
  return parts.join('');
}

/** Sanscript's ITRANS of one word, lower-cased to the plain letters the vocabulary uses. */
function plainLatin(itrans: string): string {
  return (
    deleteSchwas(itrans)
      .replace(/RRi|R\^i/g, 'ri')
      // व after a consonant is "w" ("द्वारका" Dwarka, "अश्वगंधा" ashwagandha); "ay" closing a syllable is "ai" ("जयपुर" Jaipur).
      .replace(/([^aeiouAEIOU\s])v/g, '$1w')
      .replace(/ay(?![aeiouAEIOU])/g, 'ai')
      // Anusvara is "m" before p, b, m ("मुंबई" mumbai), else "n" ("पैंटो" panto).
      .replace(/M(?=[pbm])/g, 'm')
      .replace(/[~.]N|~n|M/g, 'n')
      .replace(/\.h|\.D/g, (m) => (m === '.D' ? 'd' : ''))
      .replace(/H/g, 'h')
      .toLowerCase()
  );
}

/**
 * The English letters as Hindi writes their names: brand suffixes are spelt that way
 * ("मोंटेयर एलसी" Montair-LC, "पैन डी" Pan-D, "लिवोजेन एक्सटी" Livogen XT).
 */
const LETTER_NAMES: readonly (readonly [string, string])[] = [
  ['डब्ल्यू', 'w'],
  ['ज़ेड', 'z'],
  ['जेड', 'z'],
  ['एक्स', 'x'],
  ['क्यू', 'q'],
  ['वाई', 'y'],
  ['आई', 'i'],
  ['एफ', 'f'],
  ['एच', 'h'],
  ['एल', 'l'],
  ['एम', 'm'],
  ['एन', 'n'],
  ['आर', 'r'],
  ['एस', 's'],
  ['बी', 'b'],
  ['सी', 'c'],
  ['डी', 'd'],
  ['जी', 'g'],
  ['जे', 'j'],
  ['के', 'k'],
  ['पी', 'p'],
  ['टी', 't'],
  ['यू', 'u'],
  ['वी', 'v'],
  ['ए', 'a'],
  ['ई', 'e'],
  ['ओ', 'o'],
];

/** A word made only of letter names (at most four: "डीएसआर" → "dsr"), else null. */
function spelledLetters(word: string): string | null {
  let rest = word;
  let out = '';
  while (rest !== '' && out.length < 4) {
    const name = LETTER_NAMES.find(([n]) => rest.startsWith(n));
    if (!name) return null;
    out += name[1];
    rest = rest.slice(name[0].length);
  }
  return rest === '' ? out : null;
}

/** The query with each Devanagari word in Latin letters; Latin words and numbers as typed. */
export function toLatin(text: string): string {
  if (!hasDevanagari(text)) return text;
  return text
    .normalize('NFC')
    .split(/(\s+)/)
    .map((word) =>
      hasDevanagari(word)
        ? (spelledLetters(word) ?? plainLatin(Sanscript.t(foldHindi(word), 'devanagari', 'itrans')))
        : word,
    )
    .join('');
}
