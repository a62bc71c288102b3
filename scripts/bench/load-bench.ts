import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl } from '@scripts/browser/payment-url';
import { variantKey } from '@variants/registry-validation';
import type { LanguageCode } from '@/core/languages';
import { benchDist, variantsByWeight } from './bench-build';
import { checkBenchPages, ourBenchPages, selectPages } from './bench-pages';
import type { BenchRow } from './bench-row';
import { intervalConfidence, roundOrder } from './bench-stats';
import { floorPages, hydratedFloorName } from './floor-pages';
import { type LoadMedians, type LoadRecord, loadRecord } from './load-aims';
import { type BenchPage, floorName, medianFigure, pageMedians } from './load-medians';
import { startStaticServer } from './static-server';
import {
  type KeysShown,
  type LoadProfile,
  type LoadTimings,
  loadTimings,
  phoneOn4g,
  profileConditions,
  slowPhone,
  throttledPage,
} from './throttled-page';

const clsAim = 0.05;

/** The two sizes every page is loaded at, as the screenshots and the cross-engine suite use. */
export const loadViewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Our pages are timed to their first formatted key; the fair libraries floor to the same key shown
 * as typed (it has no field logic): what typing it costs a page of the fixed libraries, on the same
 * throttled phone, beside our figure.
 */
function keysShownOn(page: BenchPage): KeysShown | undefined {
  if (page.floor === undefined) return 'formatted';
  return page.floor === 'libraries' ? 'typed' : undefined;
}

export interface LoadBenchOptions {
  loads?: number;
  profiles?: readonly LoadProfile[];
  /** Where to write one JSON record per page, width and profile (load-aims.ts). */
  json?: string;
  /** Only these of our pages (loadBenchPages), besides the floors (`--pages`). */
  pages?: readonly string[];
}

/**
 * Load timings on a throttled phone (throttled-page.ts), cold cache, at 390 and 1280 px wide, for
 * our pages (basic, the heaviest variant, and the pages whose query adds content: gett in Hebrew,
 * ips with saved cards, aober with an order summary, nayax) and the floor pages (floor-pages.ts:
 * the fair floor in each language our pages show), all served as the build ships them (brotli to
 * Chromium) from one local server, under each profile; each page's figures are judged against the
 * aims of load-aims.ts. Loads alternate between the pages so drift on a shared machine hits all
 * alike.
 */
