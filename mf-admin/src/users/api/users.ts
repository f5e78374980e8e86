// Users for the admin: everything through the admin-users function (the Users API needs a key the
// browser never holds).
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  labels: string[];
  active: boolean;
  registered: string;
  accessedAt: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  mfa: boolean;
}

export interface UserPage {
  users: AdminUser[];
  total: number;
  next: string | null;
}

export interface UserDetail {
  user: AdminUser;
  memberships: { teamId: string; teamName: string; roles: string[]; confirmed: boolean }[];
  sessions: { id: string; createdAt: string; expiresAt: string; provider: string; client: string; ip: string }[];
  orders: {
    total: number;
    rows: { $id: string; $createdAt: string; status: string; total: number; store_name: string }[];
  };
}

export type UserAction = 'block_user' | 'unblock_user' | 'grant_admin' | 'revoke_admin' | 'sign_out_user';

export const listUsers = (search: string, cursor: string | null) =>
  callFunction<UserPage>(FUNCTIONS.adminUsers, { action: 'list_users', search, cursor, limit: 25 });

export const getUser = (userId: string) =>
  callFunction<UserDetail>(FUNCTIONS.adminUsers, { action: 'get_user', user_id: userId });

export const actOnUser = async (action: UserAction, userId: string): Promise<AdminUser> =>
  (await callFunction<{ user: AdminUser }>(FUNCTIONS.adminUsers, { action, user_id: userId })).user;

/** The signed-in admin's id (actions on oneself are not offered). */
export const myUserId = async (): Promise<string> => (await getAppwrite().account.get()).$id;
