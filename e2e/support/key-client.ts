/**
 * The one node-appwrite client with the e2e backend's API key, for specs that write rows only a
 * key may write (fixtures) or read what the browser cannot. The project (id and key) is the one
 * the dev server wrote into its data dir; playwright.config.ts sets APPWRITE_ENDPOINT and
 * E2E_DATA_DIR. A spec with a dev server of its own passes that server's endpoint and data dir.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'node-appwrite';

export interface KeyClientTarget {
  endpoint?: string;
  dataDir?: string;
}

interface ProjectFile {
  id: string;
  apiKeys: Array<{ secret: string }>;
}

function projectFile(dataDir = process.env.E2E_DATA_DIR): ProjectFile {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through e2e/playwright.config.ts');
  return JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8')) as ProjectFile;
}

/** The e2e backend's project id. */
export const e2eProjectId = (dataDir?: string): string => projectFile(dataDir).id;

export function keyClient({ endpoint = process.env.APPWRITE_ENDPOINT, dataDir }: KeyClientTarget = {}): Client {
  if (!endpoint) throw new Error('APPWRITE_ENDPOINT is not set; run through e2e/playwright.config.ts');
  const project = projectFile(dataDir);
  const key = project.apiKeys[0]?.secret;
  if (!key) throw new Error(`the e2e project ${project.id} has no API key`);
  return new Client().setEndpoint(endpoint).setProject(project.id).setKey(key);
}
