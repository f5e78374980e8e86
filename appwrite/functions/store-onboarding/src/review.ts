import { createHash } from 'node:crypto';
import { AppwriteException, ID, Permission, Role, TablesDB, Teams, Users, type Client } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { ADMIN_LABEL } from '@instamg/shared/domain/roles';
import {
  applicationErrors,
  applicationFromRow,
  stateOfApplication,
  type ApplicationRecord,
  type ApplicationStatus,
} from '@instamg/shared/domain/partner/application';
import { licenceExpiresOn } from '@instamg/shared/domain/store-admin';
import { withSpecRole } from '@instamg/shared/domain/store-staff';
import { fail } from '../../lib/runtime/errors.ts';
import { emailUsers } from '../../lib/runtime/mail.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { writeBankAccount } from '../../lib/money/bank-accounts.ts';

/** Admin decisions on a submitted application (issue 17 §2). */

const REVIEWABLE: readonly ApplicationStatus[] = ['submitted', 'under_review'];
export const NOTE_MAX = 1000;

const isStatus = (error: unknown, code: number) => error instanceof AppwriteException && error.code === code;

/** The caller must carry the admin label (server-controlled; shared/src/domain/roles.ts). */
export async function requireAdmin(client: Client, userId: string): Promise<void> {
  const user = await new Users(client).get({ userId });
  if (!user.labels.includes(ADMIN_LABEL)) throw fail('not_allowed', 'Only an admin can review partner applications.');
}

export async function loadForReview(tablesDB: TablesDB, applicationId: unknown): Promise<ApplicationRecord> {
  if (typeof applicationId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(applicationId)) {
    throw fail('invalid_input', 'application_id must be an application id.');
  }
  try {
    const row = await tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeApplications,
      rowId: applicationId,
    });
    return applicationFromRow(row as unknown as Record<string, unknown>);
  } catch (error) {
    if (isStatus(error, 404)) throw fail('application_not_found');
    throw error;
  }
}

export function readNote(note: unknown): string {
  if (typeof note !== 'string' || note.trim() === '')
    throw fail('reason_required', 'Please write a note for the applicant.');
  if (note.length > NOTE_MAX) throw fail('invalid_input', `The note must be at most ${NOTE_MAX} characters.`);
  return note.trim();
}

/**
 * open_review: an admin opened a submitted application; it becomes `under_review` (the applicant's
 * status page says so). Any other status is answered as it is, so opening the page again, or an
 * application already decided, changes nothing; two admins opening it at once log one row.
 */
export async function openReview(
  tablesDB: TablesDB,
  application: ApplicationRecord,
  reviewerId: string,
): Promise<ApplicationRecord> {
  if (application.status !== 'submitted') return application;
  const row = await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeApplications,
    rowId: application.id,
    data: { status: 'under_review', reviewed_by: reviewerId },
  });
  await writeAudit(tablesDB, {
    // Once per submission: a resubmitted application is opened (and logged) again.
    rowId: `rv${createHash('sha256')
      .update(`${application.id}:${application.submitted_at ?? ''}`)
      .digest('hex')
      .slice(0, 32)}`,
    actorId: reviewerId,
    actorRole: 'admin',
    action: 'open_review',
    entityType: 'store_application',
    entityId: application.id,
    before: { status: application.status },
    after: { status: 'under_review' },
  });
  return applicationFromRow(row as unknown as Record<string, unknown>);
}

/** request_changes / reject: a note for the applicant and the new status. */
/** The applicant's e-mail on each decision (issue 17 §4); the status page says the same. */
export const DECISION_EMAILS = {
  changes_requested: {
    subject: 'Your instamg partner application needs changes',
    intro: 'The reviewer asked for changes to your pharmacy partner application. Their note:',
  },
  rejected: {
    subject: 'Your instamg partner application was not approved',
    intro: 'Your pharmacy partner application was not approved. The reviewer’s reason:',
  },
  approved: {
    subject: 'Your pharmacy is live on instamg',
    intro:
      'Your pharmacy partner application was approved and your store is live. Sign in and open the store panel to start taking orders.',
  },
} as const;

