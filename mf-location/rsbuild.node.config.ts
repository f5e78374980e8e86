import { defineConfig } from '@rsbuild/core';
import { remoteNodeRsbuildConfig } from '@instamg/shared/mf/build-config';

export default defineConfig(remoteNodeRsbuildConfig('mf_location'));
