import { AppwriteException } from '../errors.ts';

/**
 * Parameter validators with Appwrite's wording (`Invalid \`email\` param: Value must be a valid
 * email address`). Every service validates through these so bad input always gets a 400
 * general_argument_invalid, never a crash.
 */
const fail = (name: string, reason: string): never => {
  throw new AppwriteException('general_argument_invalid', `Invalid \`${name}\` param: ${reason}`);
};

const missing = (name: string): never => {
  throw new AppwriteException('general_argument_invalid', `Param "${name}" is not optional.`);
};

type Source = Record<string, unknown>;

export function str(src: Source, name: string, opts: { min?: number; max?: number } = {}): string {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (typeof value !== 'string')
    return fail(
      name,
      `Value must be a valid string and at least ${opts.min ?? 1} chars and no longer than ${opts.max ?? 256} chars`,
    );
  if (value.length < (opts.min ?? 0) || value.length > (opts.max ?? Number.MAX_SAFE_INTEGER)) {
    return fail(
      name,
      `Value must be a valid string and at least ${opts.min ?? 1} chars and no longer than ${opts.max ?? 256} chars`,
    );
  }
  return value;
}

export function optStr(src: Source, name: string, opts: { min?: number; max?: number } = {}): string | undefined {
  if (src[name] === undefined || src[name] === null) return undefined;
  return str(src, name, opts);
}

export function bool(src: Source, name: string): boolean {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fail(name, 'Value must be a valid boolean');
}

export function optBool(src: Source, name: string): boolean | undefined {
  return src[name] === undefined || src[name] === null ? undefined : bool(src, name);
}

export function int(src: Source, name: string, opts: { min?: number; max?: number } = {}): number {
  const raw = src[name];
  if (raw === undefined || raw === null) return missing(name);
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value)) return fail(name, 'Value must be a valid integer');
  if (value < (opts.min ?? -Infinity) || value > (opts.max ?? Infinity)) {
    return fail(name, `Value must be a valid range between ${opts.min ?? '-∞'} and ${opts.max ?? '∞'}`);
  }
  return value;
}

export function optInt(src: Source, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
  return src[name] === undefined || src[name] === null ? undefined : int(src, name, opts);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(src: Source, name = 'email'): string {
  const value = str(src, name, { max: 255 });
  if (!EMAIL.test(value)) fail(name, 'Value must be a valid email address');
  return value.toLowerCase();
}

export function url(src: Source, name: string): string {
  const value = str(src, name, { max: 2048 });
  try {
    const u = new URL(value);
    if (!['http:', 'https:'].includes(u.protocol)) throw new Error();
  } catch {
    fail(name, 'URL must be a valid http or https URL');
  }
  return value;
}

export function optUrl(src: Source, name: string): string | undefined {
  return src[name] === undefined || src[name] === null || src[name] === '' ? undefined : url(src, name);
}

/** Appwrite's UID rule: ≤ 36 chars of a-z A-Z 0-9 . - _, not starting with a special char. */
const UID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
export function isUid(value: unknown): value is string {
  return typeof value === 'string' && UID.test(value);
}

/** A custom id or `unique()`; returns the id to use. */
export function customId(src: Source, name: string, generate: () => string): string {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (value === 'unique()') return generate();
  if (!isUid(value)) {
    return fail(
      name,
      "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    );
  }
  return value;
}

export function uidParam(value: string | undefined, name: string): string {
  if (!isUid(value))
    return fail(
      name,
      "UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    );
  return value;
}

export function strArray(src: Source, name: string, opts: { maxItems?: number; maxLength?: number } = {}): string[] {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.length > (opts.maxLength ?? 4096))) {
    return fail(name, 'Value must be a valid array of strings');
  }
  if (value.length > (opts.maxItems ?? 100))
    return fail(name, `Value must be a valid array no longer than ${opts.maxItems ?? 100} items`);
  return value as string[];
}

export function optStrArray(
  src: Source,
  name: string,
  opts: { maxItems?: number; maxLength?: number } = {},
): string[] | undefined {
  return src[name] === undefined || src[name] === null ? undefined : strArray(src, name, opts);
}

export function oneOf<T extends string>(src: Source, name: string, allowed: readonly T[]): T {
  const value = str(src, name);
  if (!(allowed as readonly string[]).includes(value)) fail(name, `Value must be one of (${allowed.join(', ')})`);
  return value as T;
}

export function object(src: Source, name: string): Record<string, unknown> {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (typeof value !== 'object' || Array.isArray(value)) return fail(name, 'Value must be a valid object.');
  return value as Record<string, unknown>;
}

/** Appwrite's Password validator: 8 to 256 characters. */
export function password(src: Source, name = 'password'): string {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (typeof value !== 'string' || value.length < 8 || value.length > 256)
    return fail(name, 'Password must be between 8 and 256 characters long.');
  return value;
}

/** Appwrite's Phone validator: E.164, a leading + and at most 15 digits. */
export function phone(src: Source, name = 'phone'): string {
  const value = src[name];
  if (value === undefined || value === null) return missing(name);
  if (typeof value !== 'string' || !/^\+[1-9]\d{6,14}$/.test(value)) {
    return fail(name, "Phone number must start with a '+' can have a maximum of fifteen digits.");
  }
  return value;
}
