/**
 * The aims of the load bench, as stated (issue of the bench's aims): one table, checked here for
 * every page, width and profile the bench loads. A ratio aim divides the page's figure by a
 * floor page's time to usable, measured in the same run, at the same width, on the same profile.
 */
export type LoadFigure = 'painted' | 'usable' | 'firstKeystroke';

/**
 * The reference pages (floor-pages.ts), by what each is. `libraries` is the fair floor in the
 * page's own language, the one the usable aim reads; `librariesInEnglish` the same floor in
 * English, kept beside it (for a page in English the two are one page).
 */
export type Floor = 'react' | 'libraries' | 'librariesInEnglish' | 'librariesOneInput';

export interface LoadAim {
  name: string;
  figure: LoadFigure;
  /** A ratio aim: the figure over this floor's time to usable. Absent: an aim in ms. */
  against?: Floor;
  /** The interval of LoadMedians that goes with a ratio aim: how far another run could move it. */
  interval?: keyof LoadMedians['intervals'];
  atMost: number;
  /** The profiles (throttled-page.ts) it holds on; at both widths. */
  profiles: readonly string[];
}

export const loadAims: readonly LoadAim[] = [
  {
    name: 'usable ≤ 1.10x the fixed libraries hydrating the same form in the same language',
    figure: 'usable',
    against: 'libraries',
    interval: 'usableToLibraries',
    atMost: 1.1,
    profiles: ['slow phone', '4G'],
  },
  {
    name: "painted ≤ 0.6x the React-only page's time to usable",
    figure: 'painted',
    against: 'react',
    interval: 'paintedToReact',
    atMost: 0.6,
    profiles: ['slow phone'],
  },
  {
    name: 'first focus → first formatted key ≤ 100 ms (median)',
    figure: 'firstKeystroke',
    atMost: 100,
    profiles: ['slow phone'],
  },
];

/** The medians of one page at one width on one profile, and of the floors beside it. */
export interface LoadMedians {
  page: string;
  width: number;
  profile: string;
  /** The language the page shows (BCP 47), and so its fair floor's. */
  language: string;
  loads: number;
  painted: number;
  usable: number;
  /** NaN where it was not measured (no card number on the first screen) or never formatted. */
  firstKeystroke: number;
  /**
   * Median ms from usable until the bench's focus (it focuses once it has heard the page is usable):
   * the first key is timed from that focus. NaN as above.
   */
  focusAfterUsable: number;
  /**
   * The fair libraries floor's median from focus until the same first key shows, as typed (it has
   * no field logic): what typing it costs there. NaN where it never showed it.
   */
  librariesFloorFirstKey: number;
  /** The first five keys (the first key, then four at once) until "4111 1" shows; not an aim. NaN as above. */
  fiveKeys: number;
  /** The fair libraries floor's same five keys, shown as typed. NaN where it never showed them. */
  librariesFloorFiveKeys: number;
  layoutShift: number;
  /** Each floor page's median time to usable, same width and profile. */
  floors: Record<Floor, number>;
  /**
   * Intervals (intervalConfidence) of the two ratios the aims read, and of usable over the English
   * fair floor, over resampled rounds (bench-stats.ts ratioInterval): how far another run's medians
   * could put them.
   */
  intervals: {
    usableToLibraries: [number, number];
    /** The same over the fair floor in English (the one the aim was first set against). */
    usableToLibrariesInEnglish: [number, number];
    paintedToReact: [number, number];
  };
}

export interface AimVerdict {
  aim: string;
  /** The ratio or the ms the aim reads; null when not measured. */
  value: number | null;
  atMost: number;
  met: boolean;
  /**
   * Whether this run decides it: its interval lies wholly on one side of the aim (true), or holds
   * it, so another run of as many loads could turn the verdict (false); null where the aim has no
   * interval (an aim in ms) or the run had too few rounds for one.
   */
  decided: boolean | null;
}

/** One record of `npm run bench load -- --json FILE`: a page, a width, a profile. */
export interface LoadRecord
  extends Omit<
    LoadMedians,
    | 'firstKeystroke'
    | 'focusAfterUsable'
    | 'librariesFloorFirstKey'
    | 'fiveKeys'
    | 'librariesFloorFiveKeys'
    | 'intervals'
  > {
  firstKeystroke: number | null;
  focusAfterUsable: number | null;
  librariesFloorFirstKey: number | null;
  fiveKeys: number | null;
  librariesFloorFiveKeys: number | null;
  ratios: {
    usableToLibraries: number;
    usableToLibrariesInEnglish: number;
    usableToLibrariesOneInput: number;
    usableToReact: number;
    paintedToReact: number;
  };
  /**
   * The intervals of LoadMedians, to two decimals; null where under two rounds had both figures.
   * The aims' verdicts read the ratios themselves; an interval says how far this run's rounds let
   * them move.
   */
  intervals: {
    usableToLibraries: [number, number] | null;
    usableToLibrariesInEnglish: [number, number] | null;
    paintedToReact: [number, number] | null;
  };
  aims: AimVerdict[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const roundedInterval = ([low, high]: [number, number]): [number, number] | null =>
  Number.isFinite(low) && Number.isFinite(high) ? [round2(low), round2(high)] : null;

/**
 * A verdict the interval agrees with: a met aim's interval ends at or below it, a missed one's
 * starts above it. (The value is a ratio of medians, the interval one of resampled rounds: it need
 * not hold the value, and an interval that disagrees decides nothing.)
 */
const decidedBy = ([low, high]: [number, number], met: boolean, atMost: number) =>
  met ? high <= atMost : low > atMost;

/** The aims that hold for this profile, each with its value and whether it is met. */
export function judge(medians: LoadMedians): AimVerdict[] {
  return loadAims
    .filter((aim) => aim.profiles.includes(medians.profile))
    .map((aim) => {
      const figure = medians[aim.figure];
      const raw = aim.against ? figure / medians.floors[aim.against] : figure;
      const value = Number.isFinite(raw) ? round2(raw) : null;
      const interval = aim.interval ? roundedInterval(medians.intervals[aim.interval]) : null;
      return {
        aim: aim.name,
        value,
        atMost: aim.atMost,
        met: value !== null && value <= aim.atMost,
        decided: interval && value !== null ? decidedBy(interval, value <= aim.atMost, aim.atMost) : null,
      };
    });
}

const roundedMs = (ms: number): number | null => (Number.isFinite(ms) ? Math.round(ms) : null);

export function loadRecord(medians: LoadMedians): LoadRecord {
  const { floors } = medians;
  return {
    ...medians,
    intervals: {
      usableToLibraries: roundedInterval(medians.intervals.usableToLibraries),
      usableToLibrariesInEnglish: roundedInterval(medians.intervals.usableToLibrariesInEnglish),
      paintedToReact: roundedInterval(medians.intervals.paintedToReact),
    },
    firstKeystroke: roundedMs(medians.firstKeystroke),
    focusAfterUsable: roundedMs(medians.focusAfterUsable),
    librariesFloorFirstKey: roundedMs(medians.librariesFloorFirstKey),
    fiveKeys: roundedMs(medians.fiveKeys),
    librariesFloorFiveKeys: roundedMs(medians.librariesFloorFiveKeys),
    ratios: {
      usableToLibraries: round2(medians.usable / floors.libraries),
      usableToLibrariesInEnglish: round2(medians.usable / floors.librariesInEnglish),
      usableToLibrariesOneInput: round2(medians.usable / floors.librariesOneInput),
      usableToReact: round2(medians.usable / floors.react),
      paintedToReact: round2(medians.painted / floors.react),
    },
    aims: judge(medians),
  };
}
