import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { errorPagePath, pages, variants } from '@variants/registry';
import { closest, parseCommandLine, UsageError } from '../command-line';
import { htmlFileFor, routePathFor } from '../routes/routes-manifest';
import { demoLinks } from '../server/demo-links';
import { listenOrExit } from '../server/listen-failure';
import { portFromEnv } from '../server/run-sandbox';
import { createDevServer } from './dev-server';

/**
 * `npm run dev -- [--variant eupago]`: one variant (default basic) from Vite's dev server, with
 * hot reload, and the sandbox gateway behind it on PORT (default 5173, Vite's), 127.0.0.1 only.
 * The pages around a payment (the result page, the console, the error page) come from dist/:
 * when they are not built yet, they are built first, and only they.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const distDir = join(root, 'dist');
const defaultPort = 5173;

/** The pages a payment reaches besides the variant: built once, then served from dist/. */
export const pagesAroundPayment = ['result', 'sandbox', errorPagePath] as const;

export const devOptions = {
  variant: { type: 'string', value: 'name' },
} as const;

const registryPaths = [...variants, ...pages].map((entry) => entry.path);

/** `npm run dev -- [--variant name]`; an unknown option or variant is a UsageError. */
export function parseDevArguments(
  argv: readonly string[],
  known: readonly string[] = registryPaths,
): { variant: string } {
  const { values } = parseCommandLine('npm run dev', argv, devOptions);
  const variant = values.variant ?? 'basic';
  // A ".html" variant is also known by its bundle key ("aober/chicshes"), as `--only` takes it.
  const keys = known.map((name) => name.replace(/\.html$/, ''));
  if (!known.includes(variant) && !keys.includes(variant)) {
    const suggestion = closest(variant, known);
    throw new UsageError(
      `npm run dev: unknown variant "${variant}"${suggestion ? ` (did you mean ${suggestion}?)` : ''}; ` +
        `known: ${known.join(', ')}`,
    );
  }
  return { variant };
}

function buildOnly(names: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--', '--only', names.join(',')], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function main(): Promise<void> {
  let port: number;
  let args: ReturnType<typeof parseDevArguments>;
  try {
    port = portFromEnv(process.env.PORT, defaultPort);
    args = parseDevArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const missing = pagesAroundPayment.filter((name) => !existsSync(join(distDir, htmlFileFor(name))));
  if (missing.length > 0 || !existsSync(join(distDir, 'routes.json'))) {
    const names = missing.length > 0 ? missing : pagesAroundPayment;
    console.log(`Building the pages a payment reaches (${names.join(', ')}) into dist/, once…`);
    const code = await buildOnly(names);
    if (code !== 0) {
      console.error(`The build failed (exit code ${code}); not starting the dev server.`);
      process.exit(code);
    }
  }

  const server = await listenOrExit(
    () => createDevServer({ root, distDir, variant: args.variant, port }),
    port,
    'npm run dev',
  );
  const links = demoLinks(server.url, undefined, routePathFor(server.target.path));
  console.log(`
Dev server for ${server.target.path} on ${server.url} (Vite, hot reload; sandbox gateway behind it)

  Payment page:    ${links.paymentPage}
  Sandbox console: ${links.sandboxConsole} (from dist/, as built)
  Test cards:      docs/test-cards.md (4111 1111 1111 1111 approves; any future expiry, any security code)

Press Ctrl-C to stop.
`);
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the dev server…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal (Ctrl-C pressed again, a terminal's signal to the whole
  // group) during a slow close would find no handler, and Node would exit with 130 or 143.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
