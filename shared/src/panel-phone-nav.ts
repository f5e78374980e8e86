// The panels' phone navigation (issue 33 §1): the store panel and the admin console each put their
// everyday sections in a bar at the bottom edge and the rest in a sheet under "More". The bar's
// frame (room left above it, toasts lifted over it, its place and look) and the sheet are one
// component here, so both panels sit and behave the same; each panel passes its own entries.
// Written with createElement because the package exports map only resolves `.ts` files.
import { createElement, Fragment, type ReactNode } from 'react';
import { BottomNavigation, Box, Dialog, DialogTitle, GlobalStyles, List, Paper } from '@instamg/shared/mui';

/** Height of a panel's bottom bar; the page leaves this much room above it. */
export const PANEL_PHONE_NAV_HEIGHT_PX = 56;

/** Value of the "More" entry in the bar (it opens the sheet instead of a section). */
export const PANEL_NAV_MORE = 'more';

/** The bar fixed at the bottom edge, with its entries (`BottomNavigationAction`s) as children. */
export function PanelPhoneBar({
  label,
  value,
  children,
}: {
  /** The nav landmark's name ("Store panel", "Admin"). */
  label: string;
  /** The current entry's value, `PANEL_NAV_MORE` for a section in the sheet, false for none. */
  value: string | false;
  children: ReactNode;
}) {
  const height = PANEL_PHONE_NAV_HEIGHT_PX;
  return createElement(
    Fragment,
    null,
    // Keeps the end of the page from sitting under the fixed bar.
    createElement(Box, { 'aria-hidden': 'true', sx: { height: `calc(${height}px + env(safe-area-inset-bottom))` } }),
    // Toasts rise above the bar: under it they would hide the sections.
    createElement(GlobalStyles, {
      styles: {
        'body .notistack-SnackbarContainer': {
          bottom: `calc(${height + 8}px + env(safe-area-inset-bottom)) !important`,
        },
      },
    }),
    createElement(
      Paper,
      {
        component: 'nav',
        'aria-label': label,
        elevation: 6,
        square: true,
        sx: {
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          pb: 'env(safe-area-inset-bottom)',
          zIndex: (theme: { zIndex: { appBar: number } }) => theme.zIndex.appBar,
          borderTop: 1,
          borderColor: 'divider',
        },
      } as Parameters<typeof Paper>[0],
      createElement(BottomNavigation, { value, showLabels: true, sx: { height } }, children),
    ),
  );
}

/** The "More" sheet: a dialog from the bottom edge, where the thumb already is; its rows as children. */
export function PanelMoreSheet({
  open,
  onClose,
  titleId,
  title = 'More sections',
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** The sheet's title and its list's name (a panel in Hindi passes its own words). */
  title?: string;
  children: ReactNode;
}) {
  return createElement(
    Dialog,
    {
      open,
      onClose,
      fullWidth: true,
      'aria-labelledby': titleId,
      sx: { '& .MuiDialog-container': { alignItems: 'flex-end' } },
      slotProps: {
        paper: {
          sx: {
            m: 0,
            width: '100%',
            maxWidth: '100%',
            maxHeight: '85vh',
            borderRadius: '16px 16px 0 0',
            pb: 'env(safe-area-inset-bottom)',
          },
        },
      },
    },
    createElement(DialogTitle, { id: titleId }, title),
    createElement(List, { sx: { pt: 0 }, 'aria-label': title }, children),
  );
}
