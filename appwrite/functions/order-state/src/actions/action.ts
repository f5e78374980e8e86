import {
  ORDER_ACTIONS,
  STATUS_IN_SENTENCE,
  mayTakeAction,
  type OrderAction,
  type OrderActor,
  type OrderActorRole,
  type OrderStatus,
} from '@instamg/shared/domain/order';
import type { Models, Storage, TablesDB } from 'node-appwrite';
import type { Context } from '../../../lib/runtime/context.ts';
import { fail, type FunctionError } from '../../../lib/runtime/errors.ts';
import type { OrderItemRow, OrderRow } from '../../../lib/orders/rows.ts';
import type { PrescriptionRow } from '../../../lib/orders/prescription-access.ts';
import type { PharmacistRegistration } from '../../../lib/orders/pharmacists.ts';
import type { RxRecord } from '@instamg/shared/domain/rx-review';
import type { OrderEventType } from '@instamg/shared/domain/order-event-words';
import type { SubstitutionDraft, SubstitutionRow } from '../../../lib/orders/substitution.ts';

/**
 * What every action file of order-state provides. `plan` is pure: the order and the caller in,
 * the change (or a FunctionError with a user-facing message) out. The optional steps do the I/O
 * an action needs around it; run-action.ts calls them in order:
 * load → plan → before → (claim, order update, stock) → after → refund.
 */
export interface OrderActionHandler {
  /** Who is refused (403 not_allowed) when ORDER_ACTIONS gives none of the caller's roles. */
  forbidden: string;
  /** Reads the plan needs (the prescription to attach). */
  load?(io: ActionIO): Promise<Partial<PlanInput>>;
  plan(order: PlannedOrder, input: PlanInput): Plan;
  /** Checks and writes before the order changes (photos, the refund request); what it returns goes with the reply. */
  before?(io: ActionIO, plan: Plan, input: PlanInput): Promise<Staged>;
  /** Writes after the order changed. */
  after?(io: ActionIO, plan: Plan, staged: Staged, input: PlanInput): Promise<Staged>;
  /** The refund this action starts, if any (amount and note for the gateway). */
  refund?(order: OrderRow, plan: Plan, staged: Staged): { amount: number; note: string; refundId?: string } | null;
  /** Writes once the refund started. */
  afterRefund?(io: ActionIO, staged: Staged): Promise<Staged>;
}

export interface Actor extends OrderActor {
  id: string;
}

export interface PlanInput {
  actor: Actor;
  /** The role ORDER_ACTIONS lets the caller act in (run-action.ts refused the call otherwise). */
  role: OrderActorRole;
  reason: string | null;
  prescription: AttachablePrescription | null;
  now: Date;
}

export interface Plan {
  to: OrderStatus;
  role: OrderActorRole;
  /** Extra order columns to write. */
  data: Record<string, unknown>;
  releaseStock: boolean;
  eventType: OrderEventType;
}

export type PlannedOrder = Pick<
  OrderRow,
  'status' | 'payment_status' | 'rx_status' | 'prescription_id' | 'delivered_at'
> &
  Partial<
    Pick<
      OrderRow,
      | 'refund_status'
      | 'refund_id'
      | 'rx_review_started_at'
      | 'rx_paused_ms'
      | 'payment_method'
      | 'total'
      | 'redelivery_count'
      | 'redelivery_requested_at'
    >
  >;

/** The prescription a customer wants to attach, as far as the rules need it. */
export type AttachablePrescription = Pick<PrescriptionRow, '$id' | 'user_id' | 'status'>;

/** The I/O handles of one execution. */
export interface ActionIO {
  ctx: Context;
  tablesDB: TablesDB;
  storage: Storage;
  userId: string;
  body: Record<string, unknown>;
  order: OrderRow;
  /** The caller's active registration as this store's pharmacist, if they act as one. */
  registration: PharmacistRegistration | null;
  /** The caller's roles in the store's team (empty when not a member). */
  storeRoles?: readonly string[];
}

/** What an action adds to the reply and hands from `before` to `after`. */
export interface Staged {
  refundRequest?: Models.DefaultRow | null;
  photos?: Models.File[];
  prescription?: PrescriptionRow | null;
  prescriptionFile?: Models.File | null;
  /** Worked out before anything is written, so a wrong amount refuses the whole action. */
  refundAmount?: number;
  /** Order columns an action's `after` step adds (e.g. the verification row's id). */
  orderData?: Record<string, unknown>;
  /** What the pharmacist copied from the prescription, for the verification row (review-prescription.ts). */
  rxRecord?: RxRecord | null;
  /** ready_for_pickup: the batch each line ships from (pick.ts). */
  picks?: PickedLine[];
  /** The note of the action's timeline event, when the action says more than the caller's reason. */
  eventNote?: string;
  /** Substitution (lib/orders/substitution.ts): the checked proposal, the proposal row, the refund its answer starts. */
  substitutionDraft?: SubstitutionDraft;
  substitution?: SubstitutionRow;
  substitutionRefund?: { amount: number; note: string; refundId: string } | null;
  /** Returns (issue 16 §6, actions/returns.ts): the return row, its change, the refund verifying starts. */
  returnRow?: Models.DefaultRow;
  returnChange?: Record<string, unknown>;
  returnRefund?: { amount: number; note: string; refundId: string } | null;
  returnPhotos?: Models.File[];
}

/** One order line and the batch it ships from. */
export interface PickedLine {
  item: OrderItemRow;
  batch: { $id: string; batch: string; expiry: string; stock: number; product_id: string; store_id: string };
  changed: boolean;
}

/** 409 in the words of the order's status: "This order is being prepared, so it cannot be cancelled." */
export const conflict = (order: Pick<PlannedOrder, 'status'>, what: string): FunctionError =>
  fail('invalid_transition', `This order is ${STATUS_IN_SENTENCE[order.status]}, so it cannot be ${what}.`);

/** Refuses unless ORDER_ACTIONS lets `role` take `action` from the order's status. */
export function requireStatus(
  action: OrderAction,
  order: Pick<PlannedOrder, 'status'>,
  role: OrderActorRole,
  what: string,
): void {
  if (!mayTakeAction(action, role, order.status)) throw conflict(order, what);
}

/** A plan that moves the order along its path (the store side's steps). */
export function statusStep(
  action: OrderAction,
  order: PlannedOrder,
  input: PlanInput,
  what: string,
  data: Record<string, unknown> = {},
): Plan {
  requireStatus(action, order, input.role, what);
  const to = ORDER_ACTIONS[action].to;
  if (to === 'same' || to.length !== 1) throw new Error(`${action} has no single destination`);
  return { to: to[0]!, role: input.role, data, releaseStock: false, eventType: 'status_changed' };
}

/** The forbidden text of the store side's actions. */
export const STORE_ONLY = 'Only the pharmacy fulfilling this order can do that.';

/** Optional text of at most `max` characters from the body, trimmed; empty is null. */
export function optionalText(body: Record<string, unknown>, key: string, max: number): string | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > max)
    throw fail('invalid_input', `${key} must be text of at most ${max} characters.`);
  return v.trim() || null;
}

/** Ids of files and rows the caller names. */
export const FILE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
