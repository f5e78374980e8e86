import { AppwriteException, ID } from 'appwrite';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlatforms } from '../../src/http/platforms.ts';
import { openTarget, type Target } from '../conformance/target.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { signUpAndSignIn, type SignedInUser } from '../web-client.ts';

/**
 * Web platforms (http/platforms.ts), Appwrite behaviour: a browser on a site that is not a
 * platform gets no CORS answer, a 403 on writes and a closed realtime socket, and no link or
 * redirect the server sends can point at such a site. The first three describes (redirects,
 * CORS, realtime) also run against a real Appwrite 1.9 (set APPWRITE_ENDPOINT,
 * APPWRITE_PROJECT_ID, APPWRITE_API_KEY as for the conformance suite; the project needs a web
 * platform for `localhost`).
 */
const EVIL = 'https://evil.example';
const PLATFORM_URL = 'http://localhost:3000';
const PASSWORD = 'Quiet-river-42';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let target: Target;
let user: SignedInUser;
beforeAll(async () => {
  target = await openTarget();
  user = await signUpAndSignIn(target, {
    email: `platforms-${run}@example.in`,
    password: PASSWORD,
    name: 'Platform Tester',
  });
}, 60_000);
afterAll(async () => {
  await target?.close();
});

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to be refused');
}

const expectOffPlatform = (err: AppwriteException, param: string): void => {
  expect(err.code).toBe(400);
  expect(err.type).toBe('general_argument_invalid');
  expect(err.message).toContain(`\`${param}\``);
  expect(err.message).toContain('evil.example');
};

describe('redirect and link URLs must be on a web platform', () => {
  it('password recovery to another site is 400 general_argument_invalid; to the shell it is sent', async () => {
    expectOffPlatform(
      await rejection(user.account.createRecovery({ email: user.user.email, url: `${EVIL}/reset` })),
      'url',
    );
    expect((await user.account.createRecovery({ email: user.user.email, url: `${PLATFORM_URL}/reset` })).userId).toBe(
      user.user.$id,
    );
  });

  it('email verification to another site is 400', async () => {
    expectOffPlatform(await rejection(user.account.createEmailVerification({ url: `${EVIL}/verify` })), 'url');
  });

  it('a magic URL to another site is 400', async () => {
    expectOffPlatform(
      await rejection(
        user.account.createMagicURLToken({
          userId: ID.unique(),
          email: `magic-${run}@example.in`,
          url: `${EVIL}/magic`,
        }),
      ),
      'url',
    );
  });

  it('a team invitation to another site is 400', async () => {
    const team = await user.teams.create({ teamId: ID.unique(), name: `Platform team ${run}` });
    expectOffPlatform(
      await rejection(
        user.teams.createMembership({
          teamId: team.$id,
          roles: ['staff'],
          email: `invitee-${run}@example.in`,
          url: `${EVIL}/accept`,
        }),
      ),
      'url',
    );
  });

  it('OAuth2 success and failure URLs on another site are 400 before any redirect', async () => {
    for (const [param, query] of [
      ['success', `success=${encodeURIComponent(EVIL)}&failure=${encodeURIComponent(PLATFORM_URL)}`],
      ['failure', `success=${encodeURIComponent(PLATFORM_URL)}&failure=${encodeURIComponent(EVIL)}`],
    ] as const) {
      const res = await fetch(`${target.endpoint}/account/tokens/oauth2/google?${query}&project=${target.projectId}`, {
        redirect: 'manual',
      });
      expect(res.status, param).toBe(400);
      const body = (await res.json()) as { type: string; message: string };
      expect(body.type).toBe('general_argument_invalid');
      expect(body.message).toContain(`\`${param}\``);
    }
  });
});

