import { defineConfig } from '@rsbuild/core';
import { shellNodeRsbuildConfig } from '@instamg/shared/mf/build-config';

export default defineConfig(shellNodeRsbuildConfig());
