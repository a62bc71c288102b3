import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Test support: the shipped English translations, read once. */
const english: unknown = JSON.parse(
  readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8'),
);

/** The English entry under a dotted key ('card.number.invalid'), or undefined when there is none. */
export function englishMessage(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      english,
    );
}
