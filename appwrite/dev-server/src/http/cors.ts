import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../deps.ts';
import { onPlatform } from './platforms.ts';

/**
 * Appwrite answers CORS by echoing the Origin with credentials allowed (the web SDK fetches with
 * `credentials: 'include'`) and exposes the headers the SDK reads back — but only for an origin
 * on one of the project's web platforms (http/platforms.ts). Any other origin gets no
 * Access-Control-Allow-Origin, so a browser on that site can read nothing, cookies or not.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, config: ServerConfig): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin === undefined) res.setHeader('Access-Control-Allow-Origin', '*');
  else if (onPlatform(origin, config, req.headers.host)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  } else return;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'Origin, Cookie, Set-Cookie, X-Requested-With, Content-Type, Access-Control-Allow-Origin, Access-Control-Request-Headers, Accept, X-Appwrite-Project, X-Appwrite-Key, X-Appwrite-Dev-Key, X-Appwrite-Locale, X-Appwrite-Mode, X-Appwrite-JWT, X-Appwrite-Response-Format, X-Appwrite-Timeout, X-SDK-Version, X-SDK-Name, X-SDK-Language, X-SDK-Platform, X-SDK-GraphQL, X-Appwrite-ID, X-Appwrite-Timestamp, Content-Range, Range, Cache-Control, Expires, Pragma, X-Appwrite-Session, X-Fallback-Cookies, X-Forwarded-For, X-Forwarded-User-Agent',
  );
  res.setHeader('Access-Control-Expose-Headers', 'X-Appwrite-Session, X-Fallback-Cookies');
}
