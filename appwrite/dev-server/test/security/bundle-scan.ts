import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What must never reach a browser bundle: an Appwrite API key (any `standard_…` secret, or this
 * machine's actual dev key and demo credentials), or code that would send one.
 */
export const FORBIDDEN_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'Appwrite API key (standard_…)', pattern: /standard_[0-9a-f]{32,}/i },
  { name: 'X-Appwrite-Key header', pattern: /x-appwrite-key/i },
  { name: 'server SDK setKey(', pattern: /\.setKey\(/ },
];

export interface Finding {
  file: string;
  what: string;
  excerpt: string;
}

/** Findings in one bundle's text; `secrets` are literal values (dev API keys, demo passwords). */
export function scanText(file: string, text: string, secrets: string[]): Finding[] {
  const out: Finding[] = [];
  const excerpt = (index: number): string => text.slice(Math.max(0, index - 30), index + 50).replace(/\s+/g, ' ');
  for (const { name, pattern } of FORBIDDEN_PATTERNS) {
    const m = pattern.exec(text);
    if (m) out.push({ file, what: name, excerpt: excerpt(m.index) });
  }
  for (const secret of secrets) {
    const i = text.indexOf(secret);
    // Never print the secret itself.
    if (i >= 0)
      out.push({
        file,
        what: `a known secret value (${secret.length} chars)`,
        excerpt: excerpt(i).replace(secret, '<secret>'),
      });
  }
  return out;
}

/** `<repo>/*\/dist/**\/*.{js,mjs}`: every built front-end bundle. */
export function builtBundles(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js)$/.test(name)) files.push(path);
    }
  };
  for (const pkg of readdirSync(repoRoot)) {
    if (pkg === 'node_modules' || pkg.startsWith('.')) continue;
    const dist = join(repoRoot, pkg, 'dist');
    if (existsSync(dist) && statSync(dist).isDirectory()) walk(dist);
  }
  return files.map((f) => relative(repoRoot, f));
}

/** Secret values present on this machine: dev-server API keys and the seed's demo credentials. */
export function knownSecrets(repoRoot: string): string[] {
  const secrets = new Set<string>();
  const collect = (value: unknown, keyName = ''): void => {
    if (typeof value === 'string') {
      if (value.length >= 8 && /secret|password|key|jwt/i.test(keyName)) secrets.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, keyName));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  const candidates = [join(repoRoot, 'appwrite/.credentials.json')];
  const dataDir = join(repoRoot, '.data');
  if (existsSync(dataDir)) for (const d of readdirSync(dataDir)) candidates.push(join(dataDir, d, 'project.json'));
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    try {
      collect(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // An unreadable file holds nothing we can look for.
    }
  }
  return [...secrets];
}
