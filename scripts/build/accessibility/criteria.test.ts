import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notApplicableCriteria, type TestedCriterion, testedCriteria } from './criteria';
import { namesTest, testTitles } from './test-titles';
import { wcagCriteria } from './wcag-criteria';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

const everyTest = testedCriteria.flatMap((row) =>
  row.tests.map((test) => [row.criterion, test.file, test.name] as const),
);

describe('the WCAG criteria table (what each statement claims)', () => {
  it.each(everyTest)('%s is shown by %s: “%s”, a test that exists', (_criterion, file, name) => {
    const full = path.join(root, file);
    expect(existsSync(full), file).toBe(true);
    const titles = testTitles(readFileSync(full, 'utf8'), file);
    expect(namesTest(titles, name), `${file} has no test titled “${name}”`).toBe(true);
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
});

describe('test titles as the table names them', () => {
  it.each([
    ['a plain it', "it('basic pays', async () => {});", 'basic pays', true],
    ['it.each(rows)(title)', "it.each([['a']])('%s pays', () => {});", '%s pays', true],
    ['it.concurrent', "it.concurrent('basic pays', async () => {});", 'basic pays', true],
    ['test.skip: never runs, shows nothing', "test.skip('later', () => {});", 'later', false],
    ['it.todo', "it.todo('later');", 'later', false],
    ['it.skip.each', "it.skip.each([['a']])('%s pays', () => {});", '%s pays', false],
    [
      'a test inside describe.skip',
      "describe.skip('g', () => { it('basic pays', () => {}); });",
      'basic pays',
      false,
    ],
    [
      'an engine slot',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the row is test source, where ${engineName} is literal text
      'it(`2.4.7 focus visible (${engineName}): rings`, async () => {});',
      '2.4.7 focus visible ({engine}): rings',
      true,
    ],
    ['a renamed test', "it('basic pays now', async () => {});", 'basic pays at once', false],
    ['only a part of a title', "it('basic pays at once', () => {});", 'basic pays', false],
    ['the title in a comment only', "// it('basic pays', …)\nconst x = 'basic pays';", 'basic pays', false],
    ['a describe, not a test', "describe('basic pays', () => {});", 'basic pays', false],
  ])('%s', (_case, source, name, found) => {
    expect(namesTest(testTitles(source, 'case.ts'), name)).toBe(found);
  });
});
