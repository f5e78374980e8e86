import type { Server } from 'node:http';
import type { ServiceDeps } from '../deps.ts';

/** Realtime over WebSocket at /v1/realtime; written by its owner. */
export function attach(_server: Server, _deps: ServiceDeps): void {}
