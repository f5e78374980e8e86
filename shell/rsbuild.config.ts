import { defineConfig } from '@rsbuild/core';
import { shellRsbuildConfig } from '@instamg/shared/mf/build-config';

export default defineConfig(shellRsbuildConfig());
