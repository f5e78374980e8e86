import { resolve } from 'node:path';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { remoteRsbuildConfig } from '@instamg/shared/mf/build-config';

/** Path imports made by our dependencies, pointed at modules that use the shared '@mui/material' (see src/mui/svg-icon.ts). */
export const MUI_PATH_ALIASES = {
  '@mui/material/SvgIcon$': resolve(import.meta.dirname, 'src/mui/svg-icon.ts'),
};

export default defineConfig(mergeRsbuildConfig(remoteRsbuildConfig('mf_catalog'), { resolve: { alias: MUI_PATH_ALIASES } }));
