// The origin path travels with the redirect to /auth as ?from=… (SPEC §2 "Route guard"), and
// survives the Google round trip because the OAuth success URL carries it too.
import { ROUTES } from '@instamg/shared/constants';
import { pathAfterSignIn } from './route-guard';

export const RETURN_PARAM = 'from';

/** '/auth?from=%2Fcheckout' for a visitor stopped at /checkout. */
export function signInPathFor(originPath: string, redirectTo: string = ROUTES.auth): string {
  const [pathname, query = ''] = redirectTo.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_PARAM, originPath);
  return `${pathname}?${params.toString()}`;
}

/** Where to go after sign-in, from the auth page's query string ('/' without a safe one). */
export function returnPathFrom(search: string): string {
  return pathAfterSignIn(new URLSearchParams(search).get(RETURN_PARAM));
}
