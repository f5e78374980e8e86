import { timingSafeEqual } from 'node:crypto';
import type { Sqlite } from '../../db/connection.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { authDb } from '../../auth/store/db.ts';
import { hashSecret } from '../../auth/store/secrets.ts';
import { findUser } from '../../auth/store/users.ts';
import type { ConfirmedMembership } from '../../auth/roles.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';

/** Teams and memberships (the Teams service's storage), beside the auth tables they reference. */
const SCHEMA = `
create table if not exists _auth_teams (
  id text primary key,
  name text not null,
  created_at text not null,
  updated_at text not null,
  prefs text not null default '{}'
);
create table if not exists _auth_memberships (
  id text primary key,
  team_id text not null references _auth_teams(id) on delete cascade,
  user_id text not null references _auth_users(id) on delete cascade,
  roles text not null default '[]',
  invited text not null,
  joined text not null default '',
  confirm integer not null default 0,
  secret_hash text,
  created_at text not null,
  updated_at text not null,
  unique (team_id, user_id)
);
create index if not exists _auth_memberships_user on _auth_memberships(user_id);
`;

const ready = new WeakSet<Sqlite>();

function teamsDb(deps: Pick<ServiceDeps, 'db'>): Sqlite {
  const db = authDb(deps);
  if (!ready.has(db)) {
    db.exec(SCHEMA);
    ready.add(db);
  }
  return db;
}

export interface TeamRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  prefs: Record<string, unknown>;
  /** Confirmed members. */
  total: number;
}

interface TeamRow {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  prefs: string;
  total: number;
}
const toTeam = (r: TeamRow): TeamRecord => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  prefs: JSON.parse(r.prefs) as Record<string, unknown>,
  total: r.total,
});
const TEAM_SELECT =
  'select t.*, (select count(*) from _auth_memberships m where m.team_id = t.id and m.confirm = 1) as total from _auth_teams t';

export function findTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): TeamRecord | null {
  const row = teamsDb(deps).prepare(`${TEAM_SELECT} where t.id = ?`).get(teamId) as TeamRow | undefined;
  return row ? toTeam(row) : null;
}

export function requireTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): TeamRecord {
  const team = findTeam(deps, teamId);
  if (!team) throw new AppwriteException('team_not_found');
  return team;
}

export function insertTeam(deps: Pick<ServiceDeps, 'db'>, input: { id: string; name: string }): TeamRecord {
  const db = teamsDb(deps);
  if (findTeam(deps, input.id)) throw new AppwriteException('team_already_exists');
  const at = nowIso();
  db.prepare('insert into _auth_teams (id, name, created_at, updated_at) values (?, ?, ?, ?)').run(
    input.id,
    input.name,
    at,
    at,
  );
  return requireTeam(deps, input.id);
}

export function updateTeam(
  deps: Pick<ServiceDeps, 'db'>,
  teamId: string,
  changes: { name?: string; prefs?: Record<string, unknown> },
): TeamRecord {
  const team = requireTeam(deps, teamId);
  teamsDb(deps)
    .prepare('update _auth_teams set name = ?, prefs = ?, updated_at = ? where id = ?')
    .run(changes.name ?? team.name, JSON.stringify(changes.prefs ?? team.prefs), nowIso(), teamId);
  return requireTeam(deps, teamId);
}

export function deleteTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): void {
  if (teamsDb(deps).prepare('delete from _auth_teams where id = ?').run(teamId).changes === 0)
    throw new AppwriteException('team_not_found');
}

