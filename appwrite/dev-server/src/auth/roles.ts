import type { ServiceDeps } from '../deps.ts';
import { getConfirmedMemberships } from '../services/teams/store.ts';
import { getUserAuth } from './store/users.ts';
import type { AuthUser } from './types.ts';

export interface ConfirmedMembership {
  teamId: string;
  membershipId: string;
  roles: string[];
}

/**
 * The roles a signed-in user holds (Appwrite's User::getRoles): used for permission checks and
 * for deciding which roles a client may grant on rows it creates. `any` is implicit everywhere.
 */
export function rolesForUser(user: AuthUser, memberships: ConfirmedMembership[]): string[] {
  const verified = user.emailVerification || user.phoneVerification;
  const roles = [
    'any',
    'users',
    `user:${user.id}`,
    verified ? 'users/verified' : 'users/unverified',
    `user:${user.id}/${verified ? 'verified' : 'unverified'}`,
  ];
  for (const m of memberships) {
    roles.push(`team:${m.teamId}`, `member:${m.membershipId}`);
    for (const role of m.roles) roles.push(`team:${m.teamId}/${role}`);
  }
  for (const label of user.labels) roles.push(`label:${label}`);
  return roles;
}

export const GUEST_ROLES = ['any', 'guests'];

/** Roles of a user for permission checks (empty when the user does not exist). */
export function rolesForUserId(deps: Pick<ServiceDeps, 'db'>, userId: string): string[] {
  const user = getUserAuth(deps, userId);
  return user ? rolesForUser(user, getConfirmedMemberships(deps, userId)) : [];
}
