import { sessionCookieReply } from '../../auth/session.ts';
import { randomSecret } from '../../auth/store/secrets.ts';
import { insertSession } from '../../auth/store/sessions.ts';
import { createUser, findUser, findUserByEmail, updateUser } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, noContent, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { optPlatformUrl } from '../../http/platforms.ts';
import { email, optStr, str, uidParam } from '../../http/validate.ts';
import { uniqueId } from '../../util/ids.ts';
import { linkWithSecret } from '../account/current.ts';
import { sendToOutbox } from '../outbox.ts';
import { parseUserQueries } from '../users/queries.ts';
import {
  deleteMembership,
  findMembership,
  insertMembership,
  listMemberships,
  membershipModel,
  membershipSecretMatches,
  requireTeam,
  updateMembership,
  type MembershipRecord,
  type TeamRecord,
} from './store.ts';
import { isOwner, ownedTeamOf, rolesParam, teamOf } from './teams.ts';

function membershipOf(deps: ServiceDeps, ctx: RequestContext, team: TeamRecord): MembershipRecord {
  const membership = findMembership(deps, team.id, uidParam(ctx.params.membershipId, 'membershipId'));
  if (!membership) throw new AppwriteException('membership_not_found');
  return membership;
}

/** Invitations, the member list, roles, leaving, and accepting an invitation. */
export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/teams/{teamId}/memberships',
    async (ctx) => {
      const link = optPlatformUrl(ctx, deps.config, 'url'); // params first, as Appwrite validates them
      const team = ownedTeamOf(deps, ctx);
      const roles = rolesParam(ctx.body);
      const byKey = ctx.auth.kind === 'key';
      if (!byKey && !link) throw new AppwriteException('general_argument_invalid', 'Param "url" is not optional.');
      const invitee = await inviteeOf(ctx, deps);
      const secret = byKey ? undefined : randomSecret();
      const membership = insertMembership(deps, { teamId: team.id, userId: invitee.id, roles, confirm: byKey, secret });
      if (secret && link && invitee.email) {
        const href = linkWithSecret(link, { membershipId: membership.id, userId: invitee.id, secret, teamId: team.id });
        sendToOutbox(deps, {
          to: invitee.email,
          subject: `Invitation to ${team.name}`,
          text: `You have been invited to join ${team.name}.`,
          links: [href],
        });
      }
      return json(201, membershipModel(deps, membership));
    },
    { scope: 'teams.write' },
  );

  router.get(
    '/v1/teams/{teamId}/memberships',
    (ctx) => {
      const team = teamOf(deps, ctx);
      const { limit, offset } = parseUserQueries(ctx.query.queries);
      const search = optStr(ctx.query, 'search', { max: 256 });
      const { total, memberships } = listMemberships(deps, { teamId: team.id, search, limit, offset });
      return json(200, { total, memberships: memberships.map((m) => membershipModel(deps, m)) });
    },
    { scope: 'teams.read' },
  );

  router.get(
    '/v1/teams/{teamId}/memberships/{membershipId}',
    (ctx) => {
      const team = teamOf(deps, ctx);
      return json(200, membershipModel(deps, membershipOf(deps, ctx, team)));
    },
    { scope: 'teams.read' },
  );

  router.patch(
    '/v1/teams/{teamId}/memberships/{membershipId}',
    (ctx) => {
      const team = ownedTeamOf(deps, ctx);
      const membership = membershipOf(deps, ctx, team);
      return json(200, membershipModel(deps, updateMembership(deps, membership, { roles: rolesParam(ctx.body) })));
    },
    { scope: 'teams.write' },
  );

  router.delete(
    '/v1/teams/{teamId}/memberships/{membershipId}',
    (ctx) => {
      const team = teamOf(deps, ctx);
      const membership = membershipOf(deps, ctx, team);
      const leaving = ctx.auth.kind === 'user' && ctx.auth.user.id === membership.userId;
      if (!leaving && !isOwner(ctx, team.id)) throw new AppwriteException('user_unauthorized');
      deleteMembership(deps, membership.id);
      return noContent();
    },
    { scope: 'teams.write' },
  );

  // Accepting an invitation: needs only the secret from the email, and signs the invitee in.
  router.patch(
    '/v1/teams/{teamId}/memberships/{membershipId}/status',
    (ctx) => {
      const team = requireTeam(deps, uidParam(ctx.params.teamId, 'teamId'));
      const membership = membershipOf(deps, ctx, team);
      const userId = uidParam(str(ctx.body, 'userId', { max: 36 }), 'userId');
      const secret = str(ctx.body, 'secret', { max: 256 });
      if (membership.confirm) throw new AppwriteException('membership_already_confirmed');
      if (userId !== membership.userId)
        throw new AppwriteException('user_unauthorized', 'Invite does not belong to current user.');
      if (!membershipSecretMatches(deps, membership.id, secret)) throw new AppwriteException('user_invalid_token');
      if (ctx.auth.kind === 'user' && ctx.auth.user.id !== userId)
        throw new AppwriteException('user_unauthorized', 'Invite does not belong to current user.');
      const confirmed = updateMembership(deps, membership, { confirm: true });
      // The invitation link proves the address.
      updateUser(deps, userId, { emailVerification: true });
      if (ctx.auth.kind === 'user') return json(200, membershipModel(deps, confirmed));
      const { session, secret: sessionSecret } = insertSession(deps, {
        userId,
        provider: 'email',
        providerUid: findUser(deps, userId)?.email ?? '',
        factors: ['email'],
        ip: ctx.ip,
        userAgent: String(ctx.headers['user-agent'] ?? ''),
      });
      return json(
        200,
        membershipModel(deps, confirmed),
        sessionCookieReply(ctx, userId, sessionSecret, session.expire),
      );
    },
    { scope: 'public' },
  );
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
  return (
    findUserByEmail(deps, address) ??
    (await createUser(deps, { id: uniqueId(), email: address, name: optStr(ctx.body, 'name', { max: 128 }) ?? '' }))
  );
}
