import { defineConfig } from '@rsbuild/core';
import { remoteRsbuildConfig } from '@instamg/shared/mf/build-config';

export default defineConfig(remoteRsbuildConfig('mf_catalog'));