function decisionEmail(status: keyof typeof DECISION_EMAILS, tradeName: string, note: string | null): string {
  const { intro } = DECISION_EMAILS[status];
  const tail =
    status === 'changes_requested'
      ? '\n\nOpen your application at /pharmacy-partner, make the changes and submit it again.'
      : '';
  return `${tradeName || 'Your pharmacy'}\n\n${intro}${note ? `\n\n${note}` : ''}${tail}`;
}

export async function decide(
  client: Client,
  application: ApplicationRecord,
  status: 'changes_requested' | 'rejected',
  note: string,
  reviewerId: string,
  log: (message: unknown) => void,
): Promise<ApplicationRecord> {
  const tablesDB = new TablesDB(client);
  const allowed: readonly ApplicationStatus[] =
    status === 'rejected' ? [...REVIEWABLE, 'changes_requested'] : REVIEWABLE;
  if (!allowed.includes(application.status))
    throw fail(
      'application_locked',
      `An application that is ${application.status.replace('_', ' ')} cannot be changed that way.`,
    );
  const row = await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeApplications,
    rowId: application.id,
    data: { status, reviewer_note: note, reviewed_by: reviewerId, reviewed_at: new Date().toISOString() },
  });
  await writeAudit(tablesDB, {
    actorId: reviewerId,
    actorRole: 'admin',
    action: status === 'rejected' ? 'reject' : 'request_changes',
    entityType: 'store_application',
    entityId: application.id,
    before: { status: application.status, reviewer_note: application.reviewer_note },
    after: { status, reviewer_note: note },
    note,
  });
  await emailUsers(
    client,
    [application.id],
    DECISION_EMAILS[status].subject,
    decisionEmail(status, application.values.trade_name, note),
    log,
  );
  return applicationFromRow(row as unknown as Record<string, unknown>);
}

/**
 * approve: the store goes live. No transaction spans Teams and rows, so every step can be run
 * again and finds what an earlier (or a concurrent) run did:
 * 1. the store row, its id the application's: only one creation succeeds, the other run reads it;
 *    it starts inactive (the locator finds only active stores) with a fresh, unguessable team id
 *    (docs/permissions.md "Store teams": a predictable team id could be created by anyone first);
 * 2. the team with that id (a team found there with any other member is refused, never reused);
 * 3. the applicant as its owner (+ pharmacist role when they are the registered pharmacist);
 * 4. their store_admins row (owner), id derived from the store;
 * 4b. when they are the registered pharmacist, their store_pharmacists row, confirmed by the
 *    approving admin (id derived from the store);
 * 4c. the store's payout account from the application (store_bank_accounts with the full number,
 *    store_bank_details masked for the team's owner/admin; row ids = the store id; verified: the
 *    reviewer saw the cancelled cheque);
 * 5. the store made active, the application approved with its store id;
 * 6. one audit_log row for the approval (fixed id).
 */
