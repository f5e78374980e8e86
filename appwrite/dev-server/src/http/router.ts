import type { RequestContext, Reply } from './context.ts';

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface RouteOptions {
  /** Appwrite scope the caller's role (or API key) must hold, e.g. 'account', 'rows.read'. */
  scope?: string;
  /**
   * Routes in Appwrite's `mfa` group stay reachable while a session still owes a second factor
   * (factors list, challenges). Every other authenticated route answers user_more_factors_required.
   */
  mfaGroup?: boolean;
  /** Largest request body this route accepts from anyone, in bytes (default SMALL_BODY_LIMIT). */
  maxBodyBytes?: number;
  /** A larger limit for API keys only (bulk row writes); guests and users keep maxBodyBytes. */
  keyMaxBodyBytes?: number;
}

/** Account, teams, prefs, sign-in…: none of them takes more (Appwrite's prefs cap is 64 kB of JSON). */
export const SMALL_BODY_LIMIT = 128 * 1024;
/** One row written by a browser: its columns, strings of up to Appwrite's varchar/text sizes. */
export const ROW_BODY_LIMIT = 1024 * 1024;
/** Boundaries, part headers and the text fields (fileId, permissions) around one upload chunk. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export interface Route {
  method: string;
  pattern: string;
  handler: Handler;
  options: RouteOptions;
  regex: RegExp;
  paramNames: string[];
}

/**
 * Path patterns use Appwrite's own `{param}` spelling (as in the OpenAPI spec), so a route here
 * can be compared with the spec line for line: `/v1/tablesdb/{databaseId}/tables/{tableId}/rows`.
 */
export class Router {
  readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): void {
    const paramNames: string[] = [];
    const source = pattern
      .split('/')
      .map((segment) => {
        const match = /^\{(\w+)\}$/.exec(segment);
        if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(match[1]!);
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern, handler, options, regex: new RegExp(`^${source}/?$`), paramNames });
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('GET', pattern, handler, options);
  }
  post(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('POST', pattern, handler, options);
  }
  put(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('PUT', pattern, handler, options);
  }
  patch(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('PATCH', pattern, handler, options);
  }
  delete(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('DELETE', pattern, handler, options);
  }

  /** Literal segments win over parameters (`/sessions/email` before `/sessions/{id}`), like Appwrite. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | { allowed: string[] } | null {
    const candidates: { route: Route; params: Record<string, string>; literalCount: number }[] = [];
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      allowed.add(route.method);
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      let bad = false;
      route.paramNames.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1]!);
        } catch {
          bad = true;
        }
      });
      if (bad) continue;
      candidates.push({ route, params, literalCount: route.pattern.split('/').length - route.paramNames.length });
    }
    if (candidates.length === 0) return allowed.size ? { allowed: [...allowed] } : null;
    candidates.sort((a, b) => b.literalCount - a.literalCount);
    const best = candidates[0]!;
    return { route: best.route, params: best.params };
  }
}
