import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCommandLine, UsageError } from '../command-line';
import { type GatewayDialect, gatewayDialects, isGatewayDialect } from './gateway-dialect';
import { portFromEnv, runSandbox } from './run-sandbox';

/** `npm run serve -- [--gateway full|minimal]`, as `npm start` takes it; anything else is a UsageError. */
export function parseServeArguments(argv: readonly string[]): { dialect: GatewayDialect } {
  const { values } = parseCommandLine('npm run serve', argv, {
    gateway: { type: 'string', value: gatewayDialects.join('|') },
  });
  const dialect = values.gateway ?? 'full';
  if (!isGatewayDialect(dialect)) {
    throw new UsageError(
      `npm run serve: --gateway must be one of ${gatewayDialects.join(', ')}, got "${dialect}"`,
    );
  }
  return { dialect };
}

// `npm run serve`: the sandbox on an existing build, without building (see scripts/start.ts).
async function main(): Promise<void> {
  let port: number;
  let args: ReturnType<typeof parseServeArguments>;
  try {
    port = portFromEnv(process.env.PORT);
    args = parseServeArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
  if (!existsSync(join(distDir, 'routes.json'))) {
    console.error('dist/routes.json is missing: run `npm run build` first, or `npm start`, which builds.');
    process.exit(1);
  }
  await runSandbox({ distDir, port, dialect: args.dialect, command: 'npm run serve' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