export async function approve(
  client: Client,
  application: ApplicationRecord,
  reviewerId: string,
  log: (message: unknown) => void = () => {},
): Promise<ApplicationRecord> {
  const tablesDB = new TablesDB(client);
  if (application.status === 'approved') return application;
  if (!REVIEWABLE.includes(application.status))
    throw fail(
      'application_locked',
      `An application that is ${application.status.replace('_', ' ')} cannot be approved.`,
    );
  const errors = applicationErrors(application.values, new Date());
  const first = Object.values(errors)[0];
  if (first) throw fail('application_invalid', `This application no longer passes the checks: ${first}`);

  const { values } = application;
  const storeId = application.id;
  const applicantId = application.id; // one application per applicant: its id is theirs
  let store: { team_id: string };
  try {
    store = (await tablesDB.getRow({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId })) as unknown as {
      team_id: string;
    };
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
    try {
      store = (await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.stores,
        rowId: storeId,
        data: {
          name: values.trade_name,
          address: values.address,
          city: values.city,
          state: stateOfApplication(values),
          postal_code: values.postal_code,
          location: [values.longitude, values.latitude],
          phone: values.phone,
          drug_license_number: values.form20_number,
          form21_number: values.form21_number,
          form20_expires_on: values.form20_expires_on,
          form21_expires_on: values.form21_expires_on,
          // The earlier expiry: the licence-expiry-sweeper notices and suspends by it.
          licence_expires_on: licenceExpiresOn(values),
          gstin: values.gstin,
          is_active: false,
          // Starts closed: it opens when its owner switches it on with the go-live checklist done (ADR 0015).
          go_live_pending: true,
          team_id: ID.unique(),
        },
      })) as unknown as { team_id: string };
    } catch (raced) {
      if (!isStatus(raced, 409)) throw raced;
      store = (await tablesDB.getRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.stores,
        rowId: storeId,
      })) as unknown as { team_id: string };
    }
  }

  const teams = new Teams(client);
  const teamId = store.team_id;
  try {
    await teams.create({ teamId, name: values.trade_name });
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
  }
  const members = await teams.listMemberships({ teamId });
  const strangers = members.memberships.filter((membership) => membership.userId !== applicantId);
  if (strangers.length > 0)
    throw new Error(`Team ${teamId} of store ${storeId} has members other than the applicant; refusing to use it.`);
  if (members.memberships.length === 0) {
    // The owner's SPEC role without Appwrite's team-owner right (store_owner + admin): only the key writes the team.
    const roles = withSpecRole(values.applicant_is_pharmacist ? ['pharmacist'] : [], 'owner');
    try {
      await teams.createMembership({ teamId, roles, userId: applicantId });
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
  }

  try {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeAdmins,
      rowId: `sa-${storeId}`.slice(0, 36),
      data: { user_id: applicantId, store_id: storeId, role: 'owner' },
      permissions: [Permission.read(Role.user(applicantId))],
    });
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
  }

  // The registered pharmacist, confirmed by the approving admin (as the seed's store_pharmacists rows):
  // the team role alone does not let anyone verify a prescription (order-state/src/pharmacists.ts).
  if (values.applicant_is_pharmacist) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.storePharmacists,
        rowId: `sp-${storeId}`.slice(0, 36),
        data: {
          user_id: applicantId,
          store_id: storeId,
          name: values.pharmacist_name,
          pharmacy_council: values.pharmacist_council,
          registration_number: values.pharmacist_registration_number,
          confirmed_by: reviewerId,
          confirmed_at: new Date().toISOString(),
          is_active: true,
        },
        permissions: [Permission.read(Role.user(applicantId)), Permission.read(Role.team(teamId))],
      });
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
  }

  await writeBankAccount(tablesDB, {
    storeId,
    teamId,
    holder: values.account_holder,
    accountNumber: values.account_number,
    ifsc: values.ifsc,
    chequeDocumentId: values.cheque_document_id || null,
    verified: true,
    now: new Date(),
  });

  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data: { is_active: true },
  });
  const row = await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeApplications,
    rowId: application.id,
    data: { status: 'approved', store_id: storeId, reviewed_by: reviewerId, reviewed_at: new Date().toISOString() },
  });
  // One row however many runs reach here (fixed id); the store's creation is part of it. The
  // run that writes it sends the applicant's e-mail, so a repeated approval mails nobody.
  const firstRun = await writeAudit(tablesDB, {
    rowId: `approve-${application.id}`.slice(0, 36),
    actorId: reviewerId,
    actorRole: 'admin',
    action: 'approve',
    entityType: 'store_application',
    entityId: application.id,
    before: { status: application.status },
    after: { status: 'approved', store_id: storeId, team_id: teamId, owner_id: applicantId },
  });
  if (firstRun)
    await emailUsers(
      client,
      [applicantId],
      DECISION_EMAILS.approved.subject,
      decisionEmail('approved', values.trade_name, null),
      log,
    );
  return applicationFromRow(row as unknown as Record<string, unknown>);
}
