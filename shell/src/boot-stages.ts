/**
 * The shell's code starts in stages, one task each (issue 21: blocking time). Evaluating the whole
 * app at once was one task of ~300 ms on Lighthouse's mobile CPU: React, every MUI component, the
 * theme, the toasts, the SDK and the app, with the page on screen but unable to answer a tap.
 * Importing a stage loads its shared modules and evaluates them (their code runs once; later
 * imports of the same modules are free), then the browser gets the main thread back before the
 * next stage. The last stage is the app itself (bootstrap.tsx), which finds everything evaluated.
 *
 * No static import of a shared module here: this file is part of the entry, before Module
 * Federation has negotiated the shared singletons (see index.ts).
 */

export interface BootStage {
  readonly name: string;
  readonly load: () => Promise<unknown>;
}

export const BOOT_STAGES: readonly BootStage[] = [
  // First, so the page's remote code is on its way (fetched, not run) while the rest evaluates.
  {
    name: 'prefetch-remotes',
    load: () => import('./mf/first-load-remotes').then((module) => void module.prefetchFirstScreenRemotes()),
  },
  { name: 'react-dom', load: () => import('react-dom/client') },
  { name: 'mui-foundation', load: () => import('@instamg/shared/mui/foundation') },
  { name: 'mui-layout', load: () => import('@instamg/shared/mui/layout') },
  { name: 'mui-inputs', load: () => import('@instamg/shared/mui/inputs') },
  { name: 'mui-feedback', load: () => import('@instamg/shared/mui/feedback') },
  { name: 'providers', load: () => import('@instamg/shared/mf/host-providers') },
  { name: 'session', load: () => import('./api/auth/session-store') },
  { name: 'app', load: () => import('./App') },
  // The page's remote modules, fetched by the first stage, start now: their federation set-up is
  // a task of its own, apart from hydration's.
  {
    name: 'load-remotes',
    load: () => import('./mf/first-load-remotes').then((module) => module.preloadFirstScreenRemotes()),
  },
  { name: 'bootstrap', load: () => import('./bootstrap') },
];

/** Ends the current task: `scheduler.yield()` where the browser has it, else a message to self. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => inNextTask(resolve));
}

/** Runs `run` in a task of its own: a message to self (not a timer: fake clocks hold those). */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs the stages in order, each in its own task, and marks each in the performance timeline
 * (`instamg:boot:<name>`: Lighthouse traces and DevTools show them). A stage that fails to load
 * stops the sequence with its error, as a failed import of the app would.
 */
export async function runBootStages(
  stages: readonly BootStage[] = BOOT_STAGES,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const stage of stages) {
    const start = performance.now();
    await stage.load();
    performance.measure(`instamg:boot:${stage.name}`, { start, end: performance.now() });
    await yieldToBrowser();
  }
}
