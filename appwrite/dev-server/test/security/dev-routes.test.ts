import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRoutesAllowed, googleStandInAllowed, isLoopback } from '../../src/dev-routes.ts';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * The mail outbox (every sign-in code and reset link), the consent page that stands in for
 * Google (signs in as any account) and the payment and payout sandboxes' routes exist only when
 * explicitly enabled, and never on a non-loopback address unless forced.
 */
describe('with dev routes off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ devRoutes: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['GET', '/dev/outbox'],
    ['GET', '/dev/outbox.html'],
    ['GET', '/dev/oauth2/google?state=x'],
    ['POST', '/dev/oauth2/google'],
    ['GET', '/dev/payments/checkout?payment_session_id=x'],
    ['POST', '/dev/payments/checkout'],
    ['POST', '/dev/payments/orders'],
    ['GET', '/dev/payments/credentials'],
    ['GET', '/dev/payouts/credentials'],
    ['POST', '/dev/payouts/payout/transfers'],
    ['GET', '/dev/payouts/payout/transfers?transfer_id=x'],
    ['POST', '/dev/payouts/payout/beneficiary'],
    ['POST', '/dev/payouts/transfers/x/reverse'],
  ])('%s %s is 404 general_route_not_found', async (method, path) => {
    const res = await fetch(`${t.endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-appwrite-key': t.apiKey },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { type: string }).type).toBe('general_route_not_found');
  });

  it('OAuth2 without a Google client is 412 project_provider_disabled instead of a redirect to a missing consent page', async () => {
    const res = await fetch(`${t.endpoint}/account/tokens/oauth2/google?project=${t.projectId}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(412);
    expect(((await res.json()) as { type: string }).type).toBe('project_provider_disabled');
  });
});

// With them on (every other test file: the harness enables them) the outbox and consent page are
// exercised by the account, conformance and e2e suites.
describe('who may turn them on (main.ts)', () => {
  const warnings: string[] = [];
  const warn = (message: string): void => void warnings.push(message);

  it('off unless APPWRITE_DEV_ROUTES=enabled', () => {
    expect(devRoutesAllowed('127.0.0.1', {}, warn)).toBe(false);
    expect(devRoutesAllowed('127.0.0.1', { APPWRITE_DEV_ROUTES: '1' }, warn)).toBe(false);
    expect(devRoutesAllowed('127.0.0.1', { APPWRITE_DEV_ROUTES: 'enabled' }, warn)).toBe(true);
  });

  it('on a non-loopback address only when forced, and then with a loud warning', () => {
    warnings.length = 0;
    expect(devRoutesAllowed('0.0.0.0', { APPWRITE_DEV_ROUTES: 'enabled' }, warn)).toBe(false);
    expect(warnings.join('\n')).toMatch(/stay OFF/);
    warnings.length = 0;
    expect(devRoutesAllowed('0.0.0.0', { APPWRITE_DEV_ROUTES: 'enabled', APPWRITE_DEV_ROUTES_FORCE: '1' }, warn)).toBe(
      true,
    );
    expect(warnings.join('\n')).toMatch(/WARNING/);
  });

  it('loopback means 127.0.0.0/8, ::1 and localhost', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.in', '127.0.0.1.example.in'].some(isLoopback)).toBe(
      false,
    );
  });
});

describe('the dev "Google" stand-in (signs in as any typed e-mail)', () => {
  it('is never on in a production build or on a non-loopback bind, even when dev routes are forced on', () => {
    expect(googleStandInAllowed({ devRoutes: true, host: '127.0.0.1' }, { NODE_ENV: 'development' })).toBe(true);
    expect(googleStandInAllowed({ devRoutes: false, host: '127.0.0.1' }, {})).toBe(false);
    expect(googleStandInAllowed({ devRoutes: true, host: '0.0.0.0' }, { APPWRITE_DEV_ROUTES_FORCE: '1' })).toBe(false);
    expect(googleStandInAllowed({ devRoutes: true, host: '192.168.1.5' }, {})).toBe(false);
    expect(() => googleStandInAllowed({ devRoutes: true, host: '127.0.0.1' }, { NODE_ENV: 'production' })).toThrow(
      /production/,
    );
  });

  it('a dev server with dev routes on refuses to start in a production build', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startTestServer()).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  describe('on a running (loopback) dev server', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses the consent page to a request addressed to another host name (DNS rebinding)', async () => {
      const { request } = await import('node:http');
      const url = new URL(`${t.endpoint}/dev/oauth2/google?state=x`);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host: 'evil.example.in' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(401);
      expect((JSON.parse(answer.body) as { type: string }).type).toBe('general_access_forbidden');
    });
  });
});
