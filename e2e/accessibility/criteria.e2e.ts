import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testedCriteria } from './criteria';

/**
 * The criteria table holds: each criterion names at least one test, and each test named is written
 * in its file as named (a renamed or removed test fails here, not silently in a statement).
 */
describe('the WCAG criteria table (e2e/accessibility/criteria.ts)', () => {
  it.each(testedCriteria.map((row) => [row.criterion, row.title, row]))(
    '%s %s: names at least one test, and each exists in its file',
    async (_criterion, _title, row) => {
      expect(row.tests.length).toBeGreaterThan(0);
      for (const test of row.tests) {
        const source = await readFile(path.resolve(process.cwd(), test.file), 'utf8');
        // The engine files name their tests with the engine: `${engineName}` in the source.
        const written = test.name.replaceAll('{engine}', '$' + '{engineName}');
        expect(source, `${test.file} lacks "${written}"`).toContain(written);
      }
    },
  );

  it('names each criterion once, by a WCAG 2.2 number', () => {
    const numbers = testedCriteria.map((row) => row.criterion);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^[1-4]\.\d+\.\d+$/);
  });
});
