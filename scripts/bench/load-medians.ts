import { type LanguageCode, toBcp47 } from '@/core/languages';
import type { LoadBenchPage } from './bench-pages';
import { median, ratioInterval } from './bench-stats';
import type { Floor, LoadMedians } from './load-aims';
import type { LoadProfile, LoadTimings } from './throttled-page';

/** A page the load bench loads: one of ours, or a floor. */
export interface BenchPage {
  name: string;
  url: string;
  /** Which of our pages it is (loadBenchPages), as `--pages` names it: the heaviest variant by two names. */
  keys?: readonly LoadBenchPage[];
  /** A reference page: its time to usable is what the ratios divide by. */
  floor?: Exclude<Floor, 'librariesInEnglish'>;
  /** The language it shows: a page's fair floor is the one in its language. */
  language: LanguageCode;
}

const englishName = new Intl.DisplayNames(['en'], { type: 'language' });

/** A floor page's name in the table; the fair floor is one page per language. */
export function floorName(floor: Floor, language: LanguageCode = 'en'): string {
  switch (floor) {
    case 'react':
      return 'React + ReactDOM floor';
    case 'librariesOneInput':
      return 'fixed libraries rendering one input (old floor)';
    case 'librariesInEnglish':
      return floorName('libraries', 'en');
    case 'libraries':
      return `fixed libraries hydrating a basic-sized form${language === 'en' ? '' : ` in ${englishName.of(toBcp47(language))}`} (fair floor)`;
  }
}

/**
 * The medians of each of our pages, and of the floors its ratios divide by: the fair floor in the
 * page's own language (and in English beside it), the React and old floors.
 */
export function pageMedians(
  pages: readonly BenchPage[],
  samples: ReadonlyMap<string, LoadTimings[]>,
  profile: LoadProfile,
  width: number,
  loads: number,
): LoadMedians[] {
  const figures = (name: string, figure: keyof LoadTimings) => pageFigures(samples, name, figure);
  const medianOf = (name: string, figure: keyof LoadTimings) => medianFigure(samples, name, figure);
  const floorUsable = (floor: Floor, language?: LanguageCode) =>
    medianOf(floorName(floor, language), 'usable');
  return pages
    .filter((page) => page.floor === undefined)
    .map((page) => {
      const fairFloor = floorName('libraries', page.language);
      return {
        page: page.name,
        width,
        profile: profile.name,
        language: toBcp47(page.language),
        loads,
        painted: Math.round(medianOf(page.name, 'painted')),
        usable: Math.round(medianOf(page.name, 'usable')),
        firstKeystroke: medianOf(page.name, 'firstKeystroke'),
        focusAfterUsable: medianOf(page.name, 'focusAfterUsable'),
        librariesFloorFirstKey: medianOf(fairFloor, 'firstKeystroke'),
        fiveKeys: medianOf(page.name, 'fiveKeys'),
        librariesFloorFiveKeys: medianOf(fairFloor, 'fiveKeys'),
        intervals: {
          usableToLibraries: ratioInterval(figures(page.name, 'usable'), figures(fairFloor, 'usable')),
          usableToLibrariesInEnglish: ratioInterval(
            figures(page.name, 'usable'),
            figures(floorName('librariesInEnglish'), 'usable'),
          ),
          paintedToReact: ratioInterval(figures(page.name, 'painted'), figures(floorName('react'), 'usable')),
        },
        layoutShift: Math.round(medianOf(page.name, 'layoutShift') * 1000) / 1000,
        floors: {
          react: Math.round(floorUsable('react')),
          libraries: Math.round(floorUsable('libraries', page.language)),
          librariesInEnglish: Math.round(floorUsable('librariesInEnglish')),
          librariesOneInput: Math.round(floorUsable('librariesOneInput')),
        },
      };
    });
}

/** One figure of a page, round by round, as loaded: sample i of every page is from round i (runLoadBench). */
function pageFigures(
  samples: ReadonlyMap<string, LoadTimings[]>,
  name: string,
  figure: keyof LoadTimings,
): number[] {
  return (samples.get(name) ?? []).map((timings) => timings[figure]);
}

/** A page's median of one figure over the loads that measured it. */
export function medianFigure(
  samples: ReadonlyMap<string, LoadTimings[]>,
  name: string,
  figure: keyof LoadTimings,
): number {
  return median(pageFigures(samples, name, figure).filter((v) => !Number.isNaN(v)));
}
