import { AppwriteException, Permission, Role, Storage, TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  EDITABLE_STATUSES,
  STEP_FIELDS,
  applicationErrors,
  applicationFromRow,
  applicationToRowData,
  documentIdsOf,
  firstStepWithErrors,
  readApplicationValues,
  type ApplicationField,
  type ApplicationRecord,
  type ApplicationValues,
} from '@instamg/shared/domain/partner/application';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { claimDocuments } from './documents.ts';
import { approve, decide, loadForReview, openReview, readNote, requireAdmin } from './review.ts';

/**
 * store-onboarding (execute: users). POST `{ action, values }` → 200 `{ application }`.
 *
 * The only writer of store_applications (issue 17). One application per applicant, its row id the
 * applicant's user id; the applicant may read it (row permission), only admins read the table.
 * - `save_draft`: stores the values as they are (a draft may be incomplete), after checking their
 *   types and sizes and that every document is the applicant's own.
 * - `submit`: the same, then every check of the form again (shared/src/domain/partner: GSTIN check
 *   character, PAN = GSTIN, State ↔ PIN, licence expiry on today's date, IFSC …); status → submitted.
 * Both only while the application is a draft or changes were requested.
 * Admins (label admin), `{ action, application_id, note }` (src/review.ts):
 * - `open_review`: submitted → under_review when an admin opens it (anything else unchanged);
 * - `request_changes` (note required): submitted / under review → changes_requested;
 * - `reject` (note required): → rejected;
 * - `approve`: the checks once more, then the store, its team, the owner's membership,
 *   store_admins row and (registered pharmacist) store_pharmacists row; idempotent and resumable (a repeated or concurrent approval finds one store).
 * Refusals (appwrite/functions/lib/runtime/errors.ts): 400 `invalid_body` / `invalid_action` / `invalid_input`
 * / `application_invalid` / `document_not_found` / `reason_required`, 401 `sign_in_required`,
 * 403 `not_allowed` (not an admin), 404 `application_not_found`, 409 `application_locked`.
 */

const APPLICANT_ACTIONS = ['save_draft', 'submit'] as const;
const ADMIN_ACTIONS = ['open_review', 'request_changes', 'reject', 'approve'] as const;
const ACTIONS = [...APPLICANT_ACTIONS, ...ADMIN_ACTIONS] as const;
type Action = (typeof APPLICANT_ACTIONS)[number];
type AdminAction = (typeof ADMIN_ACTIONS)[number];

async function loadApplication(tablesDB: TablesDB, applicantId: string): Promise<ApplicationRecord | null> {
  try {
    const row = await tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeApplications,
      rowId: applicantId,
    });
    return applicationFromRow(row as unknown as Record<string, unknown>);
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) return null;
    throw error;
  }
}

/** "Licences: This licence expires within 30 days…" for the first refused field. */
function refusalText(errors: Partial<Record<ApplicationField, string>>): string {
  const step = firstStepWithErrors(errors)!;
  const field = STEP_FIELDS[step].find((name) => errors[name])!;
  return `${step[0]!.toUpperCase()}${step.slice(1)}: ${errors[field]}`;
}

async function saveApplication(
  ctx: Context,
  action: Action,
  applicantId: string,
  values: ApplicationValues,
): Promise<ApplicationRecord> {
  const client = serverClient(ctx);
  const tablesDB = new TablesDB(client);
  const existing = await loadApplication(tablesDB, applicantId);
  if (existing && !EDITABLE_STATUSES.includes(existing.status)) throw fail('application_locked');
  if (action === 'submit') {
    const errors = applicationErrors(values, new Date());
    if (Object.keys(errors).length > 0) throw fail('application_invalid', refusalText(errors));
  }
  await claimDocuments(new Storage(client), applicantId, documentIdsOf(values));
  const status = action === 'submit' ? 'submitted' : (existing?.status ?? 'draft');
  const row = await tablesDB.upsertRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeApplications,
    rowId: applicantId,
    data: {
      ...applicationToRowData(values),
      applicant_id: applicantId,
      status,
      ...(action === 'submit' ? { submitted_at: new Date().toISOString() } : {}),
    },
    permissions: [Permission.read(Role.user(applicantId))],
  });
  return applicationFromRow(row as unknown as Record<string, unknown>);
}

async function review(
  ctx: Context,
  action: AdminAction,
  reviewerId: string,
  body: Record<string, unknown>,
): Promise<ApplicationRecord> {
  const client = serverClient(ctx);
  await requireAdmin(client, reviewerId);
  const tablesDB = new TablesDB(client);
  const application = await loadForReview(tablesDB, body.application_id);
  if (action === 'open_review') return openReview(tablesDB, application, reviewerId);
  if (action === 'approve') return approve(client, application, reviewerId, ctx.error);
  return decide(
    client,
    application,
    action === 'reject' ? 'rejected' : 'changes_requested',
    readNote(body.note),
    reviewerId,
    ctx.error,
  );
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST')
    return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action", "values" }.');
  try {
    const applicantId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const action = body.action;
    if (!(ACTIONS as readonly unknown[]).includes(action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    if ((ADMIN_ACTIONS as readonly unknown[]).includes(action)) {
      return ctx.res.json({ application: await review(ctx, action as AdminAction, applicantId, body) });
    }
    const read = readApplicationValues(body.values ?? {});
    if (!read.ok) throw fail('invalid_input', read.message);
    const application = await saveApplication(ctx, action as Action, applicantId, read.values);
    return ctx.res.json({ application });
  } catch (error) {
    return replyError(ctx, error, 'Your application could not be saved. Please try again.');
  }
};
