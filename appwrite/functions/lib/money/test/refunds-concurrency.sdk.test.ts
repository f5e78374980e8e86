import { Query, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../dev-server/test/harness.ts';
import { DB, buildMarketplace, orderRow, type Marketplace } from '../../../../dev-server/test/orders-fixtures.ts';
import { paidOrder } from '../../../order-state/test/sdk-orders.ts';
import { FunctionError } from '../../runtime/errors.ts';
import type { PaymentGateway } from '../gateway.ts';
import type { OrderRow } from '../../orders/rows.ts';
import { startRefund, stillPaid, substitutionRefundIdOf } from '../refunds.ts';

/**
 * Several refunds per order (issue 16 §5) against the dev server through node-appwrite, as the
 * functions run them: concurrent refunds of one order never add up to more than was paid (the
 * atomic, bounded increment of orders.refunded_paise), and the same refund id asked for at once
 * reaches the gateway once.
 */

let t: TestServer;
let m: Marketplace;
let tablesDB: TablesDB;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'refundsum');
  tablesDB = new TablesDB(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A gateway that takes every refund and remembers the ids it was asked for. */
function recordingGateway(): PaymentGateway & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    refund: async (_order: string, r: { refundId: string }) => {
      asked.push(r.refundId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {};
    },
  } as unknown as PaymentGateway & { asked: string[] };
}

const orderOf = async (id: string): Promise<OrderRow> =>
  ({ ...(await orderRow(tablesDB, id)), store_team_id: m.teamIds.A }) as unknown as OrderRow;
const actor = { actor_id: 'test', actor_role: 'system' } as const;
const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => String(v),
    (err: unknown) => (err instanceof FunctionError ? err.code : `threw ${String(err)}`),
  );

describe('several refunds per order', () => {
  it('8 concurrent refunds of 40 % each: exactly 2 start, the rest are refused, and the sum never passes what was paid', async () => {
    const id = await paidOrder(t, m);
    const order = await orderOf(id);
    const paid = order.placed_total!;
    const part = Math.round(paid * 40) / 100;
    const gateway = recordingGateway();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        outcome(startRefund(tablesDB, gateway, order, part, `part ${i + 1}`, actor, substitutionRefundIdOf(id, i + 1))),
      ),
    );
    expect(results.filter((r) => r === 'started')).toHaveLength(2);
    expect(results.filter((r) => r === 'refund_too_large')).toHaveLength(6);
    const after = await orderOf(id);
    expect(after.refunded_paise).toBe(Math.round(part * 100) * 2);
    expect(after.refunded_paise!).toBeLessThanOrEqual(Math.round(paid * 100));
    const recorded = (
      await tablesDB.listRows({ databaseId: DB, tableId: 'order_refunds', queries: [Query.equal('order_id', id)] })
    ).rows;
    expect(recorded).toHaveLength(2);
    expect(gateway.asked.sort()).toEqual(recorded.map((r) => r.refund_id as string).sort());
    // What is left can still go back, to the paisa, and not a paisa more.
    const left = stillPaid(after);
    expect(left).toBeCloseTo(paid - 2 * part, 2);
    expect(await outcome(startRefund(tablesDB, gateway, after, left + 0.01, 'too much', actor))).toBe(
      'refund_too_large',
    );
    expect(await outcome(startRefund(tablesDB, gateway, after, left, 'the rest', actor))).toBe('started');
    expect((await orderOf(id)).refunded_paise).toBe(Math.round(paid * 100));
  });

  it('the same refund id asked for 5 times at once is one refund: one start, one gateway call, counted once', async () => {
    const id = await paidOrder(t, m);
    const order = await orderOf(id);
    const gateway = recordingGateway();
    const refundId = substitutionRefundIdOf(id, 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outcome(startRefund(tablesDB, gateway, order, 5, 'difference', actor, refundId))),
    );
    expect(results.sort()).toEqual([
      'already_started',
      'already_started',
      'already_started',
      'already_started',
      'started',
    ]);
    expect(gateway.asked).toEqual([refundId]);
    expect((await orderOf(id)).refunded_paise).toBe(500);
    // Later, the same cause again: still the one refund.
    expect(await outcome(startRefund(tablesDB, gateway, await orderOf(id), 5, 'difference', actor, refundId))).toBe(
      'already_started',
    );
    expect((await orderOf(id)).refunded_paise).toBe(500);
  });
});
