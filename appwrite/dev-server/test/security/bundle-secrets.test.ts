import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtBundles, knownSecrets, scanText } from './bundle-scan.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const bundles = builtBundles(repoRoot);

describe('bundle secret scanner', () => {
  it('flags API keys, the key header, setKey and known secret values, without echoing the secret', () => {
    const key = `standard_${'ab12'.repeat(32)}`;
    const findings = scanText('x.js', `const k="${key}";h["X-Appwrite-Key"]=k;c.setKey(k);p="hunter2-demo!"`, [
      'hunter2-demo!',
    ]);
    expect(findings.map((f) => f.what)).toEqual([
      'Appwrite API key (standard_…)',
      'X-Appwrite-Key header',
      'server SDK setKey(',
      'a known secret value (13 chars)',
    ]);
    expect(findings[3]!.excerpt).not.toContain('hunter2-demo!');
  });
  it('passes an ordinary web-SDK bundle', () => {
    expect(
      scanText('ok.js', 'client.setEndpoint(e).setProject("instamg"); headers["X-Appwrite-Project"]=p;', [
        'not-here-secret',
      ]),
    ).toEqual([]);
  });
});

describe('built front-end bundles', () => {
  // `npm test` builds before running Vitest; without bundles there is nothing to scan, which must
  // not pass as "no secret found".
  it('exist to be scanned (run `npm run build` first)', () => {
    expect(bundles.length, 'no built bundles (*/dist/**/*.js): run `npm run build`').toBeGreaterThan(0);
  });
  it(`no API key or secret in any of the ${bundles.length} built bundle files`, () => {
    const secrets = knownSecrets(repoRoot);
    const findings = bundles.flatMap((file) => scanText(file, readFileSync(resolve(repoRoot, file), 'utf8'), secrets));
    expect(findings).toEqual([]);
  });
});
