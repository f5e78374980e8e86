import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a bench module again as `--worker` and prints its report as the `BENCH_RESULT` line
 * (scripts/bench.mjs). The stack's helpers print to stdout (and its children inherit it), so the
 * measuring runs in a child whose stdout is our stderr; this process prints only the result line.
 * The worker sends its report with `process.send`.
 *
 * @param {{ id: string, moduleUrl: string, ports: Record<string, number>, origins: string[] }} bench
 *   `ports` go to the child's environment (APPWRITE_DEV_PORT among them); `origins` are the render
 *   servers' pages, which call the backend from their own origin.
 */
export async function runBenchInChild({ id, moduleUrl, ports, origins }) {
  const child = spawn(process.execPath, [fileURLToPath(moduleUrl), '--worker'], {
    stdio: ['ignore', process.stderr, process.stderr, 'ipc'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      APPWRITE_ENDPOINT: `http://localhost:${ports.APPWRITE_DEV_PORT}/v1`,
      APPWRITE_DEV_PLATFORMS: [process.env.APPWRITE_DEV_PLATFORMS, ...origins].filter(Boolean).join(','),
    },
  });
  let report;
  child.on('message', (message) => (report = message));
  const code = await new Promise((done) => child.on('exit', (exitCode, signal) => done(exitCode ?? signal)));
  if (code !== 0 || !report) {
    console.error(`${id} bench failed (worker exit ${code}${report ? '' : ', no report'})`);
    process.exit(1);
  }
  console.log(`BENCH_RESULT ${JSON.stringify(report)}`);
}
