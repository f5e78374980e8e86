import { createTheme, type Theme } from '@instamg/shared/mui';
import { INSTAMG_COLORS } from './brand-colors';

// The colours live in a module without MUI so Node-side code (the build's web app manifest) can read them.
export { INSTAMG_COLORS } from './brand-colors';

/**
 * The one MUI theme of instamg. The shell provides it; remotes read it through the shared
 * `@mui/material` + emotion singletons and must not wrap their own ThemeProvider.
 *
 * Palette: a calm medical teal as primary (pharmacy green-blue, like the cross on Indian
 * chemists' signboards), a saffron accent for offers and highlights, and text colours that keep
 * at least WCAG AA contrast (4.5:1) on their backgrounds — checked in theme.test.ts.
 */
export const instamgTheme: Theme = createTheme({
  palette: {
    mode: 'light',
    primary: {
      main: INSTAMG_COLORS.teal,
      light: INSTAMG_COLORS.tealLight,
      dark: INSTAMG_COLORS.tealDark,
      contrastText: '#ffffff',
    },
    secondary: {
      main: INSTAMG_COLORS.saffron,
      light: INSTAMG_COLORS.saffronLight,
      contrastText: '#ffffff',
    },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    // MUI's default info blue (#0288d1) reads 3.9:1 under white chip text: below AA for small text.
    info: { main: '#01579b' },
    background: { default: INSTAMG_COLORS.background, paper: '#ffffff' },
    text: { primary: INSTAMG_COLORS.text, secondary: INSTAMG_COLORS.textSecondary },
    divider: 'rgba(27, 43, 40, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    // Devanagari (issue 37, ADR 0012): no web font is bundled; each system's own Devanagari face
    // follows the Latin ones (Android and ChromeOS: Noto Sans Devanagari; Windows: Nirmala UI;
    // macOS and iOS: Kohinoor Devanagari), so Hindi pages download no font.
    fontFamily:
      '"Inter", "Noto Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 700, fontSize: '2rem' },
    h2: { fontWeight: 700, fontSize: '1.6rem' },
    h3: { fontWeight: 600, fontSize: '1.35rem' },
  },
  breakpoints: {
    // SPEC §9: the mobile breakpoint is 768 px, so `md` starts there.
    values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
