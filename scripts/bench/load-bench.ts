import { launchChromium } from '../../e2e/harness/chromium';
import { paymentUrl } from '../../e2e/harness/payment-url';
import { benchDist, variantsByWeight } from './bench-build';
import type { BenchRow } from './bench-row';
import { median } from './bench-stats';
import { floorPages } from './floor-pages';
import { startStaticServer } from './static-server';
import { entryScriptArrival, throttledPage, timeToUsable } from './throttled-page';

const ratioGoal = 1.25;

/**
 * Time to a usable form on a slow connection and a slow CPU (throttled-page.ts), cold cache, for
 * basic, the heaviest variant, the React-only floor page and the fixed libraries rendering the same
 * input, served gzipped from one local server.
 * Loads alternate between the pages so drift on a shared machine hits all alike.
 */
export async function runLoadBench(loads = 5): Promise<BenchRow[]> {
  const [{ distDir, report }, floorDir] = await Promise.all([benchDist(), floorPages()]);
  const heaviest = variantsByWeight(report)[0];
  if (!heaviest) throw new Error('the build has no variant');
  const server = await startStaticServer({ '/floor/': floorDir, '/': distDir });
  const browser = await launchChromium();
  // `about` replaces the aim's verdict on a reference page's ratio row.
  const pages: { name: string; url: string; about?: string }[] = [
    { name: 'React + ReactDOM floor', url: `${server.url}/floor/react/` },
    {
      name: 'fixed libraries',
      url: `${server.url}/floor/libraries/`,
      about:
        'React, ReactDOM, i18next, react-i18next, valibot, nanostores rendering the same input: the stack before any code of ours',
    },
    { name: 'basic', url: paymentUrl(server.url, 'basic') },
    ...(heaviest.path === 'basic'
      ? []
      : [{ name: `heaviest variant ${heaviest.path}`, url: paymentUrl(server.url, heaviest.path) }]),
  ];
  const times = new Map<string, number[]>(pages.map((page) => [page.name, []]));
  // Where the time goes: until the entry script has arrived (the wire), and after (running it).
  const arrivals = new Map<string, number[]>(pages.map((page) => [page.name, []]));
  try {
    for (let round = 0; round < loads; round++) {
      for (const entry of pages) {
        const { context, page } = await throttledPage(browser, server.url, { network: true });
        try {
          times.get(entry.name)?.push(await timeToUsable(page, entry.url));
          arrivals.get(entry.name)?.push(await entryScriptArrival(page));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const floor = median(times.get('React + ReactDOM floor') ?? []);
  const split = (name: string) => {
    const arrived = arrivals.get(name) ?? [];
    const after = (times.get(name) ?? []).map((usable, load) => usable - (arrived[load] ?? Number.NaN));
    return `script arrived at ${Math.round(median(arrived))} ms, usable ${Math.round(median(after))} ms after it (medians)`;
  };
  const conditions = `median of ${loads} cold loads; 150 ms RTT, 1.6/0.75 Mbps, CPU 4x; gzip`;
  const rows: BenchRow[] = [
    {
      name: 'time to usable form: React + ReactDOM floor',
      value: Math.round(floor),
      unit: 'ms',
      note: `${conditions}; ${split('React + ReactDOM floor')}; all: ${(times.get('React + ReactDOM floor') ?? []).map(Math.round).join(', ')}`,
    },
  ];
  for (const entry of pages.slice(1)) {
    const sample = times.get(entry.name) ?? [];
    const value = median(sample);
    rows.push(
      {
        name: `time to usable form: ${entry.name}`,
        value: Math.round(value),
        unit: 'ms',
        note: `navigation start → card-number input in the DOM, enabled; ${split(entry.name)}; all: ${sample.map(Math.round).join(', ')}`,
      },
      {
        name: `time to usable form: ${entry.name} / floor`,
        value: Math.round((value / floor) * 100) / 100,
        unit: 'x',
        note:
          entry.about ??
          (value / floor <= ratioGoal ? `meets the ${ratioGoal}x aim` : `misses the ${ratioGoal}x aim`),
      },
    );
  }
  return rows;
}
