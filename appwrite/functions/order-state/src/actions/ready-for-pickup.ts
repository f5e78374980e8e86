import { fail } from '../../../lib/runtime/errors.ts';
import { pickLines, applyPicks } from '../pick.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/**
 * Picked and packed (issue 16 §3): each line keeps its reserved batch or takes the one the store
 * chose (`picks: [{ item_id, inventory_id }]`); every batch must pass the FEFO rule of
 * shared/src/domain/fefo.ts (not expired, at least 3 months of shelf life, enough stock), checked
 * before anything changes. Changed batches move the stock and are written to the items and the ledger.
 */
export const readyForPickup: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => statusStep('ready_for_pickup', order, input, 'marked ready for pickup'),
  async before(io, _plan, input) {
    // A line may still change (issue 16 §5): pack once the customer has answered the substitute.
    if (io.order.substitution_id)
      throw fail('substitution_open', 'Wait for the customer’s answer to the substitute before packing the order.');
    return { picks: await pickLines(io, input.now) };
  },
  async after(io, plan, staged) {
    await applyPicks(io, staged.picks ?? [], plan.role);
    return staged;
  },
};
