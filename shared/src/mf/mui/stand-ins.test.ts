import { describe, expect, it } from 'vitest';
import * as material from '@mui/material';
import * as svgIconPath from '@mui/material/SvgIcon';
import * as stylesPath from '@mui/material/styles';
import * as svgIconStandIn from './svg-icon';
import * as stylesStandIn from './styles';
import { MUI_PATH_ALIASES } from '../mui-path-aliases';

// The test runner does not apply the build aliases, so the path imports above are the real
// modules the stand-ins replace in the bundles.
describe("the '@mui/material/SvgIcon' stand-in", () => {
  it('offers every export of the real path module, so any icon still builds', () => {
    expect(Object.keys(svgIconStandIn).sort()).toEqual(Object.keys(svgIconPath).sort());
  });

  it("takes each of them from the shared '@mui/material' root", () => {
    expect(svgIconStandIn.default).toBe(material.SvgIcon);
    expect(svgIconStandIn.createSvgIcon).toBe(material.createSvgIcon);
    expect(svgIconStandIn.svgIconClasses).toBe(material.svgIconClasses);
    expect(svgIconStandIn.getSvgIconUtilityClass).toBe(material.getSvgIconUtilityClass);
  });
});

describe("the '@mui/material/styles' stand-in", () => {
  it('offers every export of the real path module as the same binding', () => {
    const standIn = stylesStandIn as Record<string, unknown>;
    const missingOrDifferent = Object.entries(stylesPath).filter(([name, value]) => standIn[name] !== value).map(([name]) => name);
    expect(Object.keys(stylesPath).length).toBeGreaterThan(20);
    expect(missingOrDifferent).toEqual([]);
  });
});

describe('MUI_PATH_ALIASES', () => {
  it('points each exact path request at its stand-in', () => {
    expect(MUI_PATH_ALIASES['@mui/material/SvgIcon$']).toMatch(/shared\/src\/mf\/mui\/svg-icon\.ts$/);
    expect(MUI_PATH_ALIASES['@mui/material/styles$']).toMatch(/shared\/src\/mf\/mui\/styles\.ts$/);
  });
});
