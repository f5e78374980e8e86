// Async boundary: the shared singletons (React, MUI, …) are negotiated by the MF runtime before
// any of them is evaluated. Importing them eagerly here would fail with RUNTIME-005.
import('./bootstrap');
