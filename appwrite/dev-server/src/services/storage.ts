import type { ServiceDeps } from '../deps.ts';
import type { Router } from '../http/router.ts';
import { openStorage } from './storage/buckets.ts';
import * as content from './storage/content.ts';
import * as files from './storage/files.ts';

/**
 * Appwrite Storage for the buckets declared in appwrite.json: multipart and chunked uploads,
 * bucket rules, bucket ∪ file permissions, view/download/preview. Buckets themselves are
 * managed in appwrite.json, not through the API.
 */
export function register(router: Router, deps: ServiceDeps): void {
  const storage = openStorage(deps);
  files.register(router, deps, storage);
  content.register(router, deps, storage);
}
