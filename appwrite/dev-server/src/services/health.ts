import { APPWRITE_VERSION } from '../errors.ts';
import { json } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import type { ServiceDeps } from '../deps.ts';

/** Health: enough for `npm start` and tests to wait for readiness (`GET /v1/health/version` needs no auth). */
export function register(router: Router, deps: ServiceDeps): void {
  router.get('/v1/health/version', () => json(200, { version: APPWRITE_VERSION }));
  router.get('/v1/health', () => json(200, { name: 'http', ping: 0, status: 'pass' }), { scope: 'health.read' });
  router.get(
    '/v1/health/db',
    () => {
      const started = performance.now();
      deps.db.prepare('select 1').get();
      return json(200, {
        statuses: [{ name: 'database', ping: Math.round(performance.now() - started), status: 'pass' }],
        total: 1,
      });
    },
    { scope: 'health.read' },
  );
}
