import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_STAGES, runBootStages, type BootStage } from './boot-stages';

afterEach(() => performance.clearMeasures());

function recordingStages(log: string[], names: string[]): BootStage[] {
  return names.map((name) => ({
    name,
    load: async () => {
      log.push(`load ${name}`);
    },
  }));
}

describe('runBootStages', () => {
  it('runs the stages in order with the browser given the thread back after each', async () => {
    const log: string[] = [];
    await runBootStages(recordingStages(log, ['a', 'b', 'c']), async () => {
      log.push('yield');
    });
    expect(log).toEqual(['load a', 'yield', 'load b', 'yield', 'load c', 'yield']);
  });

  it('marks each stage in the performance timeline', async () => {
    await runBootStages(recordingStages([], ['first', 'second']), async () => {});
    const names = performance.getEntriesByType('measure').map((entry) => entry.name);
    expect(names).toEqual(['instamg:boot:first', 'instamg:boot:second']);
  });

  it('stops at a stage that fails, with its error, and runs nothing after it', async () => {
    const log: string[] = [];
    const failing: BootStage = {
      name: 'broken',
      load: () => Promise.reject(new Error('chunk failed')),
    };
    const [first, last] = recordingStages(log, ['first', 'last']);
    await expect(runBootStages([first!, failing, last!], async () => {})).rejects.toThrow('chunk failed');
    expect(log).toEqual(['load first']);
  });
});

describe('BOOT_STAGES', () => {
  it('fetches the remotes first and starts the app last', () => {
    expect(BOOT_STAGES[0]!.name).toBe('prefetch-remotes');
    expect(BOOT_STAGES.at(-1)!.name).toBe('bootstrap');
    expect(new Set(BOOT_STAGES.map((stage) => stage.name)).size).toBe(BOOT_STAGES.length);
  });
});
