// What the admin journeys share: the e2e backend's API key (fixture rows of their own) and
// opening an admin page once mf_admin has rendered.
import type { Page } from '@playwright/test';
import { TablesDB, Users } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect } from '../support/fixtures';
import { keyClient } from '../support/key-client';

export const keyTables = (): TablesDB => new TablesDB(keyClient());
export const keyUsers = (): Users => new Users(keyClient());

/** A product of this spec alone (its own id and name), so its edits touch no other spec's rows. */
export async function fixtureProduct(id: string, name: string): Promise<void> {
  const tables = keyTables();
  const data = {
    name,
    slug: id,
    salt_composition: 'Paracetamol',
    strength: '500 mg',
    salt_key: `paracetamol 500mg ${id}`,
    dosage_form: 'Tablet',
    pack_size: 'strip of 10 tablets',
    manufacturer: 'E2E Pharma',
    mrp: 50,
    price: 45,
    schedule: 'none',
    rx_required: false,
    gst_rate: 5,
    hsn: '3004',
    category_id: (await tables.listRows({ databaseId: 'instamg', tableId: 'categories' })).rows[0]!.$id,
    image_url: null,
    description: 'An e2e fixture product.',
    is_active: true,
  };
  await tables.upsertRow({ databaseId: 'instamg', tableId: 'products', rowId: id, data });
}

/** Opens an admin path and waits for the page's heading. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(REMOTE_READY);
}
