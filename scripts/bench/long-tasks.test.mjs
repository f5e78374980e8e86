import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { defaultFrameName, longTasks, mainThread } from './long-tasks.mjs';

const PID = 7;
const TID = 1;
const frame = (functionName, url = 'http://localhost:3000/static/js/index.js', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});

/** A navigation at 1 s, a 40 ms task with a 30 ms script evaluation, and a 5 ms task. */
function trace() {
  return [
    { name: 'TracingStartedInBrowser', args: { data: { frames: [{ processId: PID }] } } },
    { name: 'thread_name', pid: PID, tid: TID, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', pid: 99, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', pid: PID, tid: TID, ts: 1_000_000 },
    { name: 'RunTask', pid: PID, tid: TID, ph: 'X', ts: 1_100_000, dur: 40_000 },
    { name: 'EvaluateScript', pid: PID, tid: TID, ph: 'X', ts: 1_101_000, dur: 30_000 },
    { name: 'Layout', pid: PID, tid: TID, ph: 'X', ts: 1_132_000, dur: 5_000 },
    { name: 'RunTask', pid: PID, tid: TID, ph: 'X', ts: 1_200_000, dur: 5_000 },
    // A task of another renderer is not the page's.
    { name: 'RunTask', pid: 99, tid: 1, ph: 'X', ts: 1_100_000, dur: 90_000 },
    { name: 'Profile', pid: PID, args: { data: { startTime: 1_100_000 } } },
    {
      name: 'ProfileChunk',
      pid: PID,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)', '') },
              { id: 2, parent: 1, callFrame: frame('boot') },
              { id: 3, parent: 2, callFrame: frame('evaluateMui') },
              { id: 4, parent: 2, callFrame: frame('createTheme') },
            ],
            samples: [3, 3, 4, 3, 1],
          },
          // Four samples inside the 40 ms task, the last one after it.
          timeDeltas: [1_000, 10_000, 10_000, 10_000, 100_000],
        },
      },
    },
  ];
}

describe('mainThread', () => {
  it("picks the main frame's renderer", () => {
    assert.deepEqual(mainThread(trace()), { pid: PID, tid: TID });
  });
});

describe('longTasks', () => {
  it('lists the tasks from the threshold up, with their events and functions', () => {
    const [task, ...others] = longTasks(trace(), { minMs: 12 });
    assert.equal(others.length, 0);
    assert.equal(task.startMs, 100);
    assert.equal(task.durationMs, 40);
    assert.deepEqual(task.events, [
      ['EvaluateScript', 30],
      ['Layout', 5],
    ]);
    assert.deepEqual(task.frames, [
      ['boot index.js:1', 4],
      ['evaluateMui index.js:1', 3],
      ['createTheme index.js:1', 1],
    ]);
  });

  it('names frames through the given resolver (a source map)', () => {
    const [task] = longTasks(trace(), { resolveFrame: (callFrame) => `${callFrame.functionName} src/boot.ts` });
    assert.equal(task.frames[0][0], 'boot src/boot.ts');
  });
});

describe('defaultFrameName', () => {
  it('shortens the URL to its file and counts lines from 1', () => {
    assert.equal(defaultFrameName(frame('x', 'http://localhost:3001/static/js/async/5.js', 9)), 'x 5.js:10');
    assert.equal(defaultFrameName(frame('', '')), '(anonymous) ');
  });
});
