import { consentWindowPassed } from '@instamg/shared/domain/substitution';
import { fail } from '../../../lib/runtime/errors.ts';
import { acceptSubstitution, dropSubstitutedLine, openSubstitution } from '../../../lib/orders/substitution.ts';
import { requireStatus, type OrderActionHandler } from './action.ts';

const CUSTOMER_ONLY = 'Only the customer who placed this order can answer a substitute.';

/**
 * The customer's answer to the open substitute (issue 16 §5): accept swaps the line and refunds any
 * difference; decline removes the line and refunds it. After the consent window the answer is
 * refused (the sweeper removes the line as if declined).
 */
function answer(action: 'accept_substitution' | 'decline_substitution'): OrderActionHandler {
  const accept = action === 'accept_substitution';
  return {
    forbidden: CUSTOMER_ONLY,
    plan(order, { role }) {
      requireStatus(action, order, role, accept ? 'given a substitute' : 'changed');
      return {
        to: order.status,
        role,
        data: {},
        releaseStock: false,
        eventType: accept ? 'substitution_accepted' : 'substitution_declined',
      };
    },
    async before(io, _plan, input) {
      const sub = await openSubstitution(io.tablesDB, io.order);
      if (consentWindowPassed(sub.expires_at, input.now)) throw fail('substitution_expired');
      return {
        substitution: sub,
        eventNote: accept
          ? `Accepted ${sub.product_name} instead of ${sub.original_product_name}`
          : `Declined ${sub.product_name} instead of ${sub.original_product_name}: line removed`,
      };
    },
    async after(io, plan, staged, input) {
      const sub = staged.substitution!;
      const outcome = accept
        ? await acceptSubstitution(io.tablesDB, io.order, sub, input.now)
        : await dropSubstitutedLine(
            io.tablesDB,
            io.order,
            sub,
            'declined',
            { actor_id: io.userId, actor_role: plan.role },
            input.now,
          );
      return { ...staged, orderData: outcome.orderData, substitutionRefund: outcome.refund };
    },
    refund: (_order, _plan, staged) => staged.substitutionRefund ?? null,
  };
}

export const acceptSubstitutionAction = answer('accept_substitution');
export const declineSubstitutionAction = answer('decline_substitution');