describe('CORS answers only web platforms', () => {
  it('another site gets no Access-Control-Allow-Origin for itself, so its page can read nothing; a platform is echoed with credentials', async () => {
    const ok = await fetch(`${target.endpoint}/locale`, {
      headers: { origin: PLATFORM_URL, 'x-appwrite-project': target.projectId },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe(PLATFORM_URL);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    for (const method of ['GET', 'OPTIONS']) {
      const res = await fetch(`${target.endpoint}/locale`, {
        method,
        headers: { origin: EVIL, 'x-appwrite-project': target.projectId, 'access-control-request-method': 'GET' },
      });
      expect(res.headers.get('access-control-allow-origin'), method).not.toBe(EVIL);
      expect(res.headers.get('access-control-allow-origin'), method).not.toBe('*');
    }
  });

  it('a write from another site is 403 general_unknown_origin, before anything else is looked at', async () => {
    const res = await fetch(`${target.endpoint}/account/sessions/email`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json', 'x-appwrite-project': target.projectId },
      body: JSON.stringify({ email: user.user.email, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { type: string }).type).toBe('general_unknown_origin');
  });
});

describe('Realtime answers only web platforms', () => {
  /** The first message the server sends on a realtime socket opened from `origin`. */
  const firstMessage = (origin: string): Promise<{ type: string; data: { code?: number; message?: string } }> =>
    new Promise((resolve, reject) => {
      const url = `${target.endpoint.replace(/^http/, 'ws')}/realtime?project=${target.projectId}&channels[]=account`;
      const socket = new WebSocket(url, { headers: { origin } });
      const timer = setTimeout(() => reject(new Error('no realtime message within 5 s')), 5000);
      socket.once('message', (data) => {
        clearTimeout(timer);
        socket.close();
        resolve(JSON.parse(data.toString()) as { type: string; data: { code?: number; message?: string } });
      });
      socket.once('error', reject);
    });

  it('a socket from another site gets error 1008 "Invalid Origin"; from a platform it connects', async () => {
    const refused = await firstMessage(EVIL);
    expect(refused.type).toBe('error');
    expect(refused.data.code).toBe(1008);
    expect(refused.data.message).toContain('Invalid Origin');
    expect((await firstMessage(PLATFORM_URL)).type).toBe('connected');
  });
});

describe('dev server: origin entries match exactly, hostname entries like Appwrite platforms', () => {
  const PARTNER = 'https://pharmacy-partner.example.in';
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ platforms: ['http://localhost:3000', PARTNER, '*.partners.example.in'] });
  });
  afterAll(async () => {
    await t?.close();
  });
  const allowOrigin = async (origin: string): Promise<string | null> =>
    (await fetch(`${t.endpoint}/locale`, { headers: { origin, 'x-appwrite-project': t.projectId } })).headers.get(
      'access-control-allow-origin',
    );

  it('the shell and a listed widget partner are answered; the same host on another port or scheme is not', async () => {
    expect(await allowOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(await allowOrigin(PARTNER)).toBe(PARTNER);
    expect(await allowOrigin('http://localhost:3999')).toBeNull();
    expect(await allowOrigin('http://pharmacy-partner.example.in')).toBeNull();
    // The server's own origin (consent page, payment sandbox) is always allowed.
    const own = new URL(t.endpoint).origin;
    expect(await allowOrigin(own)).toBe(own);
  });

  it('a wildcard hostname covers its subdomains on any port, not the bare domain or look-alikes', async () => {
    expect(await allowOrigin('https://shop.partners.example.in:8443')).toBe('https://shop.partners.example.in:8443');
    expect(await allowOrigin('https://partners.example.in')).toBeNull();
    expect(await allowOrigin('https://evilpartners.example.in')).toBeNull();
  });

  it('a write from an unlisted origin is 403; with an API key (server-side) it is not refused for its Origin', async () => {
    const refused = await fetch(`${t.endpoint}/teams`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3999',
        'content-type': 'application/json',
        'x-appwrite-project': t.projectId,
      },
      body: JSON.stringify({ teamId: 'unique()', name: 'Guest team' }),
    });
    expect(refused.status).toBe(403);
    const res = await fetch(`${t.endpoint}/teams`, {
      method: 'POST',
      headers: {
        origin: EVIL,
        'content-type': 'application/json',
        'x-appwrite-project': t.projectId,
        'x-appwrite-key': t.apiKey,
      },
      body: JSON.stringify({ teamId: 'unique()', name: 'Key team' }),
    });
    expect(res.status).toBe(201);
  });
});

describe('the platform list from the environment (APPWRITE_DEV_PLATFORMS, WIDGET_PARTNER_ORIGINS)', () => {
  it('keeps origins as origins and hostnames lower-cased, drops duplicates and empty items', () => {
    expect(
      parsePlatforms(
        'http://localhost:3000/, https://Partner.example.in/path ,, Shop.Example.IN *.partners.example.in http://localhost:3000',
      ),
    ).toEqual(['http://localhost:3000', 'https://partner.example.in', 'shop.example.in', '*.partners.example.in']);
    expect(parsePlatforms(undefined)).toEqual([]);
  });

  it('refuses anything that is neither an origin nor a hostname, so a typo cannot open the server up', () => {
    for (const bad of [
      '*',
      'http://',
      'javascript:alert(1)',
      'partner.example.in:8080',
      '*partner.example.in',
      'ftp://files.example.in',
    ]) {
      expect(() => parsePlatforms(bad), bad).toThrow();
    }
  });
});
