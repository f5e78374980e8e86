// Async boundary: shared singletons are negotiated with the host before any of them runs.
import('./bootstrap');
