import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notApplicableCriteria, type TestedCriterion, testedCriteria } from './statement-claims';
import { namesTest } from './test-names';
import { wcagCriteria } from './wcag-criteria';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

const everyTest = testedCriteria.flatMap((row) =>
  row.tests.map((test) => [row.criterion, test.file, test.name] as const),
);

describe('the accessibility statement’s claims', () => {
  it.each(everyTest)('%s is shown by %s: “%s”, a test that exists', (_criterion, file, name) => {
    const full = path.join(root, file);
    expect(existsSync(full), file).toBe(true);
    const source = readFileSync(full, 'utf8');
    expect(namesTest(source, name), `${file} has no test named “${name}”`).toBe(true);
  });

  it.each(testedCriteria.map((row) => [row.criterion, row] as const))(
    '%s names at least one test and matches WCAG 2.2’s title and level',
    (criterion, row: TestedCriterion) => {
      expect(row.tests.length).toBeGreaterThan(0);
      const wcag = wcagCriteria.find((entry) => entry.criterion === criterion);
      expect(wcag, `${criterion} is not a WCAG 2.2 A/AA criterion`).toBeDefined();
      expect([row.title, row.level]).toEqual([wcag?.title, wcag?.level]);
    },
  );

  it('claims each criterion at most once: met, or not applicable, never both', () => {
    const met = testedCriteria.map((row) => row.criterion);
    const notApplicable = notApplicableCriteria.map((row) => row.criterion);
    expect(new Set(met).size).toBe(met.length);
    expect(met.filter((criterion) => notApplicable.includes(criterion))).toEqual([]);
    for (const criterion of notApplicable) {
      expect(
        wcagCriteria.some((entry) => entry.criterion === criterion),
        criterion,
      ).toBe(true);
    }
  });

  it.each([
    ['the name as written', "it('basic pays', async () => {", 'basic pays', true],
    [
      'an engine slot',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the row is test source, where ${engine} is literal text
      'it(`2.4.7 focus visible (${engine}): rings`, async',
      '2.4.7 focus visible ({engine}): rings',
      true,
    ],
    ['a renamed test', "it('basic pays now', async () => {", 'basic pays at once', false],
  ])('namesTest: %s', (_case, source, name, found) => {
    expect(namesTest(source, name)).toBe(found);
  });
});
