import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCommandLine, UsageError } from './command-line';
import { type GatewayDialect, gatewayDialects, isGatewayDialect } from './server/gateway-dialect';
import { portFromEnv, runSandbox } from './server/run-sandbox';

/**
 * `npm start`: one command from a fresh clone to a working payment page. Builds when there is no
 * build yet (dist/routes.json missing) or when asked (`npm start -- --rebuild`), then serves
 * dist/ with the sandbox gateway on PORT (default 8080); `--gateway minimal` answers only what
 * the spec allows (scripts/server/gateway-dialect.ts). Staleness of an existing build is not
 * guessed from timestamps: a rebuild is one flag away.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const distDir = join(root, 'dist');

export const startOptions = {
  rebuild: { type: 'boolean' },
  gateway: { type: 'string', value: gatewayDialects.join('|') },
} as const;

/** `npm start -- [--rebuild] [--gateway full|minimal]`; anything else is a UsageError. */
export function parseStartArguments(argv: readonly string[]): { rebuild: boolean; dialect: GatewayDialect } {
  const { values } = parseCommandLine('npm start', argv, startOptions);
  const dialect = values.gateway ?? 'full';
  if (!isGatewayDialect(dialect)) {
    throw new UsageError(
      `npm start: --gateway must be one of ${gatewayDialects.join(', ')}, got "${dialect}"`,
    );
  }
  return { rebuild: values.rebuild ?? false, dialect };
}

function runBuild(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
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
  let args: ReturnType<typeof parseStartArguments>;
  try {
    port = portFromEnv(process.env.PORT);
    args = parseStartArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  if (args.rebuild || !existsSync(join(distDir, 'routes.json'))) {
    console.log('Building the site (npm run build)…');
    const code = await runBuild();
    if (code !== 0) {
      console.error(`The build failed (exit code ${code}); not starting the sandbox.`);
      process.exit(code);
    }
  }
  await runSandbox({ distDir, port, dialect: args.dialect, command: 'npm start' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
