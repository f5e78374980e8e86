import { Users, type Client } from 'node-appwrite';

export interface Caller {
  id: string;
  isAdmin: boolean;
  /** Team id → roles in it. */
  teams: Map<string, string[]>;
}

/** Who the caller is on the platform: admin label and store-team memberships (read with the key). */
export async function loadCaller(client: Client, userId: string): Promise<Caller> {
  const users = new Users(client);
  const [user, memberships] = await Promise.all([users.get({ userId }), users.listMemberships({ userId })]);
  const teams = new Map<string, string[]>();
  for (const m of memberships.memberships) if (m.confirm) teams.set(m.teamId, m.roles);
  return { id: userId, isAdmin: user.labels.includes('admin'), teams };
}
