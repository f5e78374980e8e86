/**
 * What ran in each long task of a Lighthouse trace (issue 21: where the blocking time goes). Used
 * by `frontend-diagnose.mjs --tasks`. Lighthouse's simulated 4× CPU turns an observed task of
 * 12.5 ms into the 50 ms that starts counting as blocking, so tasks from `minMs` (default 12) up
 * are listed, each with:
 * - the trace events inside it by name (EvaluateScript, Layout, RunMicrotasks, …);
 * - the functions it spent most time in, inclusive, from the V8 CPU profile in the trace (the run
 *   must add the `disabled-by-default-v8.cpu_profiler` category), mapped through source maps when
 *   `resolveFrame` finds one (build with BUILD_SOURCE_MAPS=1).
 * Pure functions over the trace events; no I/O.
 */

/** The renderer main thread of the page Lighthouse loaded: `{ pid, tid }`. */
export function mainThread(events) {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((candidate) => !candidate.parent);
  const names = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const thread = names.find((event) => event.pid === frame?.processId) ?? names[0];
  if (!thread) throw new Error('the trace has no renderer main thread');
  return { pid: thread.pid, tid: thread.tid };
}

/** CPU profile samples of one process as `{ ts, node }`, with the nodes' parent links. */
export function profileSamples(events, pid) {
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  let ts = events.find((event) => event.pid === pid && event.name === 'Profile')?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk') continue;
    const profile = event.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parents.set(node.id, node.parent);
    }
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, parents, samples };
}

const top = (counts, limit) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit);

/**
 * The long tasks of the main thread, each `{ startMs, durationMs, events, frames }`: `events` the
 * milliseconds per trace event name inside it, `frames` the inclusive sample count per function
 * (each function counted once per sample, however deep it recurs).
 */
export function longTasks(events, { minMs = 12, limit = 12, resolveFrame = defaultFrameName } = {}) {
  const { pid, tid } = mainThread(events);
  const navigation = events.filter((event) => event.pid === pid && event.name === 'navigationStart').at(-1);
  const origin = navigation?.ts ?? 0;
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000 && event.ts >= origin)
    .sort((a, b) => a.ts - b.ts);
  const { nodes, parents, samples } = profileSamples(events, pid);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const byName = new Map();
    for (const event of onThread) {
      if (event === task || event.name === 'RunTask' || !event.dur || event.ts < task.ts || event.ts > end) continue;
      byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
    }
    const frames = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      const seen = new Set();
      for (let id = sample.node; id; id = parents.get(id)) {
        const node = nodes.get(id);
        if (!node) break;
        if (node.callFrame.functionName === '(root)') continue;
        const name = resolveFrame(node.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        frames.set(name, (frames.get(name) ?? 0) + 1);
      }
    }
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur / 1000,
      events: top(byName, 6),
      frames: top(frames, limit),
    };
  });
}

/** `function url:line`, the URL shortened to its file. */
export function defaultFrameName(callFrame) {
  const file = (callFrame.url ?? '').replace(/^.*\//, '');
  return `${callFrame.functionName || '(anonymous)'} ${file}${file ? `:${callFrame.lineNumber + 1}` : ''}`;
}
