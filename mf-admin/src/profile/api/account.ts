// The signed-in admin's own account, through the Account API with their session (no function:
// a user may change only their own name and password; the current password is required).
import type { Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';

export type AdminAccount = Models.User<Models.Preferences>;

export const fetchAccount = (): Promise<AdminAccount> => getAppwrite().account.get();

export const updateName = (name: string): Promise<AdminAccount> => getAppwrite().account.updateName({ name });

export const updatePassword = (password: string, oldPassword: string): Promise<AdminAccount> =>
  getAppwrite().account.updatePassword({ password, oldPassword });
