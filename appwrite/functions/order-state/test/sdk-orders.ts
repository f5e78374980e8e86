// Order journeys for the SDK tests of the order functions, over the dev server's test fixtures
// (appwrite/dev-server/test): place, pay through the local sandbox, move through the store.
import { expect } from 'vitest';
import type { TestServer } from '../../../dev-server/test/harness.ts';
import {
  PRODUCTS,
  deliverOrder,
  orderRow,
  prescriptionOf,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';

export const act = (who: SignedInUser, order_id: string, action: string, extra: Record<string, unknown> = {}) =>
  run(who, 'order-state', { action, order_id, ...extra });

/** Places an order at store A (an OTC line, or a Schedule H line with a prescription of `rx` status). */
export async function placedOrder(
  m: Marketplace,
  opts: { rx?: 'pending' | 'verified'; quantity?: number } = {},
): Promise<string> {
  const items = [{ product_id: opts.rx ? PRODUCTS.h.$id : PRODUCTS.otc.$id, quantity: opts.quantity ?? 1 }];
  const prescription_id = opts.rx ? await prescriptionOf(m.tablesDB, m.customer.user.$id, opts.rx) : undefined;
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items,
    prescription_id,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.order.$id as string;
}

/** Pays an order by pressing Pay on the sandbox checkout page (a signed webhook marks it paid). */
export async function pay(t: TestServer, m: Marketplace, id: string): Promise<void> {
  const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
    .payment_session_id as string;
  await fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect((await orderRow(m.tablesDB, id)).payment_status).toBe('paid');
}

export async function paidOrder(
  t: TestServer,
  m: Marketplace,
  opts: { rx?: 'pending' | 'verified' } = {},
): Promise<string> {
  const id = await placedOrder(m, opts);
  await pay(t, m, id);
  return id;
}

/** A paid OTC order taken through to delivered by store A's staff. */
export async function deliveredOrder(t: TestServer, m: Marketplace): Promise<string> {
  const id = await paidOrder(t, m);
  const r = await deliverOrder(m, m.staffA, id);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return id;
}

/** Polls the order until `done` holds (the sandbox settles refunds a moment later, as a bank would). */
export async function waitForOrder(
  m: Marketplace,
  id: string,
  done: (order: Record<string, unknown>) => boolean,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await orderRow(m.tablesDB, id);
    if (done(order)) return order;
    if (Date.now() > until) throw new Error(`order ${id} did not reach the expected state: ${JSON.stringify(order)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
