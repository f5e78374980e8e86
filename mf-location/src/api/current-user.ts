// Who is signed in on the shell page: the selector shows their saved addresses (read through
// @instamg/shared/api/saved-addresses) or 'Login to save addresses' for a guest.
import { useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { getAppwrite, type AppwriteServices } from '@instamg/shared/appwrite/client';
import { locationKeys } from './keys';

/** The signed-in user, or null for a guest (a 401 is the normal answer then). */
export async function currentUser(appwrite: AppwriteServices): Promise<Models.User | null> {
  try {
    return await appwrite.account.get();
  } catch (error) {
    if ((error as { code?: number }).code === 401) return null;
    throw error;
  }
}

/** The signed-in user, checked each time the popover opens: they may have signed in or out since. */
export function useCurrentUser() {
  return useQuery({
    queryKey: locationKeys.account,
    queryFn: () => currentUser(getAppwrite()),
    retry: false,
    staleTime: 0,
  });
}
