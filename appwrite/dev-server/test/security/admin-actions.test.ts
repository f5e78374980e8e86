import { ID, Users } from 'node-appwrite';
import { ORDER_ACTIONS, isOrderAction } from '@instamg/shared/domain/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { buildMarketplace, run, type Marketplace } from '../orders-fixtures.ts';
import { createWebClient, signIn, type SignedInUser } from '../web-client.ts';
import { loadPermissionsTable } from './permissions-table.ts';

/**
 * Issue 19: every admin-only function action (docs/permissions.json `adminActions`) answers 401
 * `admin_required` to a customer, another customer, store staff, a store's registered pharmacist
 * and a user whose admin label was just removed; a guest cannot execute the function at all
 * (Appwrite's 401). The list is complete: each function's own "unknown action" answer names
 * exactly the actions listed.
 */
const ADMIN_ACTIONS = Object.entries(loadPermissionsTable().adminActions).filter(
  (entry): entry is [string, string[]] => entry[0] !== '$comment',
);

let t: TestServer;
let m: Marketplace;
let demoted: SignedInUser;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'admin-actions');
  const users = new Users(t.serverClient());
  const email = `demoted.${Date.now()}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: 'Demoted-pass-2026', name: 'Demoted' });
  await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  demoted = await signIn(t, { email, password: 'Demoted-pass-2026' });
  await users.updateLabels({ userId: user.$id, labels: [] });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Functions whose other actions are not admin-only: only their admin-only actions are listed (issue 19 §2). */
const MIXED: Record<string, (action: string) => boolean> = {
  // order-state: an action only ORDER_ACTIONS's admin role may take.
  // reassign_options (issue 33 §7) reads an order's Reassign candidates; it changes nothing, so it is no ORDER_ACTIONS row.
  'order-state': (action) =>
    action === 'reassign_options' ||
    (isOrderAction(action) && Object.keys(ORDER_ACTIONS[action].by).join() === 'admin'),
  // store-ratings: the customer rates, the store reads its own; only moderation is the admins'.
  'store-ratings': (action) => action === 'moderate',
};

describe.each(ADMIN_ACTIONS)('%s', (functionId, actions) => {
  it('lists every action the function has', async () => {
    const reply = await run(m.admin, functionId, { action: 'no-such-action' });
    expect([reply.status, reply.body.code]).toEqual([400, 'invalid_action']);
    const adminOnly = MIXED[functionId];
    if (adminOnly) for (const action of actions) expect(adminOnly(action), action).toBe(true);
    else expect(reply.body.message).toBe(`action must be one of: ${actions.join(', ')}.`);
  });

  it.each(actions)('%s: 401 admin_required for every non-admin, and guests cannot execute', async (action) => {
    const callers: Array<[string, SignedInUser]> = [
      ['customer', m.customer],
      ['other customer', m.otherCustomer],
      ['store staff', m.staffA],
      ['registered pharmacist', m.pharmacistA],
      ['staff of another store', m.staffB],
      ['demoted admin', demoted],
    ];
    for (const [who, caller] of callers) {
      const reply = await run(caller, functionId, { action });
      expect([reply.status, reply.body.code], who).toEqual([401, 'admin_required']);
    }
    const guest = createWebClient(t.endpoint, t.projectId);
    await expect(
      guest.functions.createExecution({ functionId, body: JSON.stringify({ action }) }),
    ).rejects.toMatchObject({ code: 401 });
    // The admin is past the admin check (a 401 here would mean the test could never fail).
    const asAdmin = await run(m.admin, functionId, { action });
    expect(asAdmin.status).not.toBe(401);
  });
});
