// Security journey: a sign-up that claims role admin — tampered into the UI's own request, or
// sent straight to the endpoint as the web SDK would — ends as a plain customer: no admin or
// store access in the UI, no label and no store_admins row on the server.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  ACCESS_DENIED_ROLE,
  ACCESS_DENIED_STORE,
  APPWRITE_ENDPOINT,
  newAccount,
  seedCredentials,
  signIn,
  signUpThroughUi,
} from './auth-helpers';

/** What the server says about the signed-in user, asked from the page with its own session. */
async function serverView(page: Page) {
  const { projectId } = seedCredentials();
  return page.evaluate(
    async ({ endpoint, project }) => {
      const headers: Record<string, string> = { 'X-Appwrite-Project': project };
      // The SDK echoes the session it stored (cross-site localhost) in this header.
      const fallback = window.localStorage.getItem('cookieFallback');
      if (fallback) headers['X-Fallback-Cookies'] = fallback;
      const get = async (path: string) => {
        const response = await fetch(`${endpoint}${path}`, { headers, credentials: 'include' });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const account = await get('/account');
      const userId = String(account.body.$id);
      const query = encodeURIComponent(JSON.stringify({ method: 'equal', attribute: 'user_id', values: [userId] }));
      const storeAdmins = await get(`/tablesdb/instamg/tables/store_admins/rows?queries[0]=${query}`);
      return { account, storeAdmins };
    },
    { endpoint: APPWRITE_ENDPOINT(), project: projectId },
  );
}

async function expectPlainCustomer(page: Page) {
  const { account, storeAdmins } = await serverView(page);
  expect(account.status).toBe(200);
  expect(account.body.labels).toEqual([]);
  expect(storeAdmins.status).toBe(200);
  expect(storeAdmins.body.total).toBe(0);

  await page.goto('/admin/dashboard');
  await expect(page.getByText(ACCESS_DENIED_ROLE)).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/store/dashboard');
  await expect(page.getByText(ACCESS_DENIED_STORE)).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

test('role admin injected into the sign-up request of the UI grants nothing', async ({ page }) => {
  test.slow();
  // Rewrite the page's own POST /account and prefs update to claim admin everywhere a client could.
  await page.route('**/v1/account', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = {
      ...(request.postDataJSON() as Record<string, unknown>),
      role: 'admin',
      labels: ['admin'],
      prefs: { role: 'admin' },
    };
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.route('**/v1/account/prefs', async (route) => {
    const request = route.request();
    const body = request.postDataJSON() as { prefs: Record<string, unknown> };
    return route.continue({ postData: JSON.stringify({ prefs: { ...body.prefs, role: 'admin' } }) });
  });
  const account = newAccount('claims-admin-ui');
  await signUpThroughUi(page, account);
  await expect(page.getByText('Welcome to instamg!')).toBeVisible();
  await page.unrouteAll();

  await expectPlainCustomer(page);
});

test('role admin sent straight to the sign-up endpoint, as the SDK would, grants nothing', async ({ page }) => {
  test.slow();
  const account = newAccount('claims-admin-sdk');
  const { projectId } = seedCredentials();
  await page.goto('/');
  // The same request the web SDK's account.create() makes, with extra claims in the body.
  const created = await page.evaluate(
    async ({ endpoint, project, email, password }) => {
      const response = await fetch(`${endpoint}/account`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          'X-Appwrite-Project': project,
          'x-sdk-name': 'Web',
          'x-sdk-platform': 'client',
        },
        body: JSON.stringify({
          userId: 'unique()',
          email,
          password,
          name: 'Claims Admin',
          role: 'admin',
          labels: ['admin'],
          prefs: { role: 'admin' },
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { endpoint: APPWRITE_ENDPOINT(), project: projectId, email: account.email, password: account.password },
  );
  // Appwrite reads only userId, email, password and name; the claims are ignored.
  expect(created.status).toBe(201);
  expect(created.body.labels).toEqual([]);
  await signIn(page, account);
  await expectPlainCustomer(page);
});
