import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { type CriterionTest, notApplicableCriteria, type TestedCriterion, testedCriteria } from './criteria';
import { variantsOfConstant, variantsOfTest } from './test-pages';
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

const variantPaths = new Set(variants.map((entry) => entry.path));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every test row once (a row shared by criteria, like the axe states, is one test). */
const everyRow = [...new Set(testedCriteria.flatMap((row) => row.tests))].map(
  (test) => [test.name, test] as const,
);

describe('the pages each test row says it loads', () => {
  // What the test's source names, in its own call or in the table of rows it runs over. An
  // every-variant test walks the routes manifest (its beforeAll), which no call names: its own
  // call must then name only the variants it leaves out.
  it.each(everyRow)('“%s” loads the pages its row lists', (name, test: CriterionTest) => {
    const named = test.pagesListedIn
      ? variantsOfConstant(
          read(test.pagesListedIn.file),
          test.pagesListedIn.file,
          test.pagesListedIn.constant,
          variantPaths,
        )
      : variantsOfTest(read(test.file), test.file, name, variantPaths);
    expect(
      named,
      `${test.pagesListedIn?.file ?? test.file} has no ${test.pagesListedIn?.constant ?? name}`,
    ).toBeDefined();
    const claimed = 'only' in test.pages ? test.pages.only : test.pages.everyVariantBut;
    expect(named).toEqual([...claimed].sort());
    for (const page of claimed) expect(variantPaths.has(page), `${page} is no variant`).toBe(true);
  });

  it.each(everyRow)('“%s” is shown in words, its pages named, no slot left', (_name, test: CriterionTest) => {
    expect(test.shows).not.toMatch(/%s|\$[a-z]|\{engine\}|…/i);
    if ('only' in test.pages) for (const page of test.pages.only) expect(test.shows).toContain(page);
  });
});

describe('the pages a test names in its source', () => {
  const paths = new Set(['basic', 'gett', 'nayax', 'result']);
  it.each([
    ['a variant in the body', "it('pays', () => { open('basic'); });", 'pays', undefined, ['basic']],
    [
      'it.each rows',
      "it.each([['basic'], ['gett']])('%s pays', () => {});",
      '%s pays',
      undefined,
      ['basic', 'gett'],
    ],
    [
      'not another test’s',
      "it('a', () => open('gett'));\nit('b', () => open('basic'));",
      'b',
      undefined,
      ['basic'],
    ],
    ['a word that is no variant', "it('pays', () => { open('basics', 'en'); });", 'pays', undefined, []],
    [
      'an engine slot',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the row is test source, where ${engineName} is literal text
      "it(`axe (${engineName}): pays`, () => open('nayax'));",
      'axe ({engine}): pays',
      undefined,
      ['nayax'],
    ],
    [
      'a table of rows',
      "const rows = [{ variant: 'result' }, { variant: 'gett' }];",
      undefined,
      'rows',
      ['gett', 'result'],
    ],
  ] as const)('%s', (_case, source, name, constant, found) => {
    const named = constant
      ? variantsOfConstant(source, 'case.ts', constant, paths)
      : variantsOfTest(source, 'case.ts', name ?? '', paths);
    expect(named).toEqual(found);
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
