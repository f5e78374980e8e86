import type { CookieSpec } from './context.ts';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function serializeCookie(c: CookieSpec): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`, `path=${c.path ?? '/'}`];
  if (c.expires !== undefined) parts.push(`expires=${new Date(c.expires * 1000).toUTCString()}`);
  if (c.httpOnly ?? true) parts.push('httponly');
  if (c.secure) parts.push('secure');
  if (c.sameSite) parts.push(`samesite=${c.sameSite}`);
  return parts.join('; ');
}
