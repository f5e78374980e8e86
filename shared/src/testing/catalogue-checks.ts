/**
 * Checks every app's catalogue test runs (issue 37; docs/decisions/0012-i18n.md): each English key
 * exists in every other locale with the same ICU arguments, Hindi is written in Devanagari, and a
 * converted source file shows no user-visible English of its own (it reads its catalogue).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { sep } from 'node:path';
import ts from 'typescript';
import { LOCALES, loadCatalogue, messageGaps, type Catalogue, type Messages } from '../i18n';

/** Every component file of an app's `src` (tests excluded), relative to it with / separators, sorted. */
export function componentFiles(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .sort();
}

/** The argument names of an ICU message (`{name}`, `{count, plural, …}`), sorted. */
export function messageArguments(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

/** Every problem of a catalogue, as readable lines (empty when it is complete); loads its locales. */
export async function catalogueProblems(
  catalogue: Catalogue<Messages>,
  { latinOnly = [] as readonly string[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const english = catalogue.english;
  for (const locale of LOCALES.filter((l) => l !== 'en-IN')) {
    const own = await loadCatalogue(catalogue, locale);
    const gaps = messageGaps(english, own);
    for (const key of gaps.missing) problems.push(`${locale} lacks ${key}`);
    for (const key of gaps.extra) problems.push(`${locale} has ${key}, which English does not`);
    for (const [key, message] of Object.entries(english)) {
      const translated = own[key];
      if (typeof translated !== 'string') continue;
      const [a, b] = [messageArguments(message), messageArguments(translated)];
      if (a.join() !== b.join())
        problems.push(`${locale} ${key}: arguments ${b.join() || '—'} ≠ English ${a.join() || '—'}`);
      if (locale === 'hi-IN' && !latinOnly.includes(key) && !/[\u0900-\u097F]/.test(translated))
        problems.push(`hi-IN ${key} has no Devanagari (copied English?)`);
    }
  }
  return problems;
}

/** Attributes whose text a person reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'label', 'alt', 'aria-description']);

/**
 * User-visible English written into a component instead of read from its catalogue: JSX text and
 * string literals in text attributes (aria-label, placeholder, title, label, alt), and string
 * props of those names in object literals (`'aria-label': 'Search'`). Parsed with TypeScript, so
 * comments, class names, test ids and code are never texts. Returns `line: text` entries.
 */
export function untranslatedStrings(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (/[A-Za-z]{2,}/.test(text))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text.replace(/\s+/g, ' '));
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (
        value &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value))
      )
        report(node, value.getText(file));
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(file).replace(/^['"]|['"]$/g, '')) &&
      (ts.isStringLiteral(node.initializer) || ts.isTemplateExpression(node.initializer))
    )
      report(node, node.initializer.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
