import { describe, expect, it } from 'vitest';
import * as material from '@mui/material';
import * as svgIconPath from '@mui/material/SvgIcon';
import * as standIn from './svg-icon';
import { MUI_PATH_ALIASES } from '../../rsbuild.config';

describe("the '@mui/material/SvgIcon' stand-in", () => {
  it('offers every export of the real path module, so any icon still builds', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(svgIconPath).sort());
  });

  it("takes each of them from the shared '@mui/material' root", () => {
    expect(standIn.default).toBe(material.SvgIcon);
    expect(standIn.createSvgIcon).toBe(material.createSvgIcon);
    expect(standIn.svgIconClasses).toBe(material.svgIconClasses);
    expect(standIn.getSvgIconUtilityClass).toBe(material.getSvgIconUtilityClass);
  });

  it('is what the build resolves the exact path import to', () => {
    expect(MUI_PATH_ALIASES['@mui/material/SvgIcon$']).toMatch(/mf-catalog\/src\/mui\/svg-icon\.ts$/);
  });
});
