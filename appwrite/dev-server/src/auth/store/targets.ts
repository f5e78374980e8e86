import { uniqueId } from '../../util/ids.ts';

export interface Target {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  userId: string;
  providerId: string | null;
  providerType: 'email' | 'sms';
  identifier: string;
  expired: boolean;
}

function makeTarget(userId: string, providerType: Target['providerType'], identifier: string, at: string): Target {
  return {
    $id: uniqueId(),
    $createdAt: at,
    $updatedAt: at,
    name: '',
    userId,
    providerId: null,
    providerType,
    identifier,
    expired: false,
  };
}

/** Keeps the user's messaging targets in step with their email and phone, as Appwrite does. */
export function syncTargets(
  targets: Target[],
  userId: string,
  email: string | null,
  phone: string | null,
  at: string,
): Target[] {
  const out: Target[] = [];
  for (const [type, identifier] of [
    ['email', email],
    ['sms', phone],
  ] as const) {
    if (!identifier) continue;
    const existing = targets.find((t) => t.providerType === type);
    out.push(
      existing
        ? existing.identifier === identifier
          ? existing
          : { ...existing, identifier, $updatedAt: at }
        : makeTarget(userId, type, identifier, at),
    );
  }
  return out;
}
