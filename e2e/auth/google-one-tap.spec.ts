// Journey: Google One Tap with a configured Google client id. Only Google is faked: the GSI
// script (routed) shows a prompt and hands the page an ID token signed by a key generated here,
// whose public half a local JWKS serves. The google-one-tap function, the user it creates, the
// session, the toast and the landing path are all real.
//
// The function needs GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL, which the shared e2e backend does not
// set, so this spec runs its own dev server with those variables and points the shell at it
// through the runtime config.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { Query, Users } from 'node-appwrite';
import {
  createSigningKey,
  googleClaims,
  serveJwks,
  signIdToken,
  type JwksServer,
  type TestSigningKey,
} from '../../appwrite/functions/google-one-tap/test/test-google';
import { expect, test } from '../support/fixtures';
import { PAGE_LOAD, uniqueEmail } from './auth-helpers';
import { keyClient } from '../support/key-client';

const CLIENT_ID = '900000000001-e2e-one-tap.apps.googleusercontent.com';
const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

let google: TestSigningKey;
let jwks: JwksServer;
let backend: ChildProcess | undefined;
let endpoint: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function waitForBackend(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The One Tap dev server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The One Tap dev server did not answer ${url} within 90 s`);
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  google = createSigningKey('e2e-google-key');
  jwks = await serveJwks([google]);
  const port = await freePort();
  endpoint = `http://localhost:${port}/v1`;
  dataDir = mkdtempSync(join(tmpdir(), 'instamg-one-tap-e2e-'));
  // No GOOGLE_CLIENT_SECRET in its environment: the OAuth button keeps using the local consent page.
  const { GOOGLE_CLIENT_ID: _id, GOOGLE_CLIENT_SECRET: _secret, ...env } = process.env;
  backend = spawn(
    resolve(repoRoot, 'node_modules/.bin/tsx'),
    [
      'appwrite/dev-server/src/main.ts',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--var',
      `GOOGLE_CLIENT_ID=${CLIENT_ID}`,
      '--var',
      `GOOGLE_JWKS_URL=${jwks.url}`,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        APPWRITE_DEV_PUBLIC_ENDPOINT: endpoint,
        // The shell is served from another localhost port: a web platform, as npm start lists it.
        APPWRITE_DEV_PLATFORMS: 'localhost',
      },
    },
  );
  await waitForBackend(backend, `${endpoint}/health/version`);
});

test.afterAll(async () => {
  if (backend && backend.exitCode === null) {
    const exited = new Promise((done) => backend!.once('exit', done));
    backend.kill('SIGTERM');
    await exited;
  }
  await jwks?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The deployment's runtime config, with this spec's backend and a Google client id. */
async function configureShell(page: Page): Promise<void> {
  await page.route('**/runtime-config.js', async (route) => {
    const original = await (await route.fetch()).text();
    const override = `Object.assign(globalThis.__INSTAMG_CONFIG__, { googleClientId: ${JSON.stringify(CLIENT_ID)} });
globalThis.__INSTAMG_CONFIG__.appwrite = { ...globalThis.__INSTAMG_CONFIG__.appwrite, endpoint: ${JSON.stringify(endpoint)} };`;
    await route.fulfill({ contentType: 'text/javascript', body: `${original}\n${override}\n` });
  });
}

/**
 * Stands in for accounts.google.com/gsi/client: `prompt()` shows a One Tap-like card whose
 * button hands `credential` to the callback the page registered, as Google does.
 */
async function fakeGoogleIdentity(page: Page, email: string, credential: string): Promise<void> {
  const script = `(() => {
  let config = null;
  window.google = { accounts: { id: {
    initialize(c) { config = c; window.__oneTapClientId = c.client_id; },
    prompt() {
      if (document.getElementById('fake-one-tap')) return;
      const card = document.createElement('div');
      card.id = 'fake-one-tap';
      card.setAttribute('role', 'dialog');
      card.setAttribute('aria-label', 'Sign in with Google');
      card.style.cssText = 'position:fixed;top:8px;right:8px;z-index:100000;background:#fff;border:1px solid #888;padding:12px';
      const button = document.createElement('button');
      button.textContent = 'Continue as ' + ${JSON.stringify(email)};
      button.onclick = () => { card.remove(); config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'user' }); };
      card.append(button);
      document.body.append(card);
    },
    cancel() { document.getElementById('fake-one-tap')?.remove(); },
  } } };
})();`;
  await page.route(GSI_CLIENT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
}

function adminUsers(): Users {
  return new Users(keyClient({ endpoint, dataDir }));
}

test('One Tap → the function signs up the Google user → welcome toast, back on the remembered path', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('onetap');
  await configureShell(page);
  await fakeGoogleIdentity(page, email, signIdToken(google, googleClaims(CLIENT_ID, email, { name: 'Tap Person' })));

  await page.goto(`/auth?from=${encodeURIComponent('/profile')}`);
  const prompt = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(prompt).toBeVisible(PAGE_LOAD);
  expect(await page.evaluate(() => (window as { __oneTapClientId?: string }).__oneTapClientId)).toBe(CLIENT_ID);
  // One Tap comes in addition to the normal Google button.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  await prompt.getByRole('button', { name: `Continue as ${email}` }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Welcome to instamg!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'Account of Tap Person' })).toBeVisible();

  // The account exists on the server with Google's verified e-mail and no role of any kind.
  const { users } = await adminUsers().list({ queries: [Query.equal('email', email)] });
  expect(users).toHaveLength(1);
  expect(users[0]).toMatchObject({ name: 'Tap Person', emailVerification: true, labels: [] });
});

test("a credential the function rejects shows 'Google Sign In Failed' with its reason and signs nobody in", async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('onetap-forged');
  const forger = createSigningKey(google.kid);
  await configureShell(page);
  await fakeGoogleIdentity(page, email, signIdToken(forger, googleClaims(CLIENT_ID, email)));

  await page.goto('/auth');
  const prompt = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(prompt).toBeVisible(PAGE_LOAD);
  await prompt.getByRole('button', { name: `Continue as ${email}` }).click();

  await expect(page.getByText('Google Sign In Failed')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('The Google credential has an invalid signature.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect((await adminUsers().list({ queries: [Query.equal('email', email)] })).users).toHaveLength(0);
});
