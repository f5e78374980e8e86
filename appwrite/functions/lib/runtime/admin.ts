import { Users, type Client } from 'node-appwrite';
import { ADMIN_LABEL } from '@instamg/shared/domain/roles';
import { fail } from './errors.ts';

/**
 * The caller's labels decide (Appwrite sets x-appwrite-user-id; the label is read fresh, so a
 * revoked admin is refused at once). A non-admin gets 401 `admin_required`, as a table write
 * without `label:admin` answers 401. Needs the function scope `users.read`.
 */
export async function requireAdmin(client: Client, userId: string): Promise<void> {
  const user = await new Users(client).get({ userId });
  if (!user.labels.includes(ADMIN_LABEL)) throw fail('admin_required');
}
