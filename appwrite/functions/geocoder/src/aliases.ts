/**
 * The locality alias layer (data/locality-aliases.json): neighbourhood names that are not
 * post-office names, attached to the PIN that serves them. Pure except `loadAliases`.
 */
import { readFileSync } from 'node:fs';

export interface LocalityAlias {
  name: string;
  postalCode: string;
  /** Words a query may add and still match (the city people type after the name). */
  extraWords: string;
}

interface AliasFile {
  aliases: [name: string, pin: number, extraWords?: string][];
}

export function decodeAliases(file: AliasFile): LocalityAlias[] {
  if (!Array.isArray(file.aliases)) throw new Error('locality-aliases.json: no aliases list.');
  return file.aliases.map(([name, pin, extraWords = '']) => ({
    name,
    postalCode: String(pin).padStart(6, '0'),
    extraWords,
  }));
}

export const ALIAS_DATA_URL = new URL('../data/locality-aliases.json', import.meta.url);

export function loadAliases(url: URL = ALIAS_DATA_URL): LocalityAlias[] {
  return decodeAliases(JSON.parse(readFileSync(url, 'utf8')) as AliasFile);
}
