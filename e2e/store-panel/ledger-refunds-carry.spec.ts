// Journey (issue 31): a refund after its sale's cycle has closed is a negative line of the next
// payout, and a payout never goes below 0 — the rest is carried. A fixture store sells an order of
// two items; its weekly cycle closes (settle-payouts, a week on); then one item is returned and
// refunded. The next cycle has only that refund: the owner's /store/payouts shows it at ₹0.00, its
// statement lists the refund adjustment and "Carried to next cycle" with the remainder; the cycle
// after it starts with "Carried from last cycle" (and, with no sales, carries it on). Every step but
// the pages goes through the functions.
import { Functions, Query, TablesDB } from 'node-appwrite';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, FixtureCustomer, keyClient, orderActionAs } from './store-fixtures';

test.beforeEach(() => test.setTimeout(240_000));

const DB = 'instamg';
const DAY = 86_400_000;

async function act(who: Parameters<typeof orderActionAs>[0], body: Record<string, unknown>): Promise<void> {
  const reply = await orderActionAs(who, body);
  expect(reply.status, `${String(body.action)}: ${JSON.stringify(reply.body)}`).toBe(200);
}

/** The payouts grid's cycle label (mf-store-panel payout-columns.tsx cycleLabel). */
const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const cycleLabel = (start: string, end: string) => `${day(Date.parse(start))} – ${day(Date.parse(end) - 1)}`;

test('a refund after the payout is a line of the next cycle, which pays ₹0.00 and carries the rest', async ({
  page,
}) => {
  const store = await createFixtureStore('ledger-carry');
  const customer = await FixtureCustomer.near(store);
  const orderId = await customer.paidOrder(2);
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery'])
    await act(store.owner, { action, order_id: orderId });
  const tablesDB = new TablesDB(keyClient());
  const code = await tablesDB.getRow({ databaseId: DB, tableId: 'delivery_codes', rowId: orderId });
  await act(store.owner, { action: 'delivered', order_id: orderId, delivery_code: code.code });
  await expect
    .poll(
      async () =>
        (
          await tablesDB.listRows({
            databaseId: DB,
            tableId: 'store_order_earnings',
            queries: [Query.equal('order_id', orderId)],
          })
        ).total,
      { timeout: 20_000 },
    )
    .toBe(1);

  const settle = async (weeks: number) => {
    const settled = await new Functions(keyClient()).createExecution({
      functionId: 'settle-payouts',
      body: JSON.stringify({
        now: new Date(Date.now() + (1 + 7 * weeks) * DAY).toISOString(),
        store_ids: [store.storeId],
      }),
    });
    expect(settled.responseStatusCode, settled.responseBody).toBe(200);
  };
  // Cycle 1 closes with the sale.
  await settle(1);

  // Then one of the two items comes back and is refunded.
  const [item] = (
    await tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', orderId)] })
  ).rows;
  const line = { item_id: item!.$id, quantity: 1 };
  await act(customer.person, { action: 'report_problem', order_id: orderId, lines: [{ ...line, reason: 'damaged' }] });
  await act(store.owner, { action: 'approve_refund', order_id: orderId });
  const start = Date.now() + 3600_000;
  await act(store.owner, {
    action: 'schedule_return_pickup',
    order_id: orderId,
    slot: { start: new Date(start).toISOString(), end: new Date(start + 2 * 3600_000).toISOString() },
  });
  await act(store.owner, { action: 'return_collected', order_id: orderId });
  await act(store.owner, { action: 'verify_return', order_id: orderId, accepted: [line] });
  const adjustments = async () =>
    (
      await tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_earning_adjustments',
        queries: [Query.equal('order_id', orderId)],
      })
    ).rows;
  await expect.poll(async () => (await adjustments()).length, { timeout: 20_000 }).toBe(1);
  const [refund] = await adjustments();
  const refundNet = Number(refund!.net_paise);
  expect(refundNet).toBeLessThan(0);

  // Cycle 2 has only the refund; cycle 3 has nothing but what cycle 2 carried.
  await settle(2);
  await settle(3);
  const payouts = (
    await tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_payouts',
      queries: [Query.equal('store_id', store.storeId), Query.orderAsc('cycle_end')],
    })
  ).rows;
  expect(payouts.map((p) => [p.net_paise, p.carried_in_paise, p.carried_out_paise])).toEqual([
    [expect.any(Number), 0, 0],
    [0, 0, -refundNet],
    [0, -refundNet, -refundNet],
  ]);

  await signInByApi(page, store.owner);
  await page.goto('/store/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible(REMOTE_READY);
  const grid = page.getByRole('grid', { name: 'Payouts' });
  const open = async (payout: (typeof payouts)[number]) => {
    await grid
      .getByRole('button', { name: `Statement, ${cycleLabel(String(payout.cycle_start), String(payout.cycle_end))}` })
      .click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: /^Payout statement/ });
    await expect(dialog.getByTestId('statement-status')).toContainText('net ₹0.00', { timeout: 20_000 });
    return dialog;
  };

  // Cycle 2: the refund adjustment, then the remainder carried to the next cycle; total ₹0.00.
  let dialog = await open(payouts[1]!);
  let lines = dialog.getByTestId('statement-lines');
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByRole('row').nth(1)).toContainText('Refund adjustment');
  await expect(lines.getByRole('row').nth(1)).toContainText(formatPaise(refundNet));
  await expect(lines.getByRole('row').nth(2)).toContainText('Carried to next cycle');
  await expect(lines.getByRole('row').nth(2)).toContainText(formatPaise(-refundNet));
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('₹0.00');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Cycle 3: what cycle 2 carried comes in first, and (no sales) goes on to the next cycle.
  dialog = await open(payouts[2]!);
  lines = dialog.getByTestId('statement-lines');
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByRole('row').nth(1)).toContainText('Carried from last cycle');
  await expect(lines.getByRole('row').nth(1)).toContainText(formatPaise(refundNet));
  await expect(lines.getByRole('row').nth(2)).toContainText('Carried to next cycle');
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('₹0.00');
});
