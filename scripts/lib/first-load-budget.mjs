/**
 * The customer routes' first-load JavaScript budget (issue 34 §3): gzip bytes of every script a
 * cold, client-rendered load of each route fetches (scripts/bench/first-load-chunks.mjs), against
 * the committed budget in scripts/bench/first-load-budget.json. A budget is the measured value
 * + 3 %, and a new measurement only ever lowers it, so the first load can only ratchet down
 * toward the goal (250 kB).
 */

/** Headroom over the measured bytes: run-to-run noise (a toast that did or did not load) stays under it. */
export const BUDGET_HEADROOM = 0.03;

/** One row per route: measured gzip bytes, budget, and whether it is over. Routes without a budget are over. */
export function budgetRows(measured, budget) {
  return Object.entries(measured).map(([route, gzipBytes]) => {
    const limit = budget.routes[route];
    return { route, gzipBytes, budgetBytes: limit ?? null, overBudget: limit === undefined || gzipBytes > limit };
  });
}

/** The budget after a measurement: measured + headroom, never above the budget it replaces. */
export function ratchetedBudget(measured, budget) {
  const routes = {};
  for (const [route, gzipBytes] of Object.entries(measured)) {
    const proposed = Math.ceil(gzipBytes * (1 + BUDGET_HEADROOM));
    const current = budget?.routes?.[route];
    routes[route] = current === undefined ? proposed : Math.min(current, proposed);
  }
  return { ...budget, routes };
}
