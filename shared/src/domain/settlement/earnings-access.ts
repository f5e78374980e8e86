// Who sees a store's money (issue 18 §8): earnings and payouts are the owner's and a store admin's
// (team roles), never a manager's, staff's or a pharmacist's. The store_order_earnings rows carry
// the same two roles (`read("team:T/owner")`, `read("team:T/admin")`); the store-earnings function
// and the panel's STORE_ROLE_GRANTS apply this list. Pure.

/** Team roles that read a store's earnings and payouts. */
export const EARNINGS_ROLES = ['owner', 'admin'] as const;

export const EARNINGS_FORBIDDEN_TEXT = 'Only the owner or a store admin can see earnings.';

export function maySeeEarnings(teamRoles: readonly string[]): boolean {
  return teamRoles.some((role) => (EARNINGS_ROLES as readonly string[]).includes(role));
}

/** The row permissions of a store's earnings and payout rows. */
export function earningsReadPermissions(teamId: string): string[] {
  return EARNINGS_ROLES.map((role) => `read("team:${teamId}/${role}")`);
}
