/**
 * Misspellings people type for medicines in the seeded catalogue (appwrite/seed/src/data/medicines.ts),
 * each with the medicine it must find in the top 3: a product by exact name, or any product of a salt.
 * Used by the unit tests, the dev-server execution tests and the search benchmark (goal: 100 % top-3).
 */

export type Intended = { name: string } | { salt: string };

export interface Misspelling {
  query: string;
  intended: Intended;
}

export const MISSPELLINGS: readonly Misspelling[] = [
  // The three from issue 6.
  { query: 'paracetmol', intended: { salt: 'Paracetamol' } },
  { query: 'azithromicin', intended: { salt: 'Azithromycin' } },
  { query: 'crocin advanse', intended: { name: 'Crocin Advance Tablet' } },
  // Salts: dropped or doubled letters, sound-alike spellings, a stray final 'e'.
  { query: 'paracitamol', intended: { salt: 'Paracetamol' } },
  { query: 'parasetamol', intended: { salt: 'Paracetamol' } },
  { query: 'azitromycin', intended: { salt: 'Azithromycin' } },
  { query: 'amoxycillin', intended: { salt: 'Amoxicillin' } },
  { query: 'amoxicilin', intended: { salt: 'Amoxicillin' } },
  { query: 'cefixim', intended: { salt: 'Cefixime' } },
  { query: 'ciprofloxacine', intended: { salt: 'Ciprofloxacin' } },
  { query: 'ciproflaxacin', intended: { salt: 'Ciprofloxacin' } },
  { query: 'levofloxacine', intended: { salt: 'Levofloxacin' } },
  { query: 'doxycyclin', intended: { salt: 'Doxycycline' } },
  { query: 'metronidazol', intended: { salt: 'Metronidazole' } },
  { query: 'fluconazol', intended: { salt: 'Fluconazole' } },
  { query: 'metformine', intended: { salt: 'Metformin' } },
  { query: 'metphormin', intended: { salt: 'Metformin' } },
  { query: 'glimipride', intended: { salt: 'Glimepiride' } },
  { query: 'sitagliptine', intended: { salt: 'Sitagliptin' } },
  { query: 'vildagliptine metformin', intended: { salt: 'Vildagliptin + Metformin' } },
  { query: 'dapagliflozine', intended: { salt: 'Dapagliflozin' } },
  { query: 'telmisartin', intended: { salt: 'Telmisartan' } },
  { query: 'telmisarten 40', intended: { salt: 'Telmisartan' } },
  { query: 'amlodipin', intended: { salt: 'Amlodipine' } },
  { query: 'amlodepine 5', intended: { salt: 'Amlodipine' } },
  { query: 'atorvastatine', intended: { salt: 'Atorvastatin' } },
  { query: 'atorvastain', intended: { salt: 'Atorvastatin' } },
  { query: 'rosuvastatine', intended: { salt: 'Rosuvastatin' } },
  { query: 'clopidogril', intended: { salt: 'Clopidogrel' } },
  { query: 'pantoprazol', intended: { salt: 'Pantoprazole' } },
  { query: 'pantaprazole', intended: { salt: 'Pantoprazole' } },
  { query: 'rabeprazol', intended: { salt: 'Rabeprazole' } },
  { query: 'omeprazol', intended: { salt: 'Omeprazole' } },
  { query: 'ondansetrone', intended: { salt: 'Ondansetron' } },
  { query: 'fexofenadin', intended: { salt: 'Fexofenadine' } },
  { query: 'cetrizine', intended: { salt: 'Cetirizine' } },
  { query: 'levocetrizine', intended: { salt: 'Levocetirizine' } },
  { query: 'montelucast', intended: { salt: 'Levocetirizine + Montelukast' } },
  { query: 'salbutamole', intended: { salt: 'Salbutamol' } },
  { query: 'budesonid', intended: { salt: 'Budesonide + Formoterol' } },
  { query: 'methylcobalamine', intended: { salt: 'Methylcobalamin' } },
  { query: 'clotrimazol', intended: { salt: 'Clotrimazole' } },
  { query: 'mupirocine', intended: { salt: 'Mupirocin' } },
  { query: 'ketoconazol', intended: { salt: 'Ketoconazole' } },
  { query: 'permethrine', intended: { salt: 'Permethrin' } },
  { query: 'mephenamic acid', intended: { salt: 'Mefenamic Acid + Dicyclomine' } },
  { query: 'dicyclomin', intended: { salt: 'Mefenamic Acid + Dicyclomine' } },
  { query: 'levothyroxin', intended: { salt: 'Levothyroxine' } },
  { query: 'sertralin', intended: { salt: 'Sertraline' } },
  { query: 'pregabaline', intended: { salt: 'Pregabalin' } },
  { query: 'alprazolm', intended: { salt: 'Alprazolam' } },
  { query: 'enoxaparine', intended: { salt: 'Enoxaparin' } },
  { query: 'ashwagandah', intended: { salt: 'Ashwagandha (Withania somnifera) extract' } },
  // Brands: as heard, as half-remembered, with the strength.
  { query: 'azitral 500', intended: { name: 'Azithral 500 Tablet' } },
  { query: 'dollo 650', intended: { name: 'Dolo 650 Tablet' } },
  { query: 'calpal 650', intended: { name: 'Calpol 650 Tablet' } },
  { query: 'combiflem', intended: { name: 'Combiflam Tablet' } },
  { query: 'zerodal p', intended: { name: 'Zerodol-P Tablet' } },
  { query: 'volini gell', intended: { name: 'Volini Gel' } },
  { query: 'voveron', intended: { name: 'Voveran 50 Tablet' } },
  { query: 'augmentine', intended: { name: 'Augmentin 625 Duo Tablet' } },
  { query: 'augmantin 625', intended: { name: 'Augmentin 625 Duo Tablet' } },
  { query: 'taxin o 200', intended: { name: 'Taxim-O 200 Tablet' } },
  { query: 'flagil 400', intended: { name: 'Flagyl 400 Tablet' } },
  { query: 'glycomate 500', intended: { name: 'Glycomet 500 SR Tablet' } },
  { query: 'amaryll 2', intended: { name: 'Amaryl 2 Tablet' } },
  { query: 'januvea', intended: { name: 'Januvia 100 Tablet' } },
  { query: 'ecospirin', intended: { name: 'Ecosprin 75 Tablet' } },
  { query: 'pantocide', intended: { name: 'Pantocid 40 Tablet' } },
  { query: 'emset', intended: { name: 'Emeset 4 Tablet' } },
  { query: 'electrol', intended: { name: 'Electral Powder' } },
  { query: 'digine', intended: { name: 'Digene Gel Mint' } },
  { query: 'gelucil', intended: { name: 'Gelusil MPS Liquid' } },
  { query: 'alegra 120', intended: { name: 'Allegra 120 Tablet' } },
  { query: 'montaire lc', intended: { name: 'Montair-LC Tablet' } },
  { query: 'asthaline', intended: { name: 'Asthalin 100 Inhaler' } },
  { query: 'ascorill ls', intended: { name: 'Ascoril LS Syrup' } },
  { query: 'otrivine', intended: { name: 'Otrivin Adult Nasal Spray' } },
  { query: 'shellcal', intended: { name: 'Shelcal 500 Tablet' } },
  { query: 'zinkovit', intended: { name: 'Zincovit Tablet' } },
  { query: 'kandid cream', intended: { name: 'Candid Cream' } },
  { query: 'meftal spaz', intended: { name: 'Meftal-Spas Tablet' } },
  { query: 'livojen xt', intended: { name: 'Livogen XT Tablet' } },
  { query: 'folvit 5', intended: { name: 'Folvite 5 Tablet' } },
  { query: 'thyronorn', intended: { name: 'Thyronorm 50 Tablet' } },
  { query: 'eltroxine', intended: { name: 'Eltroxin 50 Tablet' } },
  { query: 'lyrika', intended: { name: 'Lyrica 75 Capsule' } },
  { query: 'viks vaporub', intended: { name: 'Vicks VapoRub' } },
  { query: 'chyavanprash dabur', intended: { name: 'Dabur Chyawanprash' } },
  { query: 'dolo650', intended: { name: 'Dolo 650 Tablet' } },
];

/** True when a returned product is the intended medicine. */
export function isIntended(intended: Intended, product: { name: string; salt_composition: string }): boolean {
  return 'name' in intended ? product.name === intended.name : product.salt_composition === intended.salt;
}
