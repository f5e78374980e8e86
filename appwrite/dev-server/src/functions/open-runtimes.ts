import type { RuntimeRequest } from './protocol.ts';

/**
 * The open-runtimes Node context (runtimes/node/versions/latest/src/server.js) rebuilt for the
 * dev server, so function code written against it runs unchanged here and on Appwrite.
 * Pure: no I/O, no globals; the worker supplies the log sinks.
 */

export interface RuntimeOutput {
  body: Buffer;
  statusCode: number;
  headers: Record<string, string>;
}

export interface LogSink {
  log(line: string): void;
  error(line: string): void;
}

/** How open-runtimes' Logger turns one message into a line. */
export function formatLogMessage(message: unknown): string {
  if (message instanceof Error) return String(message.stack || message);
  if (message instanceof Object || Array.isArray(message)) {
    try {
      return JSON.stringify(message);
    } catch {
      return String(message);
    }
  }
  return `${message as string}`;
}

/** How open-runtimes formats `console.*` arguments (objects as JSON, joined by spaces). */
export function formatConsoleArgs(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg !== 'object' || arg === null) return String(arg);
      try {
        return JSON.stringify(arg);
      } catch {
        return String(arg);
      }
    })
    .join(' ');
}

export function createRuntimeContext(request: RuntimeRequest, sink: LogSink) {
  const bodyBinary = Buffer.from(request.bodyBase64, 'base64');
  const headers = { ...request.headers };
  const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const scheme = headers['x-forwarded-proto'] ?? 'http';
  const defaultPort = scheme === 'https' ? '443' : '80';
  const hostHeader = headers.host ?? 'localhost';
  const host = hostHeader.includes(':') ? hostHeader.split(':')[0]! : hostHeader;
  const port = Number(hostHeader.includes(':') ? hostHeader.split(':')[1] : defaultPort);
  const path = request.url.includes('?') ? request.url.split('?')[0]! : request.url;
  const queryString = request.url.includes('?') ? request.url.split('?')[1]! : '';
  const query: Record<string, string> = {};
  for (const param of queryString.split('&')) {
    const [key, ...rest] = param.split('=');
    if (key) query[key] = rest.join('=');
  }
  const url = `${scheme}://${host}${String(port) === defaultPort ? '' : `:${port}`}${path}${queryString === '' ? '' : `?${queryString}`}`;

  const res = {
    send(body: unknown, statusCode = 200, headers: Record<string, string> = {}): RuntimeOutput {
      return res.text(`${body as string}`, statusCode, headers);
    },
    text(body: string, statusCode = 200, headers: Record<string, string> = {}): RuntimeOutput {
      return res.binary(Buffer.from(body, 'utf8'), statusCode, headers);
    },
    binary(bytes: Buffer | Uint8Array, statusCode = 200, headers: Record<string, string> = {}): RuntimeOutput {
      return { body: Buffer.from(bytes), statusCode, headers };
    },
    json(obj: unknown, statusCode = 200, headers: Record<string, string> = {}): RuntimeOutput {
      headers['content-type'] = 'application/json';
      return res.text(JSON.stringify(obj), statusCode, headers);
    },
    empty(): RuntimeOutput {
      return res.text('', 204, {});
    },
    redirect(url: string, statusCode = 301, headers: Record<string, string> = {}): RuntimeOutput {
      headers.location = url;
      return res.text('', statusCode, headers);
    },
  };

  return {
    req: {
      get body(): unknown {
        if (contentType.startsWith('application/json')) return bodyBinary.length > 0 ? this.bodyJson : {};
        if (['application/', 'audio/', 'font/', 'image/', 'video/'].some((t) => contentType.startsWith(t)))
          return bodyBinary;
        return this.bodyText;
      },
      get bodyRaw(): string {
        return this.bodyText;
      },
      get bodyText(): string {
        return bodyBinary.toString();
      },
      /** Throws on an empty or non-JSON body, exactly like open-runtimes. */
      get bodyJson(): unknown {
        return JSON.parse(this.bodyText);
      },
      get bodyBinary(): Buffer {
        return bodyBinary;
      },
      headers,
      method: request.method,
      host,
      scheme,
      query,
      queryString,
      port,
      url,
      path,
    },
    res,
    log: (message: unknown): void => sink.log(formatLogMessage(message)),
    error: (message: unknown): void => sink.error(formatLogMessage(message)),
  };
}

export type RuntimeContext = ReturnType<typeof createRuntimeContext>;

/**
 * What the runtime answers after the user function returned `output` (or threw): a missing
 * return is a 500 with open-runtimes' message, `x-open-runtimes-*` headers are dropped, header
 * names are lower-cased and a text content type gains `charset=utf-8`.
 */
export function finalizeOutput(output: unknown, sink: LogSink): RuntimeOutput {
  let out = output as Partial<RuntimeOutput> | null | undefined;
  if (out === null || out === undefined) {
    sink.error('Return statement missing. return context.res.empty() if no response is expected.');
    out = { body: Buffer.alloc(0), statusCode: 500, headers: {} };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(out.headers ?? {})) {
    if (name.toLowerCase().startsWith('x-open-runtimes-')) continue;
    headers[name.toLowerCase()] = String(value);
  }
  const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (!contentType.startsWith('multipart/') && !contentType.includes('charset='))
    headers['content-type'] = `${contentType}; charset=utf-8`;
  const body =
    out.body === undefined || out.body === null
      ? Buffer.alloc(0)
      : Buffer.isBuffer(out.body)
        ? out.body
        : Buffer.from(String(out.body));
  return { body, statusCode: out.statusCode ?? 200, headers };
}
