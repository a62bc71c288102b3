/** Nearest-rank percentile (p in 0..100) of a non-empty sample; NaN for an empty one. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;
/** Decimal kilobytes (1000 bytes), one decimal: the unit of the first-load goal and budget. */
export const kb = (bytes: number): number => Math.round(bytes / 100) / 10;

/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers, run after run (the
 * validation bench's test data, the load bench's resamples).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The share of resampled ratios a ratio's interval holds (ratioInterval), wherever one is printed. */
export const intervalConfidence = 0.9;

export interface RatioIntervalOptions {
  resamples?: number;
  /** The share of resampled ratios inside the interval, e.g. 0.9. */
  confidence?: number;
  seed?: number;
}

/**
 * How far median(ours) / median(floor) could move with other loads: a percentile interval over
 * resampled rounds. Round i of each list was loaded one after the other on the same machine, so a
 * resample draws whole rounds (both loads of a round together) and drift hits both sides alike.
 * Rounds where either side has no figure (NaN) are left out; under two rounds there is no interval
 * ([NaN, NaN]). Seeded: the same samples give the same interval.
 */
export function ratioInterval(
  ours: readonly number[],
  floor: readonly number[],
  options: RatioIntervalOptions = {},
): [number, number] {
  const { resamples = 2000, confidence = intervalConfidence, seed = 1 } = options;
  const rounds = ours
    .map((value, index) => [value, floor[index] ?? Number.NaN] as const)
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  if (rounds.length < 2) return [Number.NaN, Number.NaN];
  const random = seededRandom(seed);
  const ratios: number[] = [];
  for (let i = 0; i < resamples; i++) {
    const drawn = Array.from(
      rounds,
      () => rounds[Math.floor(random() * rounds.length)] as readonly [number, number],
    );
    ratios.push(median(drawn.map(([a]) => a)) / median(drawn.map(([, b]) => b)));
  }
  const tail = ((1 - confidence) / 2) * 100;
  return [percentile(ratios, tail), percentile(ratios, 100 - tail)];
}

/**
 * The order of one round's loads: the list turned by one place per round, so every page takes
 * every place in the round as often as the rounds allow. In a fixed order the floors always came
 * first and the last page last, so whatever drifts within a round (the browser's caches and
 * memory over a round's contexts, the machine's load) fell on the same pages every round.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  if (items.length === 0) return [];
  const turn = round % items.length;
  return [...items.slice(turn), ...items.slice(0, turn)];
}
