import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl } from '@scripts/browser/payment-url';
import { type OptionSpecs, parseCommandLine } from '@scripts/command-line';
import { projectRoot } from './bench-build';
import { startStaticServer } from './static-server';
import {
  firstFormattedKeystroke,
  type LoadProfileName,
  loadProfiles,
  slowPhone,
  throttledPage,
  timeToUsable,
} from './throttled-page';

/**
 * A Chromium trace of one cold load of a payment page, throttled as the load bench throttles it,
 * then the bench's first focus → first formatted key: where the main thread's time goes from usable
 * to the first key shown formatted (the digit and its scheme logo). Prints the renderer main
 * thread's tasks in that window (what each ran: a module compiled or evaluated, an event
 * dispatched, a timer, a frame) and writes the whole trace for chrome://tracing or DevTools. Serves an existing build (`--dist`, default dist/); it builds nothing.
 *
 *   npx tsx scripts/bench/first-key-trace.ts --page basic --width 390 [--profile 4g] [--out /tmp/t.json]
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const traceOptions = {
  dist: { type: 'string', value: 'dir' },
  page: { type: 'string', value: 'variant' },
  width: { type: 'string', value: 'px' },
  profile: { type: 'string', value: 'slow|4g' },
  out: { type: 'string', value: 'file' },
} as const satisfies OptionSpecs;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'loading',
  'toplevel',
].join(',');

/** What a task ran, from its children: the first few names with their detail (URL, event type). */
function describe(children: readonly TraceEvent[]): string {
  const parts: string[] = [];
  for (const event of children) {
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const url = typeof data.url === 'string' ? path.basename(data.url.split('?')[0] ?? '') : '';
    const detail =
      (typeof data.type === 'string' && data.type) ||
      url ||
      (typeof data.functionName === 'string' && data.functionName) ||
      (typeof data.fileName === 'string' && path.basename(data.fileName)) ||
      '';
    parts.push(`${event.name}${detail ? `(${detail})` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`);
  }
  return parts.join(', ');
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The JavaScript functions that ran between focus and the formatted value, by self time (sampled). */
function printProfile(profile: CpuProfile, from: number, to: number): void {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const file = frame.url ? path.basename(frame.url.split('?')[0] ?? '') : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 18);
  console.log(
    `sampled self time, focus → formatted: ${top.map(([key, us]) => `${key} ${(us / 1000).toFixed(1)}`).join('; ')}`,
  );
}

/** What a top-level task was mostly for, from the events inside it. */
function classify(children: readonly TraceEvent[]): string {
  const names = children.map((event) => {
    const type = event.args?.data?.type;
    return typeof type === 'string' ? `${event.name}:${type}` : event.name;
  });
  const has = (pattern: RegExp) => names.some((name) => pattern.test(name));
  if (has(/EventDispatch:(keydown|keypress|textInput|beforeinput|input|keyup)/)) return 'key events';
  if (has(/EventDispatch:(focus|focusin)/)) return 'focus';
  if (has(/v8\.(compileModule|evaluateModule)/)) return 'module compile/evaluate';
  if (has(/DocumentLoader|ParseHTML/)) return 'another document';
  if (has(/MinorGC|MajorGC/)) return 'garbage collection';
  if (has(/FunctionCall|RunMicrotasks|v8\.callFunction|TimerFire|FireAnimationFrame/))
    return 'script (render, timers, promises)';
  if (has(/Paint|Layout|UpdateLayoutTree|Commit|PrePaint|Layerize/)) return 'frame (style, layout, paint)';
  return 'other';
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseCommandLine<typeof traceOptions>>['values'];
  try {
    ({ values: options } = parseCommandLine('first-key-trace', process.argv.slice(2), traceOptions));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  const distDir = path.resolve(options.dist ?? path.join(projectRoot, 'dist'));
  const variant = options.page ?? 'basic';
  const width = Number(options.width ?? '390');
  const profile = loadProfiles[options.profile as LoadProfileName] ?? slowPhone;
  const out = options.out ?? `/tmp/first-key-trace-${variant.replaceAll('/', '_')}-${width}.json`;
  const server = await startStaticServer({ '/': distDir });
  const browser = await launchChromium();
  try {
    const viewport = width < 800 ? { width, height: 844 } : { width, height: 800 };
    const loaded = await throttledPage(browser, server.url, { network: true, profile, viewport });
    const { context, page } = loaded;
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const usable = await timeToUsable(loaded, paymentUrl(server.url, variant));
    const keystroke = await firstFormattedKeystroke(loaded, { marks: true });
    const { profile: cpuProfile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await done;
    await writeFile(out, JSON.stringify({ traceEvents: events }));
    await context.close();

    const marks = events.filter((event) => event.cat.includes('blink.user_timing'));
    const mark = (name: string) => marks.find((event) => event.name === name);
    const focus = mark('hpp-first-key-focus');
    const formatted = mark('hpp-first-key-formatted');
    if (!focus || !formatted)
      throw new Error('the page never showed the first key formatted: no marks in the trace');
    const main = events.find(
      (event) =>
        event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === focus.pid,
    );
    const onMain = events.filter(
      (event) => event.pid === focus.pid && event.tid === main?.tid && event.ph === 'X',
    );
    // The window: from usable (the page's script took over) to the formatted value.
    const start = focus.ts - (keystroke.focusedAt - usable) * 1000;
    // Top-level events only: those not inside another one on the main thread.
    const sorted = onMain.slice().sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const tasks: TraceEvent[] = [];
    let openUntil = 0;
    for (const event of sorted) {
      if (event.ts < openUntil) continue;
      tasks.push(event);
      openUntil = event.ts + (event.dur ?? 0);
    }
    const inWindow = tasks.filter((task) => task.ts + (task.dur ?? 0) >= start && task.ts <= formatted.ts);
    const ms = (ts: number) => ((ts - focus.ts) / 1000).toFixed(1).padStart(7);
    console.log(
      `${variant} at ${width} px, ${profile.name}: usable ${usable.toFixed(0)} ms; focus at ${(keystroke.focusedAt - usable).toFixed(0)} ms after usable; first formatted key ${keystroke.ms.toFixed(0)} ms after focus`,
    );
    console.log('main-thread tasks from usable (ms from focus, duration ms: its largest parts in order)');
    const totals = new Map<string, number>();
    let busy = 0;
    for (const task of inWindow) {
      const end = task.ts + (task.dur ?? 0);
      const children = onMain
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        .sort((a, b) => a.ts - b.ts);
      const kind = classify(children);
      // Only the part after the focus counts toward the figure.
      const counted = Math.max(0, Math.min(end, formatted.ts) - Math.max(task.ts, focus.ts));
      totals.set(kind, (totals.get(kind) ?? 0) + counted);
      busy += counted;
      if ((task.dur ?? 0) < 1000) continue;
      const largest = children.filter(
        (event) => (event.dur ?? 0) >= 700 && !/RunTask|mojo|Watcher/.test(event.name),
      );
      console.log(
        `${ms(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} [${kind}]: ${describe(largest.slice(0, 10))}`,
      );
    }
    const window = (formatted.ts - focus.ts) / 1000;
    console.log(
      `focus → formatted: ${window.toFixed(1)} ms, main thread busy ${(busy / 1000).toFixed(1)} ms: ${[
        ...totals,
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, time]) => `${kind} ${(time / 1000).toFixed(1)}`)
        .join(', ')}; idle ${(window - busy / 1000).toFixed(1)}`,
    );
    printProfile(cpuProfile, focus.ts, formatted.ts);
    console.log(`trace written to ${out}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
