/**
 * Helpers of the MF failure-scenario specs (e2e/mf/*-*.spec.ts): where a remote renders, its
 * fallback, and which of its files a built exposed module needs (read from its mf-manifest.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES, type RemoteName } from './apps';
import { REPO_ROOT } from './deploy';

export const remoteRoot = (page: Page, remote: RemoteName) =>
  page.locator(`main [data-boundary="${REMOTES[remote].packageDir}"]`).first();

export const pageFallback = (page: Page, remote: RemoteName) =>
  page.locator(`main [data-testid="remote-unavailable"][data-remote="${remote}"]`);

export const deliverySelectorSlot = (page: Page) => page.locator('[data-slot="delivery-selector"]').first();

export const logo = (page: Page) => page.getByRole('link', { name: 'instamg home' }).first();

/** The footer's 'Find Stores' link: a client-side move to /stores, the page (and its circuit breaker) stays. */
export const findStoresLink = (page: Page) => page.locator('footer').getByRole('link', { name: 'Find Stores' });

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] } };
}

/**
 * The chunk that holds only this exposed module (`__federation_expose_<Name>.<hash>.js`) in the
 * remote's live build: missing, the module cannot load while the rest of the remote can.
 */
export function exposedModuleChunk(remote: RemoteName, expose: string): string {
  const manifestPath = join(REPO_ROOT, REMOTES[remote].packageDir, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exposes: ManifestExpose[] };
  const entry = manifest.exposes.find((candidate) => candidate.name === expose);
  const chunk = entry?.assets.js.sync.find((file) => file.includes(`__federation_expose_${expose}`));
  if (!chunk) throw new Error(`${remote}'s mf-manifest.json names no chunk for the exposed module ${expose}`);
  return chunk;
}
