import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { benchDist, variantsByWeight } from './bench-build';
import type { BenchRow } from './bench-row';
import { median } from './bench-stats';
import { floorPages } from './floor-pages';
import { startStaticServer } from './static-server';
import {
  type LoadProfile,
  type LoadTimings,
  loadTimings,
  phoneOn4g,
  profileConditions,
  slowPhone,
  throttledPage,
} from './throttled-page';

/** The aims against the floor's time to usable: the form painted and typeable by 0.6x, usable by 1.25x. */
const aims = { painted: 0.6, firstCharacter: 0.6, usable: 1.25 } as const;
const clsAim = 0.05;

interface BenchPage {
  name: string;
  url: string;
  /** Replaces the aim's verdict on a reference page's ratio rows. */
  about?: string;
  reference?: boolean;
}

type Figure = keyof typeof aims;
const figureNames: Record<Figure, string> = {
  painted: 'form painted',
  firstCharacter: 'first character accepted',
  usable: 'usable',
};

/**
 * Load timings on a throttled phone (throttled-page.ts), cold cache, for our pages (basic, the
 * heaviest variant, and the pages whose query adds content: gett in Hebrew, ips with saved cards,
 * aober with an order summary, nayax), the React-only floor page and the fixed libraries rendering
 * the same input, all served gzipped from one local server, under each profile. Loads alternate
 * between the pages so drift on a shared machine hits all alike.
 */
export async function runLoadBench(
  loads = 7,
  profiles: readonly LoadProfile[] = [slowPhone, phoneOn4g],
): Promise<BenchRow[]> {
  const [{ distDir, report }, floorDir] = await Promise.all([benchDist(), floorPages()]);
  const heaviest = variantsByWeight(report)[0];
  if (!heaviest) throw new Error('the build has no variant');
  const server = await startStaticServer({ '/floor/': floorDir, '/': distDir });
  const browser = await launchChromium();
  const pages: BenchPage[] = [
    { name: 'React + ReactDOM floor', url: `${server.url}/floor/react/`, reference: true },
    {
      name: 'fixed libraries',
      url: `${server.url}/floor/libraries/`,
      reference: true,
      about:
        'React, ReactDOM, i18next, react-i18next, valibot, nanostores rendering the same input: the stack before any code of ours',
    },
    { name: 'basic', url: paymentUrl(server.url, 'basic') },
    ...(heaviest.path === 'basic'
      ? []
      : [{ name: `heaviest variant ${heaviest.path}`, url: paymentUrl(server.url, heaviest.path) }]),
    { name: 'gett (Hebrew)', url: paymentUrl(server.url, 'gett') },
    { name: 'ips with saved cards', url: paymentUrl(server.url, 'ips', { tokenList: savedVisa }) },
    {
      name: 'aober with an order summary',
      url: paymentUrl(server.url, 'aober/chicshes.html', { PurchaseDescription: 'Two tickets, 12 May' }),
    },
    ...(heaviest.path === 'nayax' ? [] : [{ name: 'nayax', url: paymentUrl(server.url, 'nayax') }]),
  ];
  const rows: BenchRow[] = [];
  try {
    for (const profile of profiles) {
      const samples = new Map<string, LoadTimings[]>(pages.map((page) => [page.name, []]));
      for (let round = 0; round < loads; round++) {
        for (const entry of pages) {
          const { context, page } = await throttledPage(browser, server.url, { network: true, profile });
          try {
            samples.get(entry.name)?.push(await loadTimings(page, entry.url));
          } finally {
            await context.close();
          }
        }
      }
      rows.push(...profileRows(profile, pages, samples, loads));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

function profileRows(
  profile: LoadProfile,
  pages: readonly BenchPage[],
  samples: ReadonlyMap<string, LoadTimings[]>,
  loads: number,
): BenchRow[] {
  const medianOf = (name: string, figure: Figure | 'layoutShift') =>
    median((samples.get(name) ?? []).map((timings) => timings[figure]));
  const floor = medianOf('React + ReactDOM floor', 'usable');
  const conditions = `${profile.name}: median of ${loads} cold loads; ${profileConditions(profile)}; gzip`;
  const rows: BenchRow[] = [
    {
      name: `${profile.name}: usable: React + ReactDOM floor`,
      value: Math.round(floor),
      unit: 'ms',
      note: `${conditions}; the floor paints, takes a character and is usable at once, when React has rendered its input`,
    },
  ];
  for (const entry of pages.slice(1)) {
    for (const figure of Object.keys(aims) as Figure[]) {
      const value = medianOf(entry.name, figure);
      const ratio = value / floor;
      rows.push({
        name: `${profile.name}: ${figureNames[figure]}: ${entry.name}`,
        value: Math.round(value),
        unit: 'ms',
        note: `${Math.round(ratio * 100) / 100}x the floor's time to usable; ${
          entry.about ??
          (ratio <= aims[figure] ? `meets the ${aims[figure]}x aim` : `misses the ${aims[figure]}x aim`)
        }`,
      });
    }
    if (!entry.reference) {
      const shift = medianOf(entry.name, 'layoutShift');
      rows.push({
        name: `${profile.name}: layout shift (CLS): ${entry.name}`,
        value: Math.round(shift * 1000) / 1000,
        unit: '',
        note: shift < clsAim ? `under the ${clsAim} aim` : `over the ${clsAim} aim`,
      });
    }
  }
  return rows;
}
