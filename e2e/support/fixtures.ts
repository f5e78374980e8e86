/**
 * Test fixture every browser spec should import instead of @playwright/test: it fails the test
 * on any uncaught page error, and on console messages that mean the federation itself is broken
 * (a second React or emotion, an invalid hook call, any MF runtime error code).
 *
 *   import { expect, test } from '../support/fixtures';
 *
 * A spec that breaks something on purpose (e.g. aborts a remote) declares exactly which
 * messages it expects: `test.use({ expectedConsoleErrors: [/RUNTIME-003.*mf_catalog/s] })`.
 */
import { expect, test as base } from '@playwright/test';

export const FEDERATION_FAILURE =
  /Invalid hook call|more than one copy of React|RUNTIME-\d+|You are loading @emotion\/react when it is already loaded/;

export interface FederationGuardOptions {
  /** Console messages matching FEDERATION_FAILURE that this test provokes on purpose. */
  expectedConsoleErrors: RegExp[];
}

export const test = base.extend<FederationGuardOptions & { federationGuard: void }>({
  expectedConsoleErrors: [[], { option: true }],
  federationGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (!FEDERATION_FAILURE.test(text)) return;
        if (expectedConsoleErrors.some((expected) => expected.test(text))) return;
        problems.push(`console.${message.type()}: ${text}`);
      });
      await use();
      expect(problems, 'no page errors and no federation errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
