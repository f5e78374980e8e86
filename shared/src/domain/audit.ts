// The audit log's vocabulary (issue 19 §8): what the functions write in audit_log.entity_type, and
// how the admin console names it. Functions write the rows (appwrite/functions/lib/runtime/audit.ts).

export const AUDIT_ENTITY_TYPES = [
  'product',
  'setting',
  'rate',
  'store_application',
  'store',
  'user',
  'payout',
  'category',
  'store_pharmacist',
  'testimonial',
  'listing_request',
  'product_import',
  'reconciliation',
  'store_rating',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  product: 'Product',
  setting: 'Setting',
  rate: 'Rate',
  store_application: 'Store application',
  store: 'Store',
  user: 'User',
  payout: 'Store payout',
  category: 'Category',
  store_pharmacist: 'Pharmacist registration',
  testimonial: 'Testimonial',
  listing_request: 'Listing request',
  product_import: 'Product import',
  reconciliation: 'Reconciliation exception',
  store_rating: 'Store rating',
};

/** "price: 36.5 → 33" lines of an entry's before/after JSON (the changed columns). */
export function auditChanges(before: string | null, after: string | null): string[] {
  const parse = (json: string | null): Record<string, unknown> => {
    if (!json) return {};
    try {
      const value = JSON.parse(json) as unknown;
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  const was = parse(before);
  const now = parse(after);
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].map(
    (key) => `${key}: ${show(was[key])} → ${show(now[key])}`,
  );
}
