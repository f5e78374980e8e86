/**
 * Scopes per role, from Appwrite's app/config/roles.php (1.9). Guests can create accounts and
 * sessions but lack `account`, which is why `GET /account` as a guest answers
 * general_unauthorized_scope.
 */
export const GUEST_SCOPES = [
  'global',
  'public',
  'home',
  'console',
  'graphql',
  'health.read',
  'sessions.write',
  'teams.read',
  'documents.read',
  'documents.write',
  'rows.read',
  'rows.write',
  'files.read',
  'files.write',
  'locale.read',
  'avatars.read',
  'execution.write',
  'subscribers.write',
] as const;

export const USER_SCOPES = [
  ...GUEST_SCOPES,
  'account',
  'teams.write',
  'projects.read',
  'execution.read',
  'targets.read',
  'targets.write',
  'subscribers.read',
] as const;

/** Scopes an API key may hold (app/config/scopes/project.php, the ones this server serves). */
export const ALL_KEY_SCOPES = [
  'sessions.write',
  'users.read',
  'users.write',
  'teams.read',
  'teams.write',
  'databases.read',
  'databases.write',
  'tables.read',
  'tables.write',
  'columns.read',
  'columns.write',
  'indexes.read',
  'indexes.write',
  'rows.read',
  'rows.write',
  'collections.read',
  'collections.write',
  'attributes.read',
  'attributes.write',
  'documents.read',
  'documents.write',
  'files.read',
  'files.write',
  'buckets.read',
  'buckets.write',
  'functions.read',
  'functions.write',
  'execution.read',
  'execution.write',
  'locale.read',
  'avatars.read',
  'health.read',
  'messages.read',
  'messages.write',
] as const;
