import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { claimsForPage, type StatementPage } from './claims-for-page';
import { type TestedCriterion, testedCriteria } from './criteria';

const pageOf = (path: string): StatementPage => {
  const entry = variants.find((variant) => variant.path === path);
  if (!entry) throw new Error(`no variant ${path}`);
  return { path: entry.path, screen: entry.screen };
};

const claimsOf = (path: string) => claimsForPage(pageOf(path), variants);
const metHere = (path: string) => claimsOf(path).met.map((claim) => claim.row.criterion);
const elsewhereOf = (path: string, criterion: string) =>
  claimsOf(path).elsewhere.find((claim) => claim.row.criterion === criterion);

describe('what one variant’s statement claims', () => {
  // Rows from the test files as they stand (criteria.test.ts keeps each row's pages true):
  // e2e/keyboard.e2e.ts and form-states.e2e.ts's skip link load basic alone, form-states's error
  // summary basic, nayax and gett, accessibility-flows.ts's 2.4.11 nayax alone.
  it.each([
    ['basic', '2.1.1', 'met'],
    ['nayax', '2.1.1', 'elsewhere'],
    ['stb', '2.1.1', 'elsewhere'],
    ['eupago', '2.1.1', 'elsewhere'],
    ['basic', '2.4.1', 'met'],
    ['gett', '2.4.1', 'elsewhere'],
    ['nayax', '3.3.1', 'met'],
    ['gett', '3.3.1', 'met'],
    ['stb', '3.3.1', 'elsewhere'],
    ['nayax', '2.4.11', 'met'],
    ['basic', '2.4.11', 'elsewhere'],
    ['elal', '3.1.2', 'met'],
    ['alsa', '3.1.2', 'elsewhere'],
    ['result', '4.1.2', 'met'],
    // axe over every page (variants.e2e.ts) shows it on stb too, beside the engines' states.
    ['stb', '4.1.2', 'met'],
  ])('%s: %s is %s', (path, criterion, where) => {
    expect(metHere(path).includes(criterion)).toBe(where === 'met');
    expect(elsewhereOf(path, criterion) !== undefined).toBe(where === 'elsewhere');
  });

  it.each([
    ['nayax', '2.1.1', ['basic'], []],
    // stb has screens of its own: the card form basic shows is not its code.
    ['stb', '2.1.1', ['basic'], []],
    ['eupago', '2.1.1', ['basic'], ['basic']],
    ['eupago', '2.4.11', ['nayax'], []],
    ['stb', '3.3.1', ['basic', 'nayax', 'gett'], []],
    ['eupago', '3.3.1', ['basic', 'nayax', 'gett'], ['basic', 'gett']],
  ])('%s lists %s as shown on %j, the same card form on %j', (path, criterion, shownOn, sameForm) => {
    expect(elsewhereOf(path, criterion)).toMatchObject({ shownOn, sameCardForm: sameForm });
  });

  const everyVariantCriteria = testedCriteria
    .filter((row) =>
      row.tests.some((test) => 'everyVariantBut' in test.pages && test.pages.everyVariantBut.length === 0),
    )
    .map((row) => row.criterion);

  it.each(variants.map((variant) => [variant.path] as const))(
    '%s: a criterion an every-variant test shows is met there, each criterion once',
    (path) => {
      const claims = claimsOf(path);
      expect(everyVariantCriteria.filter((criterion) => !metHere(path).includes(criterion))).toEqual([]);
      const listed = [...claims.met, ...claims.elsewhere].map((claim) => claim.row.criterion).sort();
      expect(listed).toEqual(testedCriteria.map((row) => row.criterion).sort());
    },
  );

  it('claims a criterion met only with the tests that load the page', () => {
    const paste = testedCriteria.find((row) => row.criterion === '3.3.8');
    const met = claimsOf('gett').met.find((claim) => claim.row.criterion === '3.3.8');
    expect(paste?.tests).toHaveLength(2);
    // The engines' paste test loads basic only: gett's claim rests on the Chromium one alone.
    expect(met?.tests.map((test) => test.file)).toEqual(['e2e/accessibility/interactions.e2e.ts']);
  });

  it.each([
    ['a page every test leaves out', { everyVariantBut: ['sandbox'] }, 'sandbox', 'elsewhere'],
    ['a page an every-variant test does not leave out', { everyVariantBut: ['sandbox'] }, 'basic', 'met'],
  ] as const)('%s', (_case, pages, path, where) => {
    const table: TestedCriterion[] = [
      {
        criterion: '1.4.3',
        title: 'Contrast (Minimum)',
        level: 'AA',
        tests: [{ file: 'x.ts', name: 'x', shows: 'x', pages }],
      },
    ];
    const claims = claimsForPage(pageOf(path), variants, table);
    expect(claims.met.length === 1).toBe(where === 'met');
    if (where === 'elsewhere')
      expect(claims.elsewhere[0]?.shownOn).toEqual(
        variants.map((variant) => variant.path).filter((p) => p !== 'sandbox'),
      );
  });
});
