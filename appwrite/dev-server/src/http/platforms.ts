import { AppwriteException } from '../errors.ts';
import type { ServerConfig } from '../deps.ts';
import type { RequestContext } from './context.ts';
import { optUrl, url } from './validate.ts';

/**
 * Appwrite's web platforms: who may call the API from a browser (CORS, and the Origin check on
 * writes) and where links and redirects may point (recovery, verification, magic URL, team
 * invitations, OAuth success/failure). An entry is either
 * - an origin, `http://localhost:3000`: scheme, host and port must all match (the dev server's
 *   stricter local form: every app runs on `localhost`, told apart only by the port), or
 * - a hostname, `partner.example.in` or `*.example.in`: any scheme and port, as a web platform's
 *   hostname works on a real Appwrite.
 * The API's own origin is always allowed (its consent page, payment sandbox, outbox), as Appwrite
 * always allows its current host.
 */
export function parsePlatforms(raw: string | undefined): string[] {
  const entries: string[] = [];
  for (const item of (raw ?? '').split(/[\s,]+/)) {
    if (!item) continue;
    if (/^https?:\/\//i.test(item)) {
      let origin: string;
      try {
        origin = new URL(item).origin;
      } catch {
        throw new Error(
          `platform "${item}" is not a valid origin (e.g. https://partner.example.in or http://localhost:3000)`,
        );
      }
      entries.push(origin);
    } else if (/^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(item)) {
      entries.push(item.toLowerCase());
    } else {
      throw new Error(`platform "${item}" is neither an origin nor a hostname`);
    }
  }
  return [...new Set(entries)];
}

function matches(target: URL, entry: string): boolean {
  if (entry.includes('://')) return target.origin === entry;
  const host = target.hostname.toLowerCase();
  if (entry.startsWith('*.')) return host.endsWith(entry.slice(1));
  return host === entry;
}

/** The origins the server itself answers on: its public endpoint and the Host the request used. */
function ownOrigins(config: ServerConfig, hostHeader: string | undefined): string[] {
  const own = [new URL(config.publicEndpoint).origin];
  if (hostHeader) own.push(`http://${hostHeader}`, `https://${hostHeader}`);
  return own;
}

/** True when a URL (an Origin header or a redirect target) is on a configured platform. */
export function onPlatform(value: string, config: ServerConfig, hostHeader: string | undefined): boolean {
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (ownOrigins(config, hostHeader).includes(target.origin)) return true;
  return (config.platforms ?? []).some((entry) => matches(target, entry));
}

const hostnameOf = (value: string): string => {
  try {
    return new URL(value).host;
  } catch {
    return value;
  }
};

/** Appwrite's Origin validator wording (general_unknown_origin, 403). */
export function unknownOrigin(origin: string): AppwriteException {
  return new AppwriteException(
    'general_unknown_origin',
    `Invalid Origin. Register your new client (${hostnameOf(origin)}) as a new Web platform on your project console dashboard`,
  );
}

/**
 * A redirect or link URL param that must be on a platform, as Appwrite's Redirect validator
 * requires; anything else is 400 general_argument_invalid with Appwrite's wording.
 */
export function platformUrl(ctx: RequestContext, config: ServerConfig, name: string): string {
  const value = url(ctx.method === 'GET' ? ctx.query : ctx.body, name);
  if (!onPlatform(value, config, ctx.headers.host)) {
    throw new AppwriteException(
      'general_argument_invalid',
      `Invalid \`${name}\` param: Invalid URI. Register your new client (${hostnameOf(value)}) as a new Web platform on your project console dashboard`,
    );
  }
  return value;
}

/** Like platformUrl for an optional param (absent or empty: undefined). */
export function optPlatformUrl(ctx: RequestContext, config: ServerConfig, name: string): string | undefined {
  const src = ctx.method === 'GET' ? ctx.query : ctx.body;
  return optUrl(src, name) === undefined ? undefined : platformUrl(ctx, config, name);
}
