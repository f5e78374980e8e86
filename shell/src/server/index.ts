// The shell's render bundle for the Node render server (scripts/serve-ssr.mjs). An async boundary
// like the browser entry's: the shared singletons are negotiated by the MF runtime before any
// render code is evaluated (research/ssr.md §1.1, RUNTIME-006 otherwise).
export const loadRenderer = () => import('./render');
