import type { ServiceDeps } from '../deps.ts';
import type { Router } from '../http/router.ts';

/** Appwrite functions service. Endpoints arrive with their owner; see docs in the file once written. */
export function register(_router: Router, _deps: ServiceDeps): void {}
