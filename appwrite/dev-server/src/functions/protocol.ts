/** Messages between the dev server and a function's warm worker process (over the fork IPC channel). */

/** The HTTP request the function sees, as the Appwrite executor hands it to open-runtimes. */
export interface RuntimeRequest {
  method: string;
  /** Path with query string, e.g. `/nearby?x=1`. */
  url: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  bodyBase64: string;
}

export interface RuntimeResponse {
  statusCode: number;
  headers: Record<string, string>;
  bodyBase64: string;
  logs: string;
  errors: string;
}

export type ToWorker = { type: 'execute'; id: string; request: RuntimeRequest };

export type FromWorker =
  /** `sources`: the files the worker bundled the function from (watched for changes). */
  { type: 'ready'; sources?: string[] } | { type: 'result'; id: string; response: RuntimeResponse };
