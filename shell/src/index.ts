// Async boundary: the shared singletons (React, MUI, …) are negotiated by the MF runtime before
// any of them is evaluated. Importing them eagerly here would fail with RUNTIME-005.
import { BOOT_STAGES, inNextTask, runBootStages } from './boot-stages';
import { registerServiceWorker } from './service-worker';
import { captureInstallPrompt } from './install-prompt-capture';

captureInstallPrompt();

//
// A server-rendered page is complete HTML: let the browser paint it before the app's code starts
// (issue 21). Without this, Chrome could run the whole chain of chunk evaluation and hydration
// before the first frame, and the page's LCP waited for all of it. Started after the next frame
// (requestAnimationFrame, then a task) or the load event, whichever comes first: rAF does not run
// in a background tab or under a test's paused fake clock, the load event does.
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const nextTask = () => inNextTask(once);
  requestAnimationFrame(nextTask);
  if (document.readyState === 'complete') nextTask();
  else window.addEventListener('load', nextTask, { once: true });
}

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
// SSR_HYDRATION=whole (the bench's "before" column) starts at once and in one piece, as before
// issue 21. Read directly: importing @instamg/shared/ssr here would cross the async boundary.
const config = (globalThis as { __INSTAMG_CONFIG__?: { hydration?: unknown } }).__INSTAMG_CONFIG__;
if (config?.hydration === 'whole') {
  // As before issue 21: the first screen's remotes, then the whole app in one task.
  const inOnePiece = ['prefetch-remotes', 'load-remotes', 'bootstrap'];
  void runBootStages(
    BOOT_STAGES.filter((stage) => inOnePiece.includes(stage.name)),
    () => Promise.resolve(),
  );
} else if (serverRendered) afterFirstPaint(() => void runBootStages());
else void runBootStages();

registerServiceWorker();
