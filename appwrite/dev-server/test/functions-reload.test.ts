import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Functions } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** Editing a function's source while the dev server runs: the next execution runs the new code. */
let t: TestServer;
let dir: string;
const source = (answer: string): string => `export default async ({ res }) => res.text(${JSON.stringify(answer)});\n`;

/** A function whose answer comes from a module outside its folder, as lib/ and shared/ are for ours. */
const greeting = (text: string): string => `export const greeting = ${JSON.stringify(text)};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'instamg-fn-reload-'));
  mkdirSync(join(dir, 'functions/live/src'), { recursive: true });
  writeFileSync(join(dir, 'functions/live/src/main.ts'), source('first version'));
  mkdirSync(join(dir, 'functions/lib'), { recursive: true });
  mkdirSync(join(dir, 'functions/greeter/src'), { recursive: true });
  writeFileSync(join(dir, 'functions/lib/greeting.ts'), greeting('hello'));
  writeFileSync(
    join(dir, 'functions/greeter/src/main.ts'),
    "import { greeting } from '../../lib/greeting.ts';\nexport default async ({ res }) => res.text(greeting);\n",
  );
  mkdirSync(join(dir, 'functions/loader/src'), { recursive: true });
  writeFileSync(
    join(dir, 'functions/loader/src/main.ts'),
    'export default async ({ res }) => res.json({ execArgv: process.execArgv });\n',
  );
  writeFileSync(
    join(dir, 'appwrite.json'),
    JSON.stringify({
      projectId: 'instamg',
      tablesDB: [{ $id: 'instamg', name: 'instamg' }],
      tables: [],
      functions: [
        {
          $id: 'live',
          name: 'live',
          runtime: 'node-22',
          path: 'functions/live',
          entrypoint: 'dist/main.js',
          execute: ['any'],
          timeout: 15,
          scopes: [],
        },
        {
          $id: 'greeter',
          name: 'greeter',
          runtime: 'node-22',
          path: 'functions/greeter',
          entrypoint: 'dist/main.js',
          execute: ['any'],
          timeout: 15,
          scopes: [],
        },
        {
          $id: 'loader',
          name: 'loader',
          runtime: 'node-22',
          path: 'functions/loader',
          entrypoint: 'dist/main.js',
          execute: ['any'],
          timeout: 15,
          scopes: [],
        },
        {
          $id: 'watcher',
          name: 'watcher',
          runtime: 'node-22',
          path: 'functions/live',
          entrypoint: 'dist/main.js',
          execute: [],
          events: ['functions.*.executions.*.create'],
          timeout: 15,
          scopes: [],
        },
      ],
    }),
  );
  t = await startTestServer({ schemaPath: join(dir, 'appwrite.json'), appwriteDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('function code changes', () => {
  it('are picked up without restarting the dev server', async () => {
    const functions = new Functions(t.serverClient());
    expect((await functions.createExecution({ functionId: 'live' })).responseBody).toBe('first version');
    writeFileSync(join(dir, 'functions/live/src/main.ts'), source('second version'));
    let body = '';
    for (let i = 0; i < 40 && body !== 'second version'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      body = (await functions.createExecution({ functionId: 'live' })).responseBody;
    }
    expect(body).toBe('second version');
  });
});

describe('the code that runs', () => {
  it("is the deployable bundle: the function folder's entrypoint, built from src/main.ts as npm run build:functions does", async () => {
    const functions = new Functions(t.serverClient());
    expect((await functions.createExecution({ functionId: 'greeter' })).responseBody).toBe('hello');
    const bundle = join(dir, 'functions/greeter/dist/main.js');
    expect(existsSync(bundle)).toBe(true);
    // Self-contained: the shared module is inside, not imported.
    expect(readFileSync(bundle, 'utf8')).toContain('"hello"');
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/(import|from)[^;\n]*greeting\.ts/);
  });

  it('runs in a worker without the tsx loader (the bundle is JavaScript; the loader cost every start ~0.5 s of CPU)', async () => {
    const functions = new Functions(t.serverClient());
    const execution = await functions.createExecution({ functionId: 'loader' });
    const { execArgv } = JSON.parse(execution.responseBody) as { execArgv: string[] };
    expect(execArgv).toContain('--enable-source-maps');
    expect(execArgv.join(' ')).not.toMatch(/tsx/);
  });

  it('is rebuilt when a shared module outside the function folder changes', async () => {
    const functions = new Functions(t.serverClient());
    expect((await functions.createExecution({ functionId: 'greeter' })).responseBody).toBe('hello');
    writeFileSync(join(dir, 'functions/lib/greeting.ts'), greeting('namaste'));
    let body = '';
    for (let i = 0; i < 40 && body !== 'namaste'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      body = (await functions.createExecution({ functionId: 'greeter' })).responseBody;
    }
    expect(body).toBe('namaste');
  });
});

describe('execution events', () => {
  it('trigger other functions but never the function that produced them', async () => {
    const functions = new Functions(t.serverClient());
    const before = (await functions.listExecutions({ functionId: 'watcher' })).total;
    await functions.createExecution({ functionId: 'live' });
    await new Promise((r) => setTimeout(r, 1500));
    // One run for live's execution; the watcher's own executions do not trigger it again.
    expect((await functions.listExecutions({ functionId: 'watcher' })).total).toBe(before + 1);
  });
});

describe('a function whose code cannot be found', () => {
  it("fails its executions with open-runtimes' message instead of breaking the server", async () => {
    const fixtures = resolve(import.meta.dirname, 'fixtures');
    const other = await startTestServer({
      schemaPath: join(fixtures, 'functions.appwrite.json'),
      appwriteDir: fixtures,
    });
    try {
      const e = await new Functions(other.serverClient()).createExecution({ functionId: 'missing-code' });
      expect(e).toMatchObject({ status: 'failed', responseStatusCode: 500 });
      expect(e.errors).toContain('Could not load code file.');
    } finally {
      await other.close();
    }
  });
});
