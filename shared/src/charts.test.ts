import { createRequire } from 'node:module';
// The test compares the shared module with the package itself.
// eslint-disable-next-line no-restricted-imports
import * as muiXCharts from '@mui/x-charts';
import { describe, expect, it } from 'vitest';
import * as charts from '@instamg/shared/charts';
import { MUI_X_FILES } from './mf/mui-path-aliases';
import { SHARED_DEPENDENCIES } from './mf/shared-deps';

const require = createRequire(import.meta.url);

// No page draws a chart yet; this keeps the door open the way the data grid's is.
describe('@instamg/shared/charts', () => {
  it("resolves through the shared package to MUI X Charts' own components", () => {
    for (const name of ['BarChart', 'LineChart', 'PieChart', 'SparkLineChart'] as const) {
      expect(charts[name]).toBe(muiXCharts[name]);
    }
  });

  it('is a shared singleton (the `@instamg/shared/` key) whose MUI imports the stand-ins rewrite', () => {
    expect(SHARED_DEPENDENCIES['@instamg/shared/']).toMatchObject({ singleton: true });
    expect(MUI_X_FILES.test(require.resolve('@mui/x-charts'))).toBe(true);
  });
});
