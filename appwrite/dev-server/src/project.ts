import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_KEY_SCOPES } from './auth/scopes.ts';

export interface ApiKey {
  id: string;
  name: string;
  secret: string;
  scopes: string[];
}

export interface Project {
  id: string;
  name: string;
  /** Signs session JWTs, OAuth token secrets and dynamic function keys. Never leaves the server. */
  jwtSecret: string;
  apiKeys: ApiKey[];
}

/**
 * The project lives in `<dataDir>/project.json`, created on first start with one server API key
 * that holds every scope (what the seed and the integration tests use). Git-ignored with the
 * rest of the data directory.
 */
export function loadOrCreateProject(dataDir: string, projectId: string): Project {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'project.json');
  if (existsSync(file)) {
    const project = JSON.parse(readFileSync(file, 'utf8')) as Project;
    if (project.id === projectId) return project;
  }
  const project: Project = {
    id: projectId,
    name: 'instamg (dev server)',
    jwtSecret: randomBytes(32).toString('hex'),
    apiKeys: [
      {
        id: 'dev-server-key',
        name: 'Dev server key (seed and tests)',
        secret: `standard_${randomBytes(64).toString('hex')}`,
        scopes: [...ALL_KEY_SCOPES],
      },
    ],
  };
  writeFileSync(file, JSON.stringify(project, null, 2), { mode: 0o600 });
  return project;
}
