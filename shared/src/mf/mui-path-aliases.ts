/**
 * Path imports of '@mui/material' that our dependencies make, pointed at stand-ins that take the
 * same bindings from our shared MUI module ('@instamg/shared/mui'). Module Federation shares a
 * module by its request name only, so `@mui/material/SvgIcon` (imported by every
 * @mui/icons-material icon) was bundled privately into each app on top of the shared copy.
 * Node-only: used by build-config.ts for every app.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const standIn = (file: string) => resolve(import.meta.dirname, 'mui', file);

/** Rsbuild `resolve.alias` entries; the `$` suffix matches the exact request, not deeper paths. */
export const MUI_PATH_ALIASES = {
  '@mui/material/SvgIcon$': standIn('svg-icon.ts'),
} as const;

const muiXStandIns = resolve(import.meta.dirname, 'mui', 'x');

/** `system-RtlProvider.ts` stands in for '@mui/system/RtlProvider', `Tooltip.ts` for '@mui/material/Tooltip'. */
function requestOf(file: string): string {
  const name = file.replace(/\.ts$/, '');
  if (name === 'system') return '@mui/system';
  if (name.startsWith('system-')) return `@mui/system/${name.slice('system-'.length)}`;
  return `@mui/material/${name}`;
}

/**
 * What MUI X (@mui/x-data-grid, @mui/x-charts) imports from '@mui/material/*' and '@mui/system',
 * pointed at stand-ins (mui/x/) that take them from '@instamg/shared/mui' or, for components the
 * apps do not use, '@instamg/shared/mui-panel'. Without them every app that loads the grid would
 * run a private MUI core beside the shell's. Applied only to requests made by MUI X's own files
 * (build-config.ts), because the shared modules import the same paths to get the real components.
 */
export const MUI_X_PATH_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(muiXStandIns)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [`${requestOf(file)}$`, resolve(muiXStandIns, file)]),
);

/** Files of MUI X whose requests MUI_X_PATH_ALIASES rewrites. */
export const MUI_X_FILES = /[\\/]node_modules[\\/]@mui[\\/]x-[^\\/]+[\\/]/;