export function listTeams(
  deps: Pick<ServiceDeps, 'db'>,
  options: { memberUserId?: string; search?: string; limit: number; offset: number },
): { total: number; teams: TeamRecord[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.memberUserId) {
    where.push('exists (select 1 from _auth_memberships m where m.team_id = t.id and m.user_id = ? and m.confirm = 1)');
    values.push(options.memberUserId);
  }
  if (options.search) {
    where.push("(t.name like ? escape '\\' or t.id like ? escape '\\')");
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const db = teamsDb(deps);
  const total = (db.prepare(`select count(*) as n from _auth_teams t ${filter}`).get(...values) as { n: number }).n;
  const rows = db
    .prepare(`${TEAM_SELECT} ${filter} order by t.rowid limit ? offset ?`)
    .all(...values, options.limit, options.offset) as TeamRow[];
  return { total, teams: rows.map(toTeam) };
}

export function teamModel(team: TeamRecord): Record<string, unknown> {
  return {
    $id: team.id,
    $createdAt: team.createdAt,
    $updatedAt: team.updatedAt,
    name: team.name,
    total: team.total,
    prefs: team.prefs,
  };
}

export interface MembershipRecord {
  id: string;
  teamId: string;
  userId: string;
  roles: string[];
  invited: string;
  joined: string;
  confirm: boolean;
  createdAt: string;
  updatedAt: string;
}

interface MembershipRow {
  id: string;
  team_id: string;
  user_id: string;
  roles: string;
  invited: string;
  joined: string;
  confirm: number;
  created_at: string;
  updated_at: string;
}
const toMembership = (r: MembershipRow): MembershipRecord => ({
  id: r.id,
  teamId: r.team_id,
  userId: r.user_id,
  roles: JSON.parse(r.roles) as string[],
  invited: r.invited,
  joined: r.joined,
  confirm: r.confirm === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function findMembership(
  deps: Pick<ServiceDeps, 'db'>,
  teamId: string,
  membershipId: string,
): MembershipRecord | null {
  const row = teamsDb(deps)
    .prepare('select * from _auth_memberships where id = ? and team_id = ?')
    .get(membershipId, teamId) as MembershipRow | undefined;
  return row ? toMembership(row) : null;
}

export function findMembershipOfUser(
  deps: Pick<ServiceDeps, 'db'>,
  teamId: string,
  userId: string,
): MembershipRecord | null {
  const row = teamsDb(deps)
    .prepare('select * from _auth_memberships where team_id = ? and user_id = ?')
    .get(teamId, userId) as MembershipRow | undefined;
  return row ? toMembership(row) : null;
}

/** A membership; confirmed ones join now, invitations keep a hashed secret for the invite link. */
export function insertMembership(
  deps: Pick<ServiceDeps, 'db'>,
  input: { teamId: string; userId: string; roles: string[]; confirm: boolean; secret?: string },
): MembershipRecord {
  if (findMembershipOfUser(deps, input.teamId, input.userId)) throw new AppwriteException('team_invite_already_exists');
  const id = uniqueId();
  const at = nowIso();
  teamsDb(deps)
    .prepare(
      'insert into _auth_memberships (id, team_id, user_id, roles, invited, joined, confirm, secret_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      input.teamId,
      input.userId,
      JSON.stringify(input.roles),
      at,
      input.confirm ? at : '',
      input.confirm ? 1 : 0,
      input.secret ? hashSecret(input.secret) : null,
      at,
      at,
    );
  return findMembership(deps, input.teamId, id)!;
}

export function updateMembership(
  deps: Pick<ServiceDeps, 'db'>,
  membership: MembershipRecord,
  changes: { roles?: string[]; confirm?: boolean },
): MembershipRecord {
  const at = nowIso();
  const confirm = changes.confirm ?? membership.confirm;
  teamsDb(deps)
    // Confirming spends the invitation secret.
    .prepare(
      'update _auth_memberships set roles = ?, confirm = ?, joined = ?, secret_hash = case when ? then null else secret_hash end, updated_at = ? where id = ?',
    )
    .run(
      JSON.stringify(changes.roles ?? membership.roles),
      confirm ? 1 : 0,
      confirm && !membership.confirm ? at : membership.joined,
      confirm ? 1 : 0,
      at,
      membership.id,
    );
  return findMembership(deps, membership.teamId, membership.id)!;
}

/** True when the secret matches the pending invitation. */
export function membershipSecretMatches(deps: Pick<ServiceDeps, 'db'>, membershipId: string, secret: string): boolean {
  const row = teamsDb(deps).prepare('select secret_hash from _auth_memberships where id = ?').get(membershipId) as
    { secret_hash: string | null } | undefined;
  if (!row?.secret_hash) return false;
  const a = Buffer.from(row.secret_hash);
  const b = Buffer.from(hashSecret(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

export function deleteMembership(deps: Pick<ServiceDeps, 'db'>, membershipId: string): void {
  teamsDb(deps).prepare('delete from _auth_memberships where id = ?').run(membershipId);
}

export function listMemberships(
  deps: Pick<ServiceDeps, 'db'>,
  options: { teamId?: string; userId?: string; search?: string; limit: number; offset: number },
): { total: number; memberships: MembershipRecord[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.teamId) {
    where.push('m.team_id = ?');
    values.push(options.teamId);
  }
  if (options.userId) {
    where.push('m.user_id = ?');
    values.push(options.userId);
  }
  if (options.search) {
    where.push("(u.name like ? escape '\\' or u.email like ? escape '\\' or m.user_id like ? escape '\\')");
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like, like);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const db = teamsDb(deps);
  const from = 'from _auth_memberships m join _auth_users u on u.id = m.user_id';
  const total = (db.prepare(`select count(*) as n ${from} ${filter}`).get(...values) as { n: number }).n;
  const rows = db
    .prepare(`select m.* ${from} ${filter} order by m.rowid limit ? offset ?`)
    .all(...values, options.limit, options.offset) as MembershipRow[];
  return { total, memberships: rows.map(toMembership) };
}

export function membershipModel(deps: Pick<ServiceDeps, 'db'>, membership: MembershipRecord): Record<string, unknown> {
  const user = findUser(deps, membership.userId);
  const team = findTeam(deps, membership.teamId);
  return {
    $id: membership.id,
    $createdAt: membership.createdAt,
    $updatedAt: membership.updatedAt,
    userId: membership.userId,
    userName: user?.name ?? '',
    userEmail: user?.email ?? '',
    teamId: membership.teamId,
    teamName: team?.name ?? '',
    invited: membership.invited,
    joined: membership.joined,
    confirm: membership.confirm,
    mfa: user?.mfa ?? false,
    roles: membership.roles,
  };
}

export function getConfirmedMemberships(deps: Pick<ServiceDeps, 'db'>, userId: string): ConfirmedMembership[] {
  const rows = teamsDb(deps)
    .prepare('select id, team_id, roles from _auth_memberships where user_id = ? and confirm = 1 order by rowid')
    .all(userId) as { id: string; team_id: string; roles: string }[];
  return rows.map((r) => ({ teamId: r.team_id, membershipId: r.id, roles: JSON.parse(r.roles) as string[] }));
}
