import { getContrastRatio } from '@instamg/shared/mui';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from './constants';
import { INSTAMG_COLORS, instamgTheme } from './theme';

const AA_NORMAL_TEXT = 4.5;

describe('instamg theme', () => {
  const { palette } = instamgTheme;

  it('uses the calm teal as primary and the saffron accent as secondary', () => {
    expect(palette.primary.main).toBe(INSTAMG_COLORS.teal);
    expect(palette.secondary.main).toBe(INSTAMG_COLORS.saffron);
  });

  it.each([
    ['button text on primary', palette.primary.contrastText, palette.primary.main],
    ['button text on secondary', palette.secondary.contrastText, palette.secondary.main],
    ['primary text on the page', palette.primary.main, palette.background.default],
    ['body text on the page', palette.text.primary, palette.background.default],
    ['secondary text on paper', palette.text.secondary, palette.background.paper],
    ['error text on paper', palette.error.main, palette.background.paper],
  ])('%s meets WCAG AA contrast', (_label, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('switches to the mobile layout at the SPEC breakpoint', () => {
    expect(instamgTheme.breakpoints.values.md).toBe(LAYOUT.mobileBreakpointPx);
  });
});
