import { existsSync, readFileSync } from 'node:fs';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import type { RequestContext } from '../http/context.ts';

/**
 * Appwrite's auth methods (app/config/auth.php: the keys of `settings.auth.methods` in
 * appwrite.json, pushed by the CLI as the project's `auths`). A route labelled with a method that
 * the project turned off answers `501 user_auth_method_unsupported` with Appwrite's per-method
 * text (app/controllers/shared/api.php). Every method is on unless the project says `false`.
 * instamg turns `phone` off: SMS sign-in goes through the phone-sign-in function (ADR 0007).
 */
export type AuthMethod = 'email-password' | 'magic-url' | 'anonymous' | 'invites' | 'jwt' | 'phone' | 'email-otp';

const DISABLED_TEXT: Record<AuthMethod, string> = {
  'email-password': 'Email / Password authentication is disabled for this project',
  'magic-url': 'Magic URL authentication is disabled for this project',
  anonymous: 'Anonymous authentication is disabled for this project',
  invites: 'Invites authentication is disabled for this project',
  jwt: 'JWT authentication is disabled for this project',
  phone: 'Phone authentication is disabled for this project',
  'email-otp': 'Email OTP authentication is disabled for this project',
};

const fromSchema = new Map<string, Partial<Record<AuthMethod, boolean>>>();

function schemaMethods(schemaPath: string): Partial<Record<AuthMethod, boolean>> {
  let methods = fromSchema.get(schemaPath);
  if (!methods) {
    methods = {};
    if (existsSync(schemaPath)) {
      const raw = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
        settings?: { auth?: { methods?: Record<string, unknown> } };
      };
      for (const [key, value] of Object.entries(raw.settings?.auth?.methods ?? {}))
        if (key in DISABLED_TEXT && typeof value === 'boolean') methods[key as AuthMethod] = value;
    }
    fromSchema.set(schemaPath, methods);
  }
  return methods;
}

export function authMethodEnabled(deps: Pick<ServiceDeps, 'config'>, method: AuthMethod): boolean {
  const override = deps.config.authMethods?.[method];
  if (override !== undefined) return override;
  return schemaMethods(deps.config.schemaPath)[method] ?? true;
}

/** Throws Appwrite's refusal when the project turned `method` off; an API key is exempt, as on Appwrite ("app users"). */
export function requireAuthMethod(deps: Pick<ServiceDeps, 'config'>, method: AuthMethod, ctx: RequestContext): void {
  if (ctx.auth.kind !== 'key' && !authMethodEnabled(deps, method))
    throw new AppwriteException('user_auth_method_unsupported', DISABLED_TEXT[method]);
}
