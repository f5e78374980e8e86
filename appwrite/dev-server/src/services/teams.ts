import { sessionCookieReply } from '../auth/session.ts';
import {
  createUser,
  deleteMembership,
  deleteTeam,
  findMembership,
  findUser,
  findUserByEmail,
  insertMembership,
  insertSession,
  insertTeam,
  listMemberships,
  listTeams,
  membershipModel,
  membershipSecretMatches,
  randomSecret,
  requireTeam,
  teamModel,
  updateMembership,
  updateTeam,
  updateUser,
  type MembershipRecord,
  type TeamRecord,
} from '../auth/users-store.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, noContent, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { optPlatformUrl } from '../http/platforms.ts';
import { customId, email, object, optStr, str, strArray, uidParam } from '../http/validate.ts';
import { uniqueId } from '../util/ids.ts';
import { linkWithSecret } from './account/current.ts';
import { sendToOutbox } from './outbox.ts';
import { parseUserQueries } from './users.ts';

/**
 * Appwrite's Teams service. Stores are teams (teamId = storeId) with roles such as
 * owner/manager/staff. As in Appwrite only `owner` is special: owners (and API keys) manage the
 * team and its members; any confirmed member may read it; a member may leave. Memberships made
 * with an API key are confirmed at once; an owner's invitation waits for the invitee to accept
 * through the link sent to the dev outbox.
 */
export function register(router: Router, deps: ServiceDeps): void {
  const teamOf = (ctx: RequestContext): TeamRecord => {
    const team = requireTeam(deps, uidParam(ctx.params.teamId, 'teamId'));
    // Like Appwrite, a team the caller may not read does not exist for them.
    if (!canRead(ctx, team.id)) throw new AppwriteException('team_not_found');
    return team;
  };
  const ownedTeamOf = (ctx: RequestContext): TeamRecord => {
    const team = teamOf(ctx);
    if (!isOwner(ctx, team.id)) throw new AppwriteException('user_unauthorized');
    return team;
  };
  const membershipOf = (ctx: RequestContext, team: TeamRecord): MembershipRecord => {
    const membership = findMembership(deps, team.id, uidParam(ctx.params.membershipId, 'membershipId'));
    if (!membership) throw new AppwriteException('membership_not_found');
    return membership;
  };

  router.post('/v1/teams', (ctx) => {
    const teamId = customId(ctx.body, 'teamId', uniqueId);
    const name = str(ctx.body, 'name', { min: 1, max: 128 });
    const roles = ctx.body.roles === undefined ? ['owner'] : rolesParam(ctx.body);
    const team = insertTeam(deps, { id: teamId, name });
    // The user who creates a team joins it; a server (API key) creates it empty.
    if (ctx.auth.kind === 'user') insertMembership(deps, { teamId: team.id, userId: ctx.auth.user.id, roles, confirm: true });
    return json(201, teamModel(requireTeam(deps, team.id)));
  }, { scope: 'teams.write' });

  router.get('/v1/teams', (ctx) => {
    const { limit, offset } = parseUserQueries(ctx.query.queries);
    const search = optStr(ctx.query, 'search', { max: 256 });
    if (ctx.auth.kind === 'guest') return json(200, { total: 0, teams: [] });
    const memberUserId = ctx.auth.kind === 'user' ? ctx.auth.user.id : undefined;
    const { total, teams } = listTeams(deps, { memberUserId, search, limit, offset });
    return json(200, { total, teams: teams.map(teamModel) });
  }, { scope: 'teams.read' });

  router.get('/v1/teams/{teamId}', (ctx) => json(200, teamModel(teamOf(ctx))), { scope: 'teams.read' });

  router.put('/v1/teams/{teamId}', (ctx) => {
    const team = ownedTeamOf(ctx);
    return json(200, teamModel(updateTeam(deps, team.id, { name: str(ctx.body, 'name', { min: 1, max: 128 }) })));
  }, { scope: 'teams.write' });

  router.delete('/v1/teams/{teamId}', (ctx) => {
    deleteTeam(deps, ownedTeamOf(ctx).id);
    return noContent();
  }, { scope: 'teams.write' });

  router.get('/v1/teams/{teamId}/prefs', (ctx) => json(200, teamOf(ctx).prefs), { scope: 'teams.read' });
  router.put('/v1/teams/{teamId}/prefs', (ctx) => {
    const team = ownedTeamOf(ctx);
    return json(200, updateTeam(deps, team.id, { prefs: object(ctx.body, 'prefs') }).prefs);
  }, { scope: 'teams.write' });

  router.post('/v1/teams/{teamId}/memberships', async (ctx) => {
    const link = optPlatformUrl(ctx, deps.config, 'url'); // params first, as Appwrite validates them
    const team = ownedTeamOf(ctx);
    const roles = rolesParam(ctx.body);
    const byKey = ctx.auth.kind === 'key';
    if (!byKey && !link) throw new AppwriteException('general_argument_invalid', 'Param "url" is not optional.');
    const invitee = await inviteeOf(ctx, deps);
    const secret = byKey ? undefined : randomSecret();
    const membership = insertMembership(deps, { teamId: team.id, userId: invitee.id, roles, confirm: byKey, secret });
    if (secret && link && invitee.email) {
      const href = linkWithSecret(link, { membershipId: membership.id, userId: invitee.id, secret, teamId: team.id });
      sendToOutbox(deps, { to: invitee.email, subject: `Invitation to ${team.name}`, text: `You have been invited to join ${team.name}.`, links: [href] });
    }
    return json(201, membershipModel(deps, membership));
  }, { scope: 'teams.write' });

  router.get('/v1/teams/{teamId}/memberships', (ctx) => {
    const team = teamOf(ctx);
    const { limit, offset } = parseUserQueries(ctx.query.queries);
    const search = optStr(ctx.query, 'search', { max: 256 });
    const { total, memberships } = listMemberships(deps, { teamId: team.id, search, limit, offset });
    return json(200, { total, memberships: memberships.map((m) => membershipModel(deps, m)) });
  }, { scope: 'teams.read' });

  router.get('/v1/teams/{teamId}/memberships/{membershipId}', (ctx) => {
    const team = teamOf(ctx);
    return json(200, membershipModel(deps, membershipOf(ctx, team)));
  }, { scope: 'teams.read' });

  router.patch('/v1/teams/{teamId}/memberships/{membershipId}', (ctx) => {
    const team = ownedTeamOf(ctx);
    const membership = membershipOf(ctx, team);
    return json(200, membershipModel(deps, updateMembership(deps, membership, { roles: rolesParam(ctx.body) })));
  }, { scope: 'teams.write' });

  router.delete('/v1/teams/{teamId}/memberships/{membershipId}', (ctx) => {
    const team = teamOf(ctx);
    const membership = membershipOf(ctx, team);
    const leaving = ctx.auth.kind === 'user' && ctx.auth.user.id === membership.userId;
    if (!leaving && !isOwner(ctx, team.id)) throw new AppwriteException('user_unauthorized');
    deleteMembership(deps, membership.id);
    return noContent();
  }, { scope: 'teams.write' });

  // Accepting an invitation: needs only the secret from the email, and signs the invitee in.
  router.patch('/v1/teams/{teamId}/memberships/{membershipId}/status', (ctx) => {
    const team = requireTeam(deps, uidParam(ctx.params.teamId, 'teamId'));
    const membership = membershipOf(ctx, team);
    const userId = uidParam(str(ctx.body, 'userId', { max: 36 }), 'userId');
    const secret = str(ctx.body, 'secret', { max: 256 });
    if (membership.confirm) throw new AppwriteException('membership_already_confirmed');
    if (userId !== membership.userId) throw new AppwriteException('user_unauthorized', 'Invite does not belong to current user.');
    if (!membershipSecretMatches(deps, membership.id, secret)) throw new AppwriteException('user_invalid_token');
    if (ctx.auth.kind === 'user' && ctx.auth.user.id !== userId) throw new AppwriteException('user_unauthorized', 'Invite does not belong to current user.');
    const confirmed = updateMembership(deps, membership, { confirm: true });
    // The invitation link proves the address.
    updateUser(deps, userId, { emailVerification: true });
    if (ctx.auth.kind === 'user') return json(200, membershipModel(deps, confirmed));
    const { session, secret: sessionSecret } = insertSession(deps, {
      userId, provider: 'email', providerUid: findUser(deps, userId)?.email ?? '', factors: ['email'], ip: ctx.ip, userAgent: String(ctx.headers['user-agent'] ?? ''),
    });
    return json(200, membershipModel(deps, confirmed), sessionCookieReply(ctx, userId, sessionSecret, session.expire));
  }, { scope: 'public' });
}

