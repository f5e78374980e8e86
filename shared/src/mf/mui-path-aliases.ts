/**
 * Path imports of '@mui/material' that our dependencies make, pointed at stand-ins that take the
 * same bindings from our shared MUI module ('@instamg/shared/mui'). Module Federation shares a
 * module by its request name only, so `@mui/material/SvgIcon` (imported by every
 * @mui/icons-material icon) was bundled privately into each app on top of the shared copy.
 * Node-only: used by build-config.ts for every app.
 */
import { resolve } from 'node:path';

const standIn = (file: string) => resolve(import.meta.dirname, 'mui', file);

/** Rsbuild `resolve.alias` entries; the `$` suffix matches the exact request, not deeper paths. */
export const MUI_PATH_ALIASES = {
  '@mui/material/SvgIcon$': standIn('svg-icon.ts'),
} as const;
