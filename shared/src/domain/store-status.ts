// A store's intake switch (issue 15): open takes new orders; busy and paused take none, from
// checkout or from a re-route. Owner, admin and manager switch it through the store-status
// function; the panel reads the labels. Pure data.

export const STORE_STATUSES = ['open', 'busy', 'paused'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Readonly<Record<StoreStatus, string>> = {
  open: 'Open',
  busy: 'Busy',
  paused: 'Paused',
};

/** The only status in which a store gets new orders. */
export const TAKES_NEW_ORDERS: StoreStatus = 'open';

/** The store team roles that may switch the status (a platform admin may too). */
export const STORE_STATUS_SETTERS = ['owner', 'admin', 'manager'] as const;

export function isStoreStatus(value: unknown): value is StoreStatus {
  return typeof value === 'string' && (STORE_STATUSES as readonly string[]).includes(value);
}

/** Whether team `roles` may switch the store's status. */
export function maySetStoreStatus(roles: readonly string[]): boolean {
  return roles.some((role) => (STORE_STATUS_SETTERS as readonly string[]).includes(role));
}
