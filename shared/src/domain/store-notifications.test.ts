import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_NOTIFICATION_KINDS } from './store-notifications';

// The notifications table's `kind` enum (the one schema) and the kinds the functions write and the
// panel reads are the same list: a kind missing from either side would fail every write of it.
const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite/appwrite.json'), 'utf8')) as {
  tables: Array<{ $id: string; columns: Array<{ key: string; elements?: string[] }> }>;
};

describe('STORE_NOTIFICATION_KINDS', () => {
  it('is the notifications table’s kind enum (incl. listing_approved / listing_declined, issue 19 §3)', () => {
    const kind = schema.tables.find((t) => t.$id === 'notifications')!.columns.find((c) => c.key === 'kind')!;
    expect([...kind.elements!].sort()).toEqual([...STORE_NOTIFICATION_KINDS].sort());
    expect(STORE_NOTIFICATION_KINDS).toContain('listing_approved');
    expect(STORE_NOTIFICATION_KINDS).toContain('listing_declined');
  });
});
