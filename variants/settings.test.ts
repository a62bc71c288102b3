import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsSchema } from '@variants/settings';
import { describe, expect, it } from 'vitest';

// docs/reference.md, "Variants and their settings": the one place a merchant reads what a setting does.
const reference = readFileSync(path.join(process.cwd(), 'docs', 'reference.md'), 'utf8');
const documented = new Set([...reference.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]));

describe('the variant settings', () => {
  // theme is the entry's own field (the reference says so above its table), not a row of it.
  it.each(Object.keys(settingsSchema.entries).filter((name) => name !== 'theme'))(
    '%s has its row in docs/reference.md’s table of settings',
    (name) => {
      expect(documented.has(name)).toBe(true);
    },
  );
});
