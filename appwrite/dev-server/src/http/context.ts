import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { AuthState } from '../auth/types.ts';
import type { Project } from '../project.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Query string parsed the way Appwrite's SDKs send it: `queries[0]=…&queries[1]=…`, `scopes[]=…`. */
export type QueryParams = Record<string, string | string[] | Record<string, unknown>>;

export interface CookieSpec {
  name: string;
  value: string;
  /** Unix seconds; 0 with an empty value deletes the cookie. */
  expires?: number;
  httpOnly?: boolean;
  sameSite?: 'None' | 'Lax' | 'Strict';
  secure?: boolean;
  path?: string;
}

export interface RequestContext {
  req: IncomingMessage;
  method: string;
  /** Path without the query string, e.g. `/v1/account`. */
  path: string;
  params: Record<string, string>;
  query: QueryParams;
  /** JSON body, or the text fields of a multipart body. Always an object (empty when absent). */
  body: Record<string, unknown>;
  rawBody: Buffer;
  files: UploadedFile[];
  headers: IncomingHttpHeaders;
  ip: string;
  origin: string | undefined;
  project: Project;
  auth: AuthState;
  /** The X-Appwrite-Response-Format the SDK asked for (web 26 / node 27: 1.9.5). */
  responseFormat: string;
  /** Public base URL of this server including `/v1`, e.g. http://localhost:8080/v1. */
  endpoint: string;
}

export interface Reply {
  status: number;
  /** JSON-serialised unless `raw` is given. */
  body?: unknown;
  raw?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string | string[]>;
  cookies?: CookieSpec[];
}

export const json = (status: number, body: unknown, extra: Omit<Reply, 'status' | 'body'> = {}): Reply => ({
  status,
  body,
  ...extra,
});
export const noContent = (extra: Omit<Reply, 'status'> = {}): Reply => ({ status: 204, ...extra });
