import { Client } from 'node-appwrite';
import { fail } from './errors.ts';

/** The open-runtimes context, as much of it as our functions use. */
export interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined>; method: string; path: string };
  res: {
    json(body: unknown, status?: number, headers?: Record<string, string>): unknown;
    text(body: string, status?: number, headers?: Record<string, string>): unknown;
  };
  log(message: unknown): void;
  error(message: unknown): void;
}

/** Parses the request body as a JSON object or throws a 400. */
export function parseBody(bodyText: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = bodyText.trim() === '' ? {} : JSON.parse(bodyText);
  } catch {
    throw fail('invalid_body', 'The request body must be JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fail('invalid_body', 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** Server SDK with the execution's dynamic key (scopes from appwrite.json); works on Appwrite and the dev server. */
export function serverClient(ctx: Context): Client {
  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = ctx.req.headers['x-appwrite-key'];
  if (!endpoint || !projectId || !key)
    throw new Error(
      'Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID or the x-appwrite-key header.',
    );
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(key);
}

/** The signed-in caller's id, or a 401 (Appwrite sets x-appwrite-user-id; callers cannot forge it). */
export function callerId(ctx: Context): string {
  const id = ctx.req.headers['x-appwrite-user-id'];
  if (!id) throw fail('sign_in_required');
  return id;
}
