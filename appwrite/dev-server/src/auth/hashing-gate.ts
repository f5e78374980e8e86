import { AppwriteException } from '../errors.ts';
import type { RequestContext } from '../http/context.ts';

/**
 * Password hashing is the one deliberately slow thing the server does (scrypt, 16 MiB and tens
 * of milliseconds each). Unbounded, a flood of wrong passwords fills libuv's four threads and
 * every sign-in waits behind the whole flood. The gate runs at most `concurrency` hashes at a
 * time and takes turns between callers (one queue per client address, served round-robin), so
 * a flood from one address delays another address's sign-in by about one hash. A client with
 * `maxQueued` hashes already waiting is refused at once with 429 general_rate_limit_exceeded
 * (except SERVER_CLIENT).
 */
/** The client name of work done for an API key or by the server itself. */
export const SERVER_CLIENT = 'server';

export class HashingGate {
  private running = 0;
  private readonly queues = new Map<string, (() => void)[]>();

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  /** Hashes waiting, per client (for tests and diagnostics). */
  waiting(client: string): number {
    return this.queues.get(client)?.length ?? 0;
  }

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    await this.turn(client);
    try {
      return await work();
    } finally {
      this.running--;
      this.next();
    }
  }

  private turn(client: string): Promise<void> {
    if (this.running < this.concurrency && this.queues.size === 0) {
      this.running++;
      return Promise.resolve();
    }
    const queue = this.queues.get(client) ?? [];
    // Servers (API keys: the seed, functions) wait their turn but are never refused.
    if (client !== SERVER_CLIENT && queue.length >= this.maxQueued)
      return Promise.reject(new AppwriteException('general_rate_limit_exceeded'));
    return new Promise<void>((resolve) => {
      queue.push(resolve);
      this.queues.set(client, queue);
    });
  }

  /** Starts the first waiting hash of the client whose turn it is; that client goes to the back. */
  private next(): void {
    while (this.running < this.concurrency && this.queues.size > 0) {
      const [client, queue] = this.queues.entries().next().value as [string, (() => void)[]];
      const start = queue.shift()!;
      // Map order is insertion order: re-inserting puts this client behind the others.
      this.queues.delete(client);
      if (queue.length > 0) this.queues.set(client, queue);
      this.running++;
      start();
    }
  }
}

/** Two hashes at a time (the machines this runs on have two cores or more); 32 waiting per client. */
export const passwordHashing = new HashingGate(2, 32);

/** Whose turn a request's hashing is: the caller's address, or SERVER_CLIENT for an API key. */
export const hashingClientOf = (ctx: Pick<RequestContext, 'auth' | 'ip'>): string =>
  ctx.auth.kind === 'key' ? SERVER_CLIENT : ctx.ip;