export async function runLoadBench(options: LoadBenchOptions = {}): Promise<BenchRow[]> {
  const loads = options.loads ?? 7;
  checkBenchPages(options.pages);
  const profiles = options.profiles ?? [slowPhone, phoneOn4g];
  const { distDir, report } = await benchDist();
  const heaviest = variantsByWeight(report)[0];
  if (!heaviest) throw new Error('the build has no variant');
  const ours = selectPages(ourBenchPages(heaviest.path), options.pages);
  const languages = [...new Set<LanguageCode>(['en', ...ours.map((page) => page.language)])];
  const floorDir = await floorPages(path.join(distDir, variantKey('basic')), languages);
  const server = await startStaticServer({ '/floor/': floorDir, '/': distDir });
  const browser = await launchChromium();
  const pages: BenchPage[] = [
    { name: floorName('react'), url: `${server.url}/floor/react/`, floor: 'react', language: 'en' },
    ...languages.map((language) => ({
      name: floorName('libraries', language),
      url: `${server.url}/floor/${hydratedFloorName(language)}/`,
      floor: 'libraries' as const,
      language,
    })),
    {
      name: floorName('librariesOneInput'),
      url: `${server.url}/floor/libraries/`,
      floor: 'librariesOneInput',
      language: 'en',
    },
    ...ours.map((page) => ({ ...page, url: paymentUrl(server.url, page.variant, page.query) })),
  ];
  const rows: BenchRow[] = [];
  const records: LoadRecord[] = [];
  try {
    for (const profile of profiles) {
      for (const viewport of loadViewports) {
        const samples = new Map<string, LoadTimings[]>(pages.map((page) => [page.name, []]));
        for (let round = 0; round < loads; round++) {
          for (const entry of roundOrder(pages, round)) {
            const loaded = await throttledPage(browser, server.url, { network: true, profile, viewport });
            try {
              samples
                .get(entry.name)
                ?.push(await loadTimings(loaded, entry.url, { keystroke: keysShownOn(entry) }));
            } finally {
              await loaded.context.close();
            }
          }
        }
        const medians = pageMedians(pages, samples, profile, viewport.width, loads);
        records.push(...medians.map(loadRecord));
        const floorPagesUsable = pages
          .filter((page) => page.floor !== undefined)
          .map((page) => ({
            name: page.name,
            usable: Math.round(medianFigure(samples, page.name, 'usable')),
          }));
        rows.push(...profileRows(profile, viewport.width, loads, floorPagesUsable, medians));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (options.json) {
    await writeFile(options.json, `${JSON.stringify(records, null, 2)}\n`);
    console.error(`  wrote ${records.length} load records to ${options.json}`);
  }
  return rows;
}

/** " (90% interval a–b …)" after a ratio, or nothing where there is none. */
function intervalNote(interval: [number, number] | null): string {
  const share = Math.round(intervalConfidence * 100);
  return interval ? ` (${share}% interval ${interval[0]}–${interval[1]} over this run's rounds)` : '';
}

/** The note of a keys row: how it was timed, the fair floor's same keys, the aim's verdict if any. */
function keysNote(
  ms: number | null,
  how: string,
  floorMs: number | null,
  floorShows: string,
  verdict?: string,
): string {
  if (ms === null) return 'not measured: no card number on the first screen, or never formatted within 10 s';
  return [
    how,
    floorMs === null ? undefined : `the fair libraries floor shows ${floorShows}, in ${floorMs} ms`,
    verdict,
  ]
    .filter(Boolean)
    .join('; ');
}

function profileRows(
  profile: LoadProfile,
  width: number,
  loads: number,
  floors: readonly { name: string; usable: number }[],
  medians: LoadMedians[],
): BenchRow[] {
  const at = `${profile.name}, ${width} px`;
  const conditions = `${profile.name}: median of ${loads} cold loads at ${width} px wide; ${profileConditions(profile)}; brotli as shipped`;
  if (medians.length === 0) return [];
  const rows: BenchRow[] = floors.map((floor, index) => ({
    name: `${at}: usable: ${floor.name}`,
    value: floor.usable,
    unit: 'ms',
    note: index === 0 ? conditions : undefined,
  }));
  for (const entry of medians) {
    const record = loadRecord(entry);
    const verdicts = (start: string) =>
      record.aims
        .filter((verdict) => verdict.aim.startsWith(start))
        .map(
          (verdict) =>
            `${verdict.met ? 'meets' : 'misses'} ${verdict.aim}${verdict.decided === false ? ' (not decided by this run: its interval is not wholly on that side of the aim)' : ''}`,
        )
        .join('; ');
    const usableAim = verdicts('usable');
    rows.push(
      {
        name: `${at}: form painted: ${entry.page}`,
        value: entry.painted,
        unit: 'ms',
        note: Number.isNaN(entry.painted)
          ? 'not measured: the card number was never on screen'
          : [
              `${record.ratios.paintedToReact}x the React floor's usable${intervalNote(record.intervals.paintedToReact)}`,
              verdicts('painted'),
            ]
              .filter(Boolean)
              .join('; '),
      },
      {
        name: `${at}: usable: ${entry.page}`,
        value: entry.usable,
        unit: 'ms',
        note: `${record.ratios.usableToLibraries}x the fair libraries floor${entry.language === 'en' ? '' : ` in the page's language (${entry.language})`}${intervalNote(record.intervals.usableToLibraries)} (${entry.language === 'en' ? '' : `${record.ratios.usableToLibrariesInEnglish}x the one in English${intervalNote(record.intervals.usableToLibrariesInEnglish)}, `}${record.ratios.usableToLibrariesOneInput}x the old one, ${record.ratios.usableToReact}x React); ${usableAim}`,
      },
      {
        name: `${at}: first focus → first formatted key: ${entry.page}`,
        value: record.firstKeystroke ?? Number.NaN,
        unit: 'ms',
        note: keysNote(
          record.firstKeystroke,
          `focus as soon as the bench hears the page is usable (${record.focusAfterUsable ?? '?'} ms after it), then 4 typed, until the frame that shows it with the field logic’s reading of it (the Visa logo’s element beside the field; its image comes by its own fetch)`,
          record.librariesFloorFirstKey,
          'the same key, with no field logic',
          verdicts('first focus'),
        ),
      },
      {
        name: `${at}: first focus → first five keys formatted: ${entry.page}`,
        value: record.fiveKeys ?? Number.NaN,
        unit: 'ms',
        note: keysNote(
          record.fiveKeys,
          'the first key as above, then 1111 typed at once, until "4111 1" shows; not an aim',
          record.librariesFloorFiveKeys,
          'the same five keys, unformatted',
        ),
      },
      {
        name: `${at}: layout shift (CLS): ${entry.page}`,
        value: entry.layoutShift,
        unit: '',
        note: entry.layoutShift < clsAim ? `under the ${clsAim} aim` : `over the ${clsAim} aim`,
      },
    );
  }
  return rows;
}
