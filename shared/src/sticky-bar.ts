// The phone's sticky action bar (issue 40 §10): the product page's buy bar and the cart's
// "Proceed to checkout" bar are one component, so they sit at the same place (just above the
// shell's bottom bar), look the same, and a change reaches both. Hidden from 768 px up, where the
// page's own button is in view. Written with createElement because the package exports map only
// resolves `.ts` files.
import { createElement, type ReactNode } from 'react';
import { Paper } from '@instamg/shared/mui';
import { LAYOUT } from './constants';

/** SPEC §9: the phone layout (and the shell's bottom bar) is below 768 px. */
export const PHONE_MEDIA = `@media (max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`;

export function PhoneStickyBar({
  children,
  testId,
  spaceAbove = false,
}: {
  children: ReactNode;
  testId: string;
  /** Margin above the bar where it follows content directly (the cart's summary). */
  spaceAbove?: boolean;
}) {
  const props: Parameters<typeof Paper>[0] & { 'data-testid': string } = {
    elevation: 6,
    'data-testid': testId,
    sx: {
      display: 'none',
      [PHONE_MEDIA]: {
        display: 'flex',
        position: 'sticky',
        bottom: `calc(${LAYOUT.mobileBottomBarHeightPx}px + env(safe-area-inset-bottom))`,
        zIndex: 'appBar',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        ...(spaceAbove ? { mt: 2 } : {}),
        mx: -2,
        px: 2,
        py: 1,
        borderRadius: 0,
      },
    },
  };
  return createElement(Paper, props, children);
}
