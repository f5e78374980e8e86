import { AppwriteException, ID, TablesDB, type Models } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { changedFields } from '@instamg/shared/domain/catalog/product';
import { firstTestimonialError, readTestimonialValues } from '@instamg/shared/domain/content/testimonial';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import type { FunctionErrorCode } from '@instamg/shared/domain/function-errors';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';

/**
 * admin-moderation (execute: users; admins only). What the admin console confirms or takes back
 * (issue 19 §5), each change logged in audit_log (who, when, the changed columns before/after):
 *
 * Registered pharmacists (`store_pharmacists`; only a confirmed, active registration lets a store's
 * pharmacist verify a prescription, order-state/src/pharmacists.ts reads it on every verification):
 * - `{ action: 'confirm_pharmacist', pharmacist_id, note? }` → 200 `{ pharmacist }`: active,
 *   confirmed by this admin now (after checking council and number against the certificate): the
 *   one way a registration gets confirmed, be it pending (a store-staff invitation's accept writes
 *   it with is_active false and no confirmed_at) or revoked earlier;
 * - `{ action: 'revoke_pharmacist', pharmacist_id, reason }` → 200 `{ pharmacist }`: inactive at
 *   once: the next verify or reject of that person at that store is refused (403).
 * Neither touches the store's team: the `pharmacist` team role comes with the membership
 * (store-onboarding's approval, store-staff's accept) and lets nobody verify on its own;
 * order-state wants the role and this confirmed, active row (order-state/src/pharmacists.ts).
 * Testimonials (the home page shows active rows only; the table grants nobody a write):
 * - `{ action: 'update_testimonial', testimonial_id, values }` → 200 `{ testimonial }`: name, city,
 *   rating, text (shared/src/domain/content/testimonial.ts);
 * - `{ action: 'set_testimonial_active', testimonial_id, active }` → 200 `{ testimonial }`: approve
 *   (shown) or hide;
 * - `{ action: 'create_testimonial', values }` → 201 `{ testimonial }`: a new one, hidden until approved.
 * Refusals: 400 `invalid_body` / `invalid_action` / `invalid_input` / `reason_required`,
 * 401 `sign_in_required` / `admin_required`, 404 `pharmacist_not_found` / `testimonial_not_found`.
 */

const ACTIONS = [
  'confirm_pharmacist',
  'revoke_pharmacist',
  'update_testimonial',
  'set_testimonial_active',
  'create_testimonial',
] as const;
type Action = (typeof ACTIONS)[number];

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

type Row = Models.Row & Record<string, unknown>;

function readId(value: unknown, name: string): string {
  if (typeof value !== 'string' || !ROW_ID.test(value)) throw fail('invalid_input', `${name} must be a row id.`);
  return value;
}

/** A note or reason as the audit log keeps it (its column holds 1,000 characters). */
function readNote(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 1000) : null;
}

const columnsOf = (row: Row): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('$')));

async function load(tablesDB: TablesDB, tableId: string, rowId: string, missing: FunctionErrorCode): Promise<Row> {
  try {
    return await tablesDB.getRow<Row>({ databaseId: DATABASE_ID, tableId, rowId });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail(missing);
    throw error;
  }
}

/** Updates one row and logs the changed columns (nothing logged when nothing changed). */
async function change(
  tablesDB: TablesDB,
  actorId: string,
  target: { tableId: string; rowId: string; entityType: string; missing: FunctionErrorCode },
  action: string,
  data: Record<string, unknown>,
  note: string | null,
): Promise<Row> {
  const before = await load(tablesDB, target.tableId, target.rowId, target.missing);
  const row = await tablesDB.updateRow<Row>({
    databaseId: DATABASE_ID,
    tableId: target.tableId,
    rowId: target.rowId,
    data,
  });
  const changed = changedFields(columnsOf(before), columnsOf(row));
  if (Object.keys(changed.after).length > 0) {
    await writeAudit(tablesDB, {
      actorId,
      actorRole: 'admin',
      action,
      entityType: target.entityType,
      entityId: target.rowId,
      before: changed.before,
      after: changed.after,
      note,
    });
  }
  return row;
}

function readTestimonial(raw: unknown): Record<string, unknown> {
  const read = readTestimonialValues(raw);
  if (!read.ok) throw fail('invalid_input', firstTestimonialError(read.errors));
  return { ...read.values };
}

async function perform(tablesDB: TablesDB, action: Action, actorId: string, body: Record<string, unknown>) {
  if (action === 'confirm_pharmacist' || action === 'revoke_pharmacist') {
    const target = {
      tableId: TABLES.storePharmacists,
      rowId: readId(body.pharmacist_id, 'pharmacist_id'),
      entityType: 'store_pharmacist',
      missing: 'pharmacist_not_found' as const,
    };
    if (action === 'confirm_pharmacist') {
      const pharmacist = await change(
        tablesDB,
        actorId,
        target,
        'pharmacist.confirm',
        { is_active: true, confirmed_by: actorId, confirmed_at: new Date().toISOString() },
        readNote(body.note),
      );
      return { pharmacist };
    }
    const reason = readNote(body.reason);
    if (!reason || reason.length < 3) throw fail('reason_required', 'Say why the registration is revoked.');
    return { pharmacist: await change(tablesDB, actorId, target, 'pharmacist.revoke', { is_active: false }, reason) };
  }
  if (action === 'create_testimonial') {
    const testimonial = await tablesDB.createRow<Row>({
      databaseId: DATABASE_ID,
      tableId: TABLES.testimonials,
      rowId: ID.unique(),
      data: { ...readTestimonial(body.values), is_active: false },
    });
    await writeAudit(tablesDB, {
      actorId,
      actorRole: 'admin',
      action: 'testimonial.create',
      entityType: 'testimonial',
      entityId: testimonial.$id,
      before: null,
      after: columnsOf(testimonial),
    });
    return { testimonial };
  }
  const target = {
    tableId: TABLES.testimonials,
    rowId: readId(body.testimonial_id, 'testimonial_id'),
    entityType: 'testimonial',
    missing: 'testimonial_not_found' as const,
  };
  if (action === 'update_testimonial')
    return {
      testimonial: await change(tablesDB, actorId, target, 'testimonial.update', readTestimonial(body.values), null),
    };
  if (typeof body.active !== 'boolean') throw fail('invalid_input', 'active must be true or false.');
  return {
    testimonial: await change(
      tablesDB,
      actorId,
      target,
      body.active ? 'testimonial.approve' : 'testimonial.hide',
      { is_active: body.active },
      null,
    ),
  };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const actorId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const client = serverClient(ctx);
    await requireAdmin(client, actorId);
    const reply = await perform(new TablesDB(client), body.action as Action, actorId, body);
    return ctx.res.json(reply, body.action === 'create_testimonial' ? 201 : 200);
  } catch (error) {
    return replyError(ctx, error, 'The change could not be saved. Please try again.');
  }
};
