/**
 * What people type for medicines of the seeded catalogue (appwrite/seed/src/data/medicines.ts) in
 * Devanagari (brand and salt names as Hindi writes them, often as heard) and in Hinglish (Latin
 * spellings as heard by Hindi speakers), each with the product it must find in the top 3 (issue 37 §4).
 * A brand query must bring that very product (`id`); a salt query (`anyOfSalt`) any product of the
 * same salt composition as `id`. Written before the transliteration was built or tuned; used by the
 * unit tests, the dev-server execution test (goal: ≥ 95 % top-3) and the search benchmark.
 */

export interface HinglishQuery {
  query: string;
  /** The intended product's row id. */
  id: string;
  /** A salt query: any product of the intended product's salt composition counts. */
  anyOfSalt?: true;
  script: 'devanagari' | 'latin';
}

const d = (query: string, id: string, anyOfSalt = false): HinglishQuery => ({
  query,
  id,
  ...(anyOfSalt ? { anyOfSalt: true as const } : {}),
  script: 'devanagari',
});
const l = (query: string, id: string, anyOfSalt = false): HinglishQuery => ({
  query,
  id,
  ...(anyOfSalt ? { anyOfSalt: true as const } : {}),
  script: 'latin',
});

export const HINGLISH_QUERIES: readonly HinglishQuery[] = [
  // Devanagari: brands, as printed or as heard, with and without the strength.
  d('डोलो 650', 'dolo-650-tablet'),
  d('डोलो', 'dolo-650-tablet'),
  d('क्रोसिन', 'crocin-650-tablet'),
  d('क्रोसिन एडवांस', 'crocin-advance-tablet'),
  d('कालपोल 650', 'calpol-650-tablet'),
  d('कॉम्बिफ्लेम', 'combiflam-tablet'),
  d('अज़िथ्रल 500', 'azithral-500-tablet'),
  d('ऑगमेंटिन 625', 'augmentin-625-duo-tablet'),
  d('ग्लाइकोमेट 500', 'glycomet-500-sr-tablet'),
  d('पैन 40', 'pan-40-tablet'),
  d('पैन डी', 'pan-d-capsule'),
  d('पैन 40 टैबलेट', 'pan-40-tablet'),
  d('टेल्मा 40', 'telma-40-tablet'),
  d('इकोस्प्रिन 75', 'ecosprin-75-tablet'),
  d('थायरोनॉर्म 50', 'thyronorm-50-tablet'),
  d('एलेग्रा 120', 'allegra-120-tablet'),
  d('मोंटेयर एलसी', 'montair-lc-tablet'),
  d('अस्थालिन इनहेलर', 'asthalin-100-inhaler'),
  d('विक्स वेपोरब', 'vicks-vaporub'),
  d('ज़िनकोविट', 'zincovit-tablet'),
  d('शेलकैल 500', 'shelcal-500-tablet'),
  d('बीकोस्यूल्स', 'becosules-capsule'),
  d('इलेक्ट्रल पाउडर', 'electral-powder'),
  d('डाइजीन', 'digene-gel-mint'),
  d('ओमेज़ 20', 'omez-20-capsule'),
  d('ऑनडेम 4', 'ondem-4-tablet'),
  d('ऐम्लोंग 5', 'amlong-5-tablet'),
  d('सिप्लॉक्स 500', 'ciplox-500-tablet'),
  d('फ्लैजिल 400', 'flagyl-400-tablet'),
  d('वोलिनी जेल', 'volini-gel'),
  d('मेफ्टाल स्पास', 'meftal-spas-tablet'),
  d('ज़ंडू बाम', 'zandu-balm'),
  d('लिव 52', 'liv-52-ds-tablet'),
  d('कैंडिड क्रीम', 'candid-cream'),
  d('लिवोजेन एक्सटी', 'livogen-xt-tablet'),
  d('फोलविट 5', 'folvite-5-tablet'),
  d('जनुविया', 'januvia-100-tablet'),
  d('एस्कोरिल', 'ascoril-ls-syrup'),
  d('ओट्रिविन', 'otrivin-adult-nasal-spray'),
  d('सिनारेस्ट', 'sinarest-new-tablet'),
  d('ज़ायरटेक', 'zyrtec-10-tablet'),
  d('पैंटोसिड 40', 'pantocid-40-tablet'),
  // Devanagari: salts.
  d('पैरासिटामोल', 'dolo-650-tablet', true),
  d('सेट्रिज़िन', 'okacet-10-tablet', true),
  d('एज़िथ्रोमाइसिन', 'azithral-500-tablet', true),
  d('मेटफॉर्मिन', 'glycomet-500-sr-tablet', true),
  d('पैंटोप्राज़ोल', 'pan-40-tablet', true),
  d('टेल्मिसार्टन', 'telma-40-tablet', true),
  d('एम्लोडिपिन', 'amlong-5-tablet', true),
  d('एटोरवास्टेटिन', 'atorva-10-tablet', true),
  d('ओमेप्राज़ोल', 'omez-20-capsule', true),
  d('सिप्रोफ्लोक्सासिन', 'ciplox-500-tablet', true),
  d('मेट्रोनिडाज़ोल', 'flagyl-400-tablet', true),
  d('ग्लिमेपिराइड', 'amaryl-2-tablet', true),
  d('लेवोसेट्रिज़िन', 'levocet-5-tablet', true),
  d('सालबुटामोल', 'asthalin-100-inhaler', true),
  d('अमोक्सिसिलिन', 'mox-500-capsule', true),
  d('इबुप्रोफेन', 'combiflam-tablet', true),
  d('अश्वगंधा', 'himalaya-ashwagandha-tablet', true),
  d('च्यवनप्राश', 'dabur-chyawanprash', true),
  // Hinglish: Latin spellings as heard.
  l('crosin', 'crocin-650-tablet'),
  l('azithromycine', 'azithral-500-tablet', true),
  l('pan 40 tablet', 'pan-40-tablet'),
  l('dolo 650 tablet', 'dolo-650-tablet'),
  l('combiflame', 'combiflam-tablet'),
  l('setrizine', 'okacet-10-tablet', true),
  l('metfarmin', 'glycomet-500-sr-tablet', true),
  l('pantoprazol 40', 'pan-40-tablet', true),
  l('amoxicillin capsul', 'mox-500-capsule', true),
  l('ashvagandha', 'himalaya-ashwagandha-tablet', true),
  l('chawanprash', 'dabur-chyawanprash', true),
  l('zandu baam', 'zandu-balm'),
  l('vics', 'vicks-vaporub'),
  l('digeen', 'digene-gel-mint'),
  l('thyronom 50', 'thyronorm-50-tablet'),
  l('kalpol 500', 'calpol-500-tablet'),
  l('omeprazol capsul', 'omez-20-capsule', true),
  l('ciprofloxasin', 'ciplox-500-tablet', true),
  l('sinarast', 'sinarest-new-tablet'),
  l('becosule', 'becosules-capsule'),
  l('electral powdar', 'electral-powder'),
  l('liv 52', 'liv-52-ds-tablet'),
  l('telma fourty', 'telma-40-tablet'),
  l('paracetamole tablet', 'dolo-650-tablet', true),
  l('sitrizin', 'okacet-10-tablet', true),
];

/** True when a returned product is the intended one (`saltOf` gives a product id's salt composition). */
export function isHinglishHit(
  q: HinglishQuery,
  product: { id: string; salt_composition: string },
  saltOf: (id: string) => string | undefined,
): boolean {
  return q.anyOfSalt ? product.salt_composition === saltOf(q.id) : product.id === q.id;
}

/** Share of queries whose intended product is among the first 3 results. */
export function hitRate(hits: number): number {
  return hits / HINGLISH_QUERIES.length;
}

/** The goal of issue 37 §4. */
export const HINGLISH_HIT_RATE_GOAL = 0.95;
