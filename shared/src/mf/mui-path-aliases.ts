/**
 * Path imports of '@mui/material' that our code or our dependencies make, pointed at stand-ins
 * that take the same bindings from the shared '@mui/material' root. Module Federation shares a
 * package by its request name only, so `@mui/material/SvgIcon` (every icon) and
 * `@mui/material/styles` (the theme) were bundled privately into each app on top of the shared
 * copy. Node-only: used by build-config.ts for every app.
 */
import { resolve } from 'node:path';

const standIn = (file: string) => resolve(import.meta.dirname, 'mui', file);

/** Rsbuild `resolve.alias` entries; the `$` suffix matches the exact request, not deeper paths. */
export const MUI_PATH_ALIASES = {
  '@mui/material/SvgIcon$': standIn('svg-icon.ts'),
  '@mui/material/styles$': standIn('styles.ts'),
} as const;
