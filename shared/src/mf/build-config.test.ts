// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remoteRsbuildConfig, shellRsbuildConfig } from './build-config';
import { MUI_PATH_ALIASES } from './mui-path-aliases';
import { REMOTE_NAMES } from './remotes';

describe('every MF app build', () => {
  const configs = [['shell', shellRsbuildConfig({})], ...REMOTE_NAMES.map((name) => [name, remoteRsbuildConfig(name, {})] as const)] as const;

  for (const [app, config] of configs) {
    it(`${app} points MUI path imports at the shared-root stand-ins`, () => {
      expect(config.resolve?.alias).toEqual(MUI_PATH_ALIASES);
    });
  }
});