const isOwner = (ctx: RequestContext, teamId: string): boolean => ctx.auth.kind === 'key' || ctx.auth.roles.includes(`team:${teamId}/owner`);
const canRead = (ctx: RequestContext, teamId: string): boolean => ctx.auth.kind === 'key' || ctx.auth.roles.includes(`team:${teamId}`);

/** Roles are free strings: at most 100 per membership, each at most 81 characters (Appwrite's limits). */
function rolesParam(body: Record<string, unknown>): string[] {
  const roles = strArray(body, 'roles', { maxItems: 100, maxLength: 81 });
  return [...new Set(roles)];
}

/** The invitee by userId, or by email (created when unknown, as Appwrite does). */
async function inviteeOf(ctx: RequestContext, deps: ServiceDeps) {
  if (ctx.body.userId !== undefined && ctx.body.userId !== null && ctx.body.userId !== '') {
    const user = findUser(deps, uidParam(String(ctx.body.userId), 'userId'));
    if (!user) throw new AppwriteException('user_not_found');
    return user;
  }
  if (ctx.body.email === undefined || ctx.body.email === null || ctx.body.email === '') {
    throw new AppwriteException('general_argument_invalid', 'At least one of userId, email, or phone is required');
  }
  const address = email(ctx.body);
  return findUserByEmail(deps, address) ?? (await createUser(deps, { id: uniqueId(), email: address, name: optStr(ctx.body, 'name', { max: 128 }) ?? '' }));
}
