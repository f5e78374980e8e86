// salt_key groups same-composition products for the substitutes feature: the normalised salts
// with their strengths, order-independent ("Paracetamol 325 mg + Ibuprofen 400 mg" and
// "Ibuprofen 400mg + Paracetamol 325mg" share one key). The seed and the admin-catalog
// function both use this one.
function normaliseStrength(strength: string): string {
  return strength
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/mcg|µg/g, 'mcg')
    .replace(/(\d)\.0+(?=[a-z%])/g, '$1');
}

function normaliseSalt(salt: string): string {
  return salt
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function saltKey(saltComposition: string, strength?: string | null): string {
  const salts = saltComposition.split('+').map(normaliseSalt).filter(Boolean);
  if (salts.length === 0) throw new Error('saltKey needs a salt composition');
  const strengths = strength ? strength.split('+').map(normaliseStrength).filter(Boolean) : [];
  if (strengths.length > 0 && strengths.length !== salts.length) {
    return `${[...salts].sort().join(' + ')} | ${strengths.join('+')}`;
  }
  const parts = salts.map((salt, i) => (strengths[i] ? `${salt} ${strengths[i]}` : salt));
  return parts.sort().join(' + ');
}
