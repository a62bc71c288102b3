import { describe, expect, it } from 'vitest';
import { type BenchPage, floorName, pageMedians } from './load-medians';
import type { LoadTimings } from './throttled-page';
import { phoneOn4g } from './throttled-page';

const floorPage = (floor: NonNullable<BenchPage['floor']>, language: BenchPage['language'] = 'en') => ({
  name: floorName(floor, language),
  url: '',
  floor,
  language,
});

const pages: BenchPage[] = [
  floorPage('react'),
  floorPage('libraries', 'en'),
  floorPage('libraries', 'he'),
  floorPage('librariesOneInput'),
  { name: 'basic', url: '', language: 'en' },
  { name: 'gett (Hebrew)', url: '', language: 'he' },
];

/** Three rounds of one page: its usable, its first key and its focus after usable the same in each. */
const rounds = (usable: number, firstKeystroke = Number.NaN, focusAfterUsable = Number.NaN): LoadTimings[] =>
  Array.from({ length: 3 }, () => ({
    painted: 300,
    firstCharacter: 300,
    usable,
    layoutShift: 0,
    firstKeystroke,
    focusAfterUsable,
    fiveKeys: Number.NaN,
  }));

const samples = new Map<string, LoadTimings[]>([
  [floorName('react'), rounds(400)],
  [floorName('libraries', 'en'), rounds(500, 30)],
  [floorName('libraries', 'he'), rounds(550, 45)],
  [floorName('librariesOneInput'), rounds(450)],
  ['basic', rounds(525, 80, 70)],
  ['gett (Hebrew)', rounds(605, 90, 85)],
]);

describe('each page against the fair floor in its own language', () => {
  const medians = pageMedians(pages, samples, phoneOn4g, 390, 3);

  it('gives a record for our pages only', () => {
    expect(medians.map((entry) => entry.page)).toEqual(['basic', 'gett (Hebrew)']);
  });

  it.each([
    // page, language, its fair floor, the English one, the floor's first key, its own focus after
    // usable, the ratio's interval
    ['basic', 'en', 500, 500, 30, 70, [1.05, 1.05]],
    ['gett (Hebrew)', 'he', 550, 500, 45, 85, [1.1, 1.1]],
  ] as const)(
    '%s (%s): fair floor %d ms, English %d ms, floor first key %d ms, focus %d ms after usable',
    (page, language, fair, english, key, focus, interval) => {
      const entry = medians.find((candidate) => candidate.page === page);
      expect(entry).toMatchObject({
        language,
        floors: { libraries: fair, librariesInEnglish: english, react: 400, librariesOneInput: 450 },
        librariesFloorFirstKey: key,
        focusAfterUsable: focus,
      });
      expect(entry?.intervals.usableToLibraries.map((bound) => Math.round(bound * 100) / 100)).toEqual(
        interval,
      );
    },
  );

  it('keeps the ratio over the English floor beside it', () => {
    const gett = medians.find((entry) => entry.page === 'gett (Hebrew)');
    expect(gett?.intervals.usableToLibrariesInEnglish.map((bound) => Math.round(bound * 100) / 100)).toEqual([
      1.21, 1.21,
    ]);
  });

  it.each([
    ['react', 'en', 'React + ReactDOM floor'],
    ['libraries', 'en', 'fixed libraries hydrating a basic-sized form (fair floor)'],
    ['libraries', 'he', 'fixed libraries hydrating a basic-sized form in Hebrew (fair floor)'],
    ['librariesInEnglish', 'he', 'fixed libraries hydrating a basic-sized form (fair floor)'],
  ] as const)('the %s floor in %s is named "%s"', (floor, language, name) => {
    expect(floorName(floor, language)).toBe(name);
  });
});
