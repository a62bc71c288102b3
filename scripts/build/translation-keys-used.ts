import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Test helper (node only): the translation sections a screen's code can ask for. Walks the
 * screen's imports (static and import()) through src/ and variants/, and collects every string
 * literal or template head that names an existing key (`t('card.number.label')`, a validator's
 * `error: 'card.number.invalid'`, `card.schemes.${id}`).
 */
const importPattern =
  /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const literalPattern = /'([a-z][\w.]*)'|"([a-z][\w.]*)"|`([a-z][\w.]*)(?:`|\$\{)/g;

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@variants/')) base = path.join(root, 'variants', specifier.slice(10));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The source files reachable from `entries`, tests excluded. */
export function reachableSources(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const resolved = resolveImport(root, file, specifier);
      if (resolved && !/\.test\.tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

function hasPath(translations: unknown, key: string): boolean {
  let node: unknown = translations;
  const parts = key.replace(/\.$/, '').split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    // The last part may be a stem: `result.${status}` or a plural base (fixErrors_one).
    if (index === parts.length - 1 && !(part in record)) {
      return Object.keys(record).some((name) => name.startsWith(part));
    }
    node = record[part];
  }
  return true;
}

/** Keys (or key stems) named in `files` that exist in `translations`. */
export function translationKeysIn(files: readonly string[], translations: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(literalPattern)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      const section = literal.split('.')[0] ?? '';
      if (literal.includes('.') && section in translations && hasPath(translations, literal))
        keys.add(literal);
    }
  }
  return [...keys].sort();
}
