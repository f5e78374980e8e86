import { formatINR } from '@instamg/shared/domain/money';
import { draftSubstitution, proposeSubstitution as propose } from '../../../lib/orders/substitution.ts';
import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The store offers a substitute for a line it cannot supply (issue 16 §5): `{ item_id, product_id }`,
 * same salt, strength and form (shared/src/domain/substitution.ts), its stock reserved with FEFO,
 * priced no higher than the original line; an Rx substitute only by the store's registered
 * pharmacist. The customer answers within settings.substitution_consent_minutes.
 */
export const proposeSubstitution: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role }) {
    requireStatus('propose_substitution', order, role, 'given a substitute');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'substitution_proposed' };
  },
  async before(io, _plan, input) {
    const draft = await draftSubstitution(io.tablesDB, io.order, io.body, io.registration !== null, input.now);
    return {
      substitutionDraft: draft,
      eventNote:
        `Substitute offered for ${draft.item.product_name}: ${draft.product.name} at ${formatINR(draft.unitPrice)} each`.slice(
          0,
          1024,
        ),
    };
  },
  async after(io, plan, staged, input) {
    const { row, orderData } = await propose(
      io.tablesDB,
      io.order,
      staged.substitutionDraft!,
      { actor_id: io.userId, actor_role: plan.role },
      staged.substitutionDraft!.rxRequired ? io.userId : null,
      input.now,
    );
    return { ...staged, substitution: row, orderData };
  },
};
