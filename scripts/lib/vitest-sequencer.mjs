// Vitest's sequencer with longest-first order inside each project (scripts/lib/test-order.mjs).
// Projects keep Vitest's own order (integration, then unit); sharding is Vitest's.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { longestFirst } from './test-order.mjs';

const committed = JSON.parse(readFileSync(new URL('./vitest-durations.json', import.meta.url), 'utf8'));

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files) {
    const root = this.ctx.config.root;
    const cache = this.ctx.cache;
    const path = (spec) => relative(root, spec.moduleId);
    const cached = (spec) => cache.getFileTestResults(`${spec.project.name}:${path(spec)}`);
    const byProject = new Map();
    for (const spec of files) {
      const group = byProject.get(spec.project.name) ?? [];
      group.push(spec);
      byProject.set(spec.project.name, group);
    }
    const names = [...byProject.keys()].sort();
    return names.flatMap((name) =>
      longestFirst(byProject.get(name), {
        expected: (spec) => {
          const duration = cached(spec)?.duration;
          return duration !== undefined ? duration / 1000 : committed[path(spec)];
        },
        failed: (spec) => cached(spec)?.failed === true,
      }),
    );
  }
}
