import { TablesDB, Teams, Users } from 'node-appwrite';
import {
  labelProvenAccounts,
  markClosingDecisions,
  moveOwnersOffAppwriteOwner,
  type MigrationReport,
} from './migrations.ts';
import { serverClient, type Context } from '../../lib/runtime/context.ts';
import { replyError } from '../../lib/runtime/errors.ts';

/**
 * platform-migrations (no execute permission: the API key, the schedule). Idempotent data
 * migrations, run after every deploy (`appwrite functions create-execution --function-id
 * platform-migrations` after `appwrite push`), hourly by its schedule (so a deploy that skipped
 * the step is covered within the hour), and by `npm start` / the e2e backend after the seed
 * (scripts/lib/stack.mjs). Answers the report.
 */
export default async (ctx: Context) => {
  try {
    const client = serverClient(ctx);
    const owners = await moveOwnersOffAppwriteOwner(new TablesDB(client), new Teams(client), ctx.log);
    // The label migration only needs one full pass per deploy of ADR 0007, but is cheap to repeat.
    const labelled = await labelProvenAccounts(new Users(client));
    const decisionsClosed = await markClosingDecisions(new TablesDB(client));
    const report: MigrationReport = {
      stores: owners.stores,
      memberships_moved: owners.moved,
      accounts_labelled: labelled,
      decisions_closed: decisionsClosed,
    };
    ctx.log(`platform-migrations: ${JSON.stringify(report)}`);
    return ctx.res.json(report, 200);
  } catch (error) {
    return replyError(ctx, error, 'A migration failed; see the log.');
  }
};
