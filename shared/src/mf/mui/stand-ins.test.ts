import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as mui from '@instamg/shared/mui';
import * as svgIconPath from '@mui/material/SvgIcon';
import * as svgIconStandIn from './svg-icon';
import { MUI_PATH_ALIASES } from '../mui-path-aliases';

const require = createRequire(import.meta.url);

// The test runner does not apply the build aliases, so the path import above is the real module
// the stand-in replaces in the bundles.
describe("the '@mui/material/SvgIcon' stand-in", () => {
  it('offers what @mui/icons-material imports from that path', () => {
    const iconFactory = readFileSync(
      require.resolve('@mui/icons-material/utils/createSvgIcon').replace(/\.js$/, '.mjs'),
      'utf8',
    );
    const imported = [...iconFactory.matchAll(/\{([^}]*)\}\s*from\s*['"]@mui\/material\/SvgIcon['"]/g)]
      .flatMap(([, names]) => names!.split(','))
      .map((name) => name.trim().split(/\s+as\s+/)[0]);
    expect(imported).toEqual(['createSvgIcon']);
    for (const name of imported) expect(svgIconStandIn, name).toHaveProperty(name!);
  });

  it("takes it from the shared MUI module, the same function as MUI's own", () => {
    expect(svgIconStandIn.createSvgIcon).toBe(mui.createSvgIcon);
    expect(svgIconStandIn.createSvgIcon).toBe(svgIconPath.createSvgIcon);
  });
});

describe('MUI_PATH_ALIASES', () => {
  it('points the exact path request at its stand-in', () => {
    expect(MUI_PATH_ALIASES['@mui/material/SvgIcon$']).toMatch(/shared\/src\/mf\/mui\/svg-icon\.ts$/);
  });
});
