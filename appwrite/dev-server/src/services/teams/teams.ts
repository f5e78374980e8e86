import { AppwriteException } from '../../errors.ts';
import type { ServiceDeps } from '../../deps.ts';
import { json, noContent, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { customId, object, optStr, str, strArray, uidParam } from '../../http/validate.ts';
import { uniqueId } from '../../util/ids.ts';
import { parseUserQueries } from '../users/queries.ts';
import {
  insertMembership,
  insertTeam,
  listTeams,
  requireTeam,
  teamModel,
  updateTeam,
  deleteTeam,
  type TeamRecord,
} from './store.ts';

/** `{teamId}`: the team, if the caller may read it. */
export function teamOf(deps: ServiceDeps, ctx: RequestContext): TeamRecord {
  const team = requireTeam(deps, uidParam(ctx.params.teamId, 'teamId'));
  // Like Appwrite, a team the caller may not read does not exist for them.
  if (!canRead(ctx, team.id)) throw new AppwriteException('team_not_found');
  return team;
}

/** `{teamId}` of a route only the team's owners (and API keys) may use. */
export function ownedTeamOf(deps: ServiceDeps, ctx: RequestContext): TeamRecord {
  const team = teamOf(deps, ctx);
  if (!isOwner(ctx, team.id)) throw new AppwriteException('user_unauthorized');
  return team;
}

/** The team itself: create, list, read, rename, delete, prefs. */
export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/teams',
    (ctx) => {
      const teamId = customId(ctx.body, 'teamId', uniqueId);
      const name = str(ctx.body, 'name', { min: 1, max: 128 });
      const roles = ctx.body.roles === undefined ? ['owner'] : rolesParam(ctx.body);
      const team = insertTeam(deps, { id: teamId, name });
      // The user who creates a team joins it; a server (API key) creates it empty.
      if (ctx.auth.kind === 'user')
        insertMembership(deps, { teamId: team.id, userId: ctx.auth.user.id, roles, confirm: true });
      return json(201, teamModel(requireTeam(deps, team.id)));
    },
    { scope: 'teams.write' },
  );

  router.get(
    '/v1/teams',
    (ctx) => {
      const { limit, offset } = parseUserQueries(ctx.query.queries);
      const search = optStr(ctx.query, 'search', { max: 256 });
      if (ctx.auth.kind === 'guest') return json(200, { total: 0, teams: [] });
      const memberUserId = ctx.auth.kind === 'user' ? ctx.auth.user.id : undefined;
      const { total, teams } = listTeams(deps, { memberUserId, search, limit, offset });
      return json(200, { total, teams: teams.map(teamModel) });
    },
    { scope: 'teams.read' },
  );

  router.get('/v1/teams/{teamId}', (ctx) => json(200, teamModel(teamOf(deps, ctx))), { scope: 'teams.read' });

  router.put(
    '/v1/teams/{teamId}',
    (ctx) => {
      const team = ownedTeamOf(deps, ctx);
      return json(200, teamModel(updateTeam(deps, team.id, { name: str(ctx.body, 'name', { min: 1, max: 128 }) })));
    },
    { scope: 'teams.write' },
  );

  router.delete(
    '/v1/teams/{teamId}',
    (ctx) => {
      deleteTeam(deps, ownedTeamOf(deps, ctx).id);
      return noContent();
    },
    { scope: 'teams.write' },
  );

  router.get('/v1/teams/{teamId}/prefs', (ctx) => json(200, teamOf(deps, ctx).prefs), { scope: 'teams.read' });
  router.put(
    '/v1/teams/{teamId}/prefs',
    (ctx) => {
      const team = ownedTeamOf(deps, ctx);
      return json(200, updateTeam(deps, team.id, { prefs: object(ctx.body, 'prefs') }).prefs);
    },
    { scope: 'teams.write' },
  );
}

export const isOwner = (ctx: RequestContext, teamId: string): boolean =>
  ctx.auth.kind === 'key' || ctx.auth.roles.includes(`team:${teamId}/owner`);
const canRead = (ctx: RequestContext, teamId: string): boolean =>
  ctx.auth.kind === 'key' || ctx.auth.roles.includes(`team:${teamId}`);

/** Roles are free strings: at most 100 per membership, each at most 81 characters (Appwrite's limits). */
export function rolesParam(body: Record<string, unknown>): string[] {
  const roles = strArray(body, 'roles', { maxItems: 100, maxLength: 81 });
  return [...new Set(roles)];
}
