import { readFileSync } from 'node:fs';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { SINGLETON_PACKAGES } from '../../shared/src/mf/shared-deps';
import { INSTAMG_COLORS } from '../../shared/src/theme';

// One React, one of every shared singleton, on a route that loads two remotes: /product/:id is
// mf_catalog's page and every page shows mf_location's delivery selector (research/mfe.md §5.2).

const reactVersion: string = JSON.parse(
  readFileSync(new URL('../../node_modules/react/package.json', import.meta.url), 'utf8'),
).version;

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>>>;

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeEach(async ({ page }) => {
  // Every react-dom copy registers with the DevTools hook: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
});

test('a page with two remotes runs exactly one React renderer and one version of each singleton', async ({ page }) => {
  await page.goto('/product/dolo-650-tablet');
  await expect(page.locator('main [data-boundary="mf-catalog"]').first()).toBeVisible(REMOTE_READY);
  await expect(page.locator('[data-slot="delivery-selector"] [data-boundary="mf-location"]').first()).toBeVisible(
    REMOTE_READY,
  );

  const rendererVersions = await page.evaluate(() => {
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((renderer) => renderer.version);
  });
  expect(rendererVersions).toEqual([reactVersion]);

  // MF records a remote's use of a shared module when the remote first asks for it, which can be
  // a moment after its root is on screen: wait for both remotes to be recorded before reading.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const federation = (
            globalThis as unknown as {
              __FEDERATION__?: {
                __SHARE__: Record<string, Record<string, Record<string, Record<string, { useIn?: string[] }>>>>;
              };
            }
          ).__FEDERATION__;
          const shell = Object.entries(federation?.__SHARE__ ?? {}).find(([key]) => key.startsWith('shell:'))?.[1];
          return Object.values(shell?.default?.['react/jsx-runtime'] ?? {})[0]?.useIn ?? [];
        }),
      REMOTE_READY,
    )
    .toEqual(expect.arrayContaining(['shell', 'mf_catalog', 'mf_location']));

  const scopes = (await page.evaluate(() => {
    const federation = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, unknown>> } }
    ).__FEDERATION__;
    const result: Record<string, unknown> = {};
    for (const [instance, scopeMap] of Object.entries(federation?.__SHARE__ ?? {})) {
      const packages: Record<string, Record<string, unknown>> = {};
      for (const [name, versions] of Object.entries(
        (scopeMap.default ?? {}) as Record<string, Record<string, ShareEntry>>,
      )) {
        packages[name] = Object.fromEntries(
          Object.entries(versions).map(([version, entry]) => [
            version,
            { from: entry.from, loaded: entry.loaded, useIn: entry.useIn },
          ]),
        );
      }
      result[instance] = packages;
    }
    return result;
  })) as ShareScopes;

  const instances = Object.keys(scopes);
  expect(instances.some((key) => key.startsWith('shell:'))).toBe(true);
  const shellScope = scopes[instances.find((key) => key.startsWith('shell:'))!]!;

  for (const [instance, packages] of Object.entries(scopes)) {
    for (const [name, versions] of Object.entries(packages)) {
      expect(Object.keys(versions), `${instance}: ${name} must have exactly one version`).toHaveLength(1);
    }
  }
  // The shell provides every singleton it uses; both remotes run on the shell's copies.
  for (const name of SINGLETON_PACKAGES.filter((key) => key !== '@instamg/shared')) {
    const versions = shellScope[name];
    expect(versions, `${name} is in the shell's share scope`).toBeDefined();
    const [entry] = Object.values(versions!);
    expect(entry!.from, `${name} comes from the shell`).toBe('shell');
  }
  for (const name of ['react/jsx-runtime', '@instamg/shared/mui', '@instamg/shared/router']) {
    const [entry] = Object.values(shellScope[name]!);
    expect(entry!.useIn).toEqual(expect.arrayContaining(['shell', 'mf_catalog', 'mf_location']));
  }
  // Issue 37: one i18n layer (one locale context, one copy of intl-messageformat), the shell's.
  const [i18n] = Object.values(shellScope['@instamg/shared/i18n'] ?? {});
  expect(i18n?.from, 'the i18n module comes from the shell').toBe('shell');
  expect(i18n!.useIn).toEqual(expect.arrayContaining(['shell', 'mf_catalog']));
});

test("remotes render with the shell's theme and follow the shell's router", async ({ page }) => {
  await page.goto('/product/dolo-650-tablet');
  const catalog = page.locator('main [data-boundary="mf-catalog"]').first();
  const location = page.locator('[data-slot="delivery-selector"] [data-boundary="mf-location"]').first();
  await expect(catalog).toBeVisible(REMOTE_READY);
  await expect(location).toBeVisible(REMOTE_READY);

  // Each remote root takes its text colour from the theme; a remote with its own MUI/emotion
  // copy would fall back to MUI's default rgba(0, 0, 0, 0.87) instead of instamg's text colour.
  await expect(catalog).toHaveCSS('color', hexToRgb(INSTAMG_COLORS.text));
  await expect(location).toHaveCSS('color', hexToRgb(INSTAMG_COLORS.text));

  // A client-side navigation by the shell re-renders the remote for the new route, no reload.
  const productPage = await catalog.innerHTML();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'instamg home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(catalog).toBeVisible();
  await expect.poll(() => catalog.innerHTML()).not.toBe(productPage);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
