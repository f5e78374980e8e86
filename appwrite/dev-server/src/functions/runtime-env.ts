import { APPWRITE_VERSION } from '../errors.ts';
import type { FunctionDef } from '../db/schema.ts';

/** `node-22` → { name: 'Node.js', version: '22' }, as Appwrite reports APPWRITE_FUNCTION_RUNTIME_NAME/VERSION. */
export function runtimeInfo(runtime: string): { name: string; version: string } {
  const m = /^([a-z]+)-(.+)$/.exec(runtime);
  if (!m) throw new Error(`Unsupported runtime "${runtime}": expected a name like node-22`);
  const [, lang, version] = m as unknown as [string, string, string];
  const names: Record<string, string> = { node: 'Node.js', bun: 'Bun', deno: 'Deno' };
  const name = names[lang];
  if (!name)
    throw new Error(
      `Unsupported runtime "${runtime}": the dev server runs JavaScript/TypeScript functions only (node, bun, deno)`,
    );
  return { name, version };
}

/** `s-0.5vcpu-512mb` → cpus 0.5, memory 512; `s-1vcpu-1gb` → 1, 1024 (MB), like Appwrite's APPWRITE_FUNCTION_CPUS/MEMORY. */
export function specificationResources(specification: string): { cpus: string; memory: string } {
  const m = /^s-([\d.]+)vcpu-(\d+)(mb|gb)$/.exec(specification);
  if (!m) return { cpus: '0.5', memory: '512' };
  return { cpus: m[1]!, memory: String(Number(m[2]) * (m[3] === 'gb' ? 1024 : 1)) };
}

/**
 * Parses a function folder's `.env` (what `appwrite push functions --with-variables` uploads):
 * `KEY=value`, optional `export `, single or double quotes, `#` comments, blank lines.
 */
export function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2]!;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[m[1]!] = value;
  }
  return out;
}

/** The dev server has no deployments; one stable id per function stands in for the active deployment. */
export const deploymentIdFor = (fn: FunctionDef): string => `dev-${fn.id}`.slice(0, 36);

/**
 * Environment of a function's process: the function's own variables first, then Appwrite's
 * APPWRITE_FUNCTION_* variables, which a `.env` must not be able to override (as in Appwrite).
 */
export function functionEnv(
  fn: FunctionDef,
  opts: { endpoint: string; projectId: string; variables: Record<string, string> },
): Record<string, string> {
  const runtime = runtimeInfo(fn.runtime);
  const resources = specificationResources(fn.specification ?? 's-0.5vcpu-512mb');
  return {
    ...opts.variables,
    APPWRITE_FUNCTION_API_ENDPOINT: opts.endpoint,
    APPWRITE_FUNCTION_PROJECT_ID: opts.projectId,
    APPWRITE_FUNCTION_ID: fn.id,
    APPWRITE_FUNCTION_NAME: fn.name,
    APPWRITE_FUNCTION_DEPLOYMENT: deploymentIdFor(fn),
    APPWRITE_FUNCTION_RUNTIME_NAME: runtime.name,
    APPWRITE_FUNCTION_RUNTIME_VERSION: runtime.version,
    APPWRITE_FUNCTION_CPUS: resources.cpus,
    APPWRITE_FUNCTION_MEMORY: resources.memory,
    APPWRITE_VERSION,
    APPWRITE_REGION: 'default',
  };
}
