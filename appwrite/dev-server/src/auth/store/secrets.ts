import { passwordHashing, SERVER_CLIENT } from '../hashing-gate.ts';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
} from 'node:crypto';

// Secrets at rest: SHA-256 for session and token secrets, scrypt for passwords, AES-256-GCM for what must be read back.

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * `scrypt$<salt b64>$<hash b64>` with the fixed parameters above. `client` (the caller's IP, or
 * 'server') is whose turn it is at the hashing gate, which keeps one flood from stalling everyone.
 */
export async function hashPassword(password: string, client = SERVER_CLIENT): Promise<string> {
  const salt = randomBytes(16);
  const hash = await passwordHashing.run(client, () => scrypt(password, salt));
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const NO_PASSWORD_SALT = randomBytes(16);

/**
 * Whether `password` matches the stored hash. With no (usable) hash it still spends one scrypt,
 * so an unknown e-mail or a password-less account answers as slowly as a wrong password.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  client = SERVER_CLIENT,
): Promise<boolean> {
  const [kind, salt, hash] = (stored ?? '').split('$');
  const usable = kind === 'scrypt' && !!salt && !!hash;
  const actual = await passwordHashing.run(client, () =>
    scrypt(password, usable ? Buffer.from(salt, 'base64') : NO_PASSWORD_SALT),
  );
  if (!usable) return false;
  const expected = Buffer.from(hash, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const sealKey = (projectSecret: string): Buffer =>
  createHash('sha256').update(`instamg-dev-server/seal/${projectSecret}`).digest();

/** Reversible encryption for values the server must read back (TOTP secret, recovery codes). */
export function seal(projectSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(projectSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function unseal(projectSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  if (!iv || !tag || !data) throw new Error('sealed value is malformed');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(projectSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
