import path from 'node:path';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl } from '@scripts/browser/payment-url';
import { luhnCheckDigit } from '@/core/luhn';
import { benchDist } from './bench-build';
import type { BenchRow } from './bench-row';
import { percentile, round1 } from './bench-stats';
import { floorPages } from './floor-pages';
import { reportSignal } from './page-signals';
import { startStaticServer } from './static-server';
import { type ThrottledPage, throttledPage, timeToUsable } from './throttled-page';

/** A Luhn-valid 19-digit Maestro number: the longest a shopper types, with the 4-4-4-4-3 mask. */
export const typedNumber = (() => {
  const body = '675964982643845123';
  return body + luhnCheckDigit(body);
})();

/**
 * In the page: for every keydown in the card number, the time from the event's timestamp to the
 * end of the first frame that shows a changed value (requestAnimationFrame, then a message posted
 * from it, which runs after that frame's paint), reported to the bench as `key`. A string: see
 * throttled-page.ts.
 */
const keyToPaintProbe = `(() => {
  const input = document.querySelector('input[autocomplete="cc-number"]');
  if (!input) throw new Error('no card-number input');
  const afterNextFrame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(undefined);
      });
    });
  input.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      const before = input.value;
      (async () => {
        let end = await afterNextFrame();
        for (let frames = 0; input.value === before && frames < 60; frames++) end = await afterNextFrame();
        ${reportSignal('key', 'end - start')}
      })();
    },
    { capture: true },
  );
})()`;

/**
 * Types the number a key at a time, each once the last one's frame was reported (through the
 * binding: no poll from the bench runs in the page while a key is timed); the samples are those
 * reports.
 */
async function typeOnce({ page, signals }: ThrottledPage): Promise<{ samples: number[]; value: string }> {
  await page.evaluate(keyToPaintProbe);
  const input = page.locator('input[autocomplete="cc-number"]');
  await input.focus();
  const samples: number[] = [];
  for (const digit of typedNumber) {
    await page.keyboard.press(digit);
    const sample = await signals.next('key', 10_000);
    if (Number.isNaN(sample)) throw new Error(`the key ${digit} never painted`);
    samples.push(sample);
    // A shopper types a key every ~150 ms at best; let the page settle like it would.
    await page.waitForTimeout(50);
  }
  return { samples, value: await input.inputValue() };
}

/** Key press → formatted value painted in basic's card number, CPU 4x slower, p50/p95; the same probe on the floor page. */
export async function runTypingBench(runs = 3): Promise<BenchRow[]> {
  const { distDir } = await benchDist();
  const floorDir = await floorPages(path.join(distDir, 'basic'));
  const server = await startStaticServer({ '/floor/': floorDir, '/': distDir });
  const browser = await launchChromium();
  const typed = { basic: [] as number[], floor: [] as number[] };
  const shown = { basic: '', floor: '' };
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of [
        ['basic', paymentUrl(server.url, 'basic')],
        ['floor', `${server.url}/floor/react/`],
      ] as const) {
        const loaded = await throttledPage(browser, server.url, { network: false });
        try {
          await timeToUsable(loaded, url);
          const result = await typeOnce(loaded);
          typed[name].push(...result.samples);
          shown[name] = result.value;
        } finally {
          await loaded.context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const expected = typedNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (shown.basic !== expected)
    throw new Error(`typed ${typedNumber}, basic shows "${shown.basic}", not "${expected}"`);
  const samples = typed.basic;
  const p50 = percentile(samples, 50);
  const sample = `${samples.length} key presses (${runs} × 19 digits), CPU 4x`;
  return [
    {
      name: 'key press → formatted number painted, p50',
      value: round1(p50),
      unit: 'ms',
      note: `${sample}; ${p50 < 16 ? 'meets' : 'misses'} the < 16 ms aim`,
    },
    {
      name: 'key press → formatted number painted, p95',
      value: round1(percentile(samples, 95)),
      unit: 'ms',
      note: sample,
    },
    {
      name: 'key press → value painted, React-only floor page, p50 / p95',
      value: round1(percentile(typed.floor, 50)),
      unit: 'ms',
      note: `p95 ${round1(percentile(typed.floor, 95))} ms: an unformatted, uncontrolled input; what the probe itself reads (frame wait + paint)`,
    },
  ];
}
