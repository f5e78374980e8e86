// The boundaries eslint.config.js encodes, checked with the real config on small snippets linted as if
// they sat in the repository (ESLint's lintText with a file path; the snippet's imports are real files).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of one rule for `code` linted as the file `filePath` (relative to the repository). */
async function messages(filePath, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('a panel resource is reached only through its api/', () => {
  const file = 'mf-store-panel/src/settings/components/Probe.tsx';

  it("refuses another resource's components/, pages/ and domain/", async () => {
    for (const target of [
      '../../partner-application/components/PremisesStep',
      '../../orders/pages/OrdersPage',
      '../../orders/domain/countdown',
    ]) {
      const found = await messages(
        file,
        `import * as probe from '${target}';\nexport default probe;\n`,
        'import-x/no-restricted-paths',
      );
      expect(found, target).toHaveLength(1);
      expect(found[0]).toMatch(/Reach (partner-application|orders)\/ only through its api\//);
    }
  });

  it("accepts another resource's api/ and the panel-wide folders", async () => {
    const code = [
      "import * as applications from '../../partner-application/api/applications';",
      "import * as upload from '../../components/DocumentUpload';",
      "import * as own from '../domain/settings';",
      'export default [applications, upload, own];',
      '',
    ].join('\n');
    expect(await messages(file, code, 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('refuses it from the panel-wide components/ too, and in mf-admin', async () => {
    const fromComponents = await messages(
      'mf-store-panel/src/components/Probe.tsx',
      "import * as step from '../partner-application/components/PremisesStep';\nexport default step;\n",
      'import-x/no-restricted-paths',
    );
    expect(fromComponents).toHaveLength(1);
    const inAdmin = await messages(
      'mf-admin/src/categories/pages/Probe.tsx',
      "import * as list from '../../catalog/pages/ProductListPage';\nexport default list;\n",
      'import-x/no-restricted-paths',
    );
    expect(inAdmin).toHaveLength(1);
  });

  it('lets the route table in exposes/ import the pages', async () => {
    const found = await messages(
      'mf-store-panel/src/exposes/Probe.tsx',
      "import * as page from '../orders/pages/OrdersPage';\nexport default page;\n",
      'import-x/no-restricted-paths',
    );
    expect(found).toEqual([]);
  });
});

describe('every domain/ folder is pure', () => {
  // Every src/**/domain folder of the repository, found the same way a reader would.
  const domains = execFileSync('git', ['ls-files', '--', '*/domain/*'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((file) => file.match(/^(.*\/src\/(?:.*\/)?domain)\//)?.[1])
    .filter(Boolean);
  const folders = [...new Set(domains)];

  it('finds the domain folders of the apps, the panels’ resources, shared and the seed', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'shared/src/domain',
        'shell/src/domain',
        'mf-admin/src/orders/domain',
        'mf-store-panel/src/settings/domain',
        'appwrite/seed/src/domain',
      ]),
    );
  });

  it.each(folders)('%s refuses React, the SDK and I/O', async (folder) => {
    const file = `${folder}/probe.ts`;
    const imports = await messages(
      file,
      "import { useState } from 'react';\nimport { Client } from 'appwrite';\nexport const probe = [useState, Client];\n",
      'no-restricted-imports',
    );
    expect(imports).toHaveLength(2);
    expect(imports[0]).toMatch(/domain\/ is pure logic/);
    const globals = await messages(file, "export const probe = () => fetch('/x');\n", 'no-restricted-globals');
    expect(globals).toHaveLength(1);
  });

  it('accepts shared domain modules and constants', async () => {
    const code =
      "import { formatINR } from '@instamg/shared/domain/money';\nimport { PRODUCT_NAME } from '@instamg/shared/constants';\nexport const probe = [formatINR, PRODUCT_NAME];\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'mf-admin/src/orders/domain/probe.ts') });
    expect(result.messages).toEqual([]);
  });
});
