// The row shape every builder returns, and the store → team map the store rows need.
import { STORES } from './data/stores.js';

export type SeedRow = { $id: string; $permissions?: string[] } & Record<string, unknown>;

/**
 * Store id → the id of its Appwrite team. The seed creates each team with a server-chosen id
 * (`ID.unique()`) and records it in stores.team_id; nothing derives a team id from a store id, so
 * no client can create a store's team ahead of the seed (docs/permissions.md, "Store teams").
 */
export type StoreTeamIds = ReadonlyMap<string, string>;

/** Stand-in team ids for building rows without a server (dry run, tests); never written. */
export function dryRunTeamIds(): StoreTeamIds {
  return new Map(STORES.map((store, index) => [store.id, `dry-run-team-${index}`]));
}

export function teamOf(teamIds: StoreTeamIds, storeId: string): string {
  const teamId = teamIds.get(storeId);
  if (!teamId) throw new Error(`No team id for store ${storeId}`);
  return teamId;
}

/** Rounded to paise / 2 decimals. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
