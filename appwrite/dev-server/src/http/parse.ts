import type { IncomingMessage } from 'node:http';
import { AppwriteException } from '../errors.ts';
import type { QueryParams, UploadedFile } from './context.ts';

/**
 * Query strings as the SDKs flatten them: `queries[0]=a&queries[1]=b` and `scopes[]=x` become
 * arrays; `a[b]=c` becomes an object. Anything else stays a string.
 */
export function parseQueryString(search: string): QueryParams {
  const out: QueryParams = {};
  const params = new URLSearchParams(search);
  for (const [rawKey, value] of params) {
    const m = /^([^[\]]+)\[([^\]]*)\]$/.exec(rawKey);
    if (!m) {
      out[rawKey] = value;
      continue;
    }
    const [, key, sub] = m as unknown as [string, string, string];
    if (sub === '' || /^\d+$/.test(sub)) {
      const current = out[key];
      const list = Array.isArray(current) ? current : [];
      if (sub === '') list.push(value);
      else list[Number(sub)] = value;
      out[key] = list;
    } else {
      const current = out[key];
      const obj = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      obj[sub] = value;
      out[key] = obj;
    }
  }
  for (const [key, value] of Object.entries(out)) {
    if (Array.isArray(value)) out[key] = value.filter((v) => v !== undefined);
  }
  return out;
}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new AppwriteException('general_payload_too_large'));
  // An over-long chunked body is drained rather than aborted: destroying the request would drop
  // the socket before the 413 goes out, and keep-alive clients would see a hung connection.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () =>
      size > limit ? reject(new AppwriteException('general_payload_too_large')) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', () => reject(new AppwriteException('general_bad_request', 'The request body could not be read.')));
  });
}

export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppwriteException('general_argument_invalid', 'Invalid JSON body: the request body could not be parsed.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppwriteException('general_argument_invalid', 'Invalid JSON body: expected a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * Minimal multipart/form-data parser (the web SDK uploads files this way). Fields named
 * `key[]` collect into arrays, matching how the SDK sends `permissions[]`.
 */
export function parseMultipart(
  raw: Buffer,
  contentType: string,
): { fields: Record<string, unknown>; files: UploadedFile[] } {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw new AppwriteException('general_argument_invalid', 'Invalid multipart body: missing boundary.');
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let pos = raw.indexOf(delimiter);
  if (pos < 0) throw new AppwriteException('general_argument_invalid', 'Invalid multipart body.');
  for (;;) {
    pos += delimiter.length;
    if (raw.subarray(pos, pos + 2).toString() === '--') break;
    const headerEnd = raw.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new AppwriteException('general_argument_invalid', 'Invalid multipart body.');
    const headerText = raw.subarray(pos, headerEnd).toString('utf8');
    const next = raw.indexOf(delimiter, headerEnd + 4);
    if (next < 0) throw new AppwriteException('general_argument_invalid', 'Invalid multipart body: unterminated part.');
    const data = raw.subarray(headerEnd + 4, next - 2); // strip the CRLF before the delimiter
    const disposition = /content-disposition:[^\r\n]*/i.exec(headerText)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headerText)?.[1]?.trim() ?? 'application/octet-stream';
    if (name !== undefined) {
      if (filename !== undefined) {
        files.push({ field: name, filename, contentType: type, data: Buffer.from(data) });
      } else {
        const text = data.toString('utf8');
        if (name.endsWith('[]')) {
          const key = name.slice(0, -2);
          const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
          list.push(text);
          fields[key] = list;
        } else {
          fields[name] = text;
        }
      }
    }
    pos = next;
  }
  return { fields, files };
}
