import { createSandboxServer, type SandboxServer } from './create-sandbox-server';
import { demoLinks } from './demo-links';
import type { GatewayDialect } from './gateway-dialect';
import { listenOrExit } from './listen-failure';

/**
 * PORT from the environment: the command's default when unset (8080 for the sandbox), 0 for any
 * free port; anything else is an error.
 */
export function portFromEnv(value: string | undefined, defaultPort = 8080): number {
  if (value === undefined || value.trim() === '') return defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0 to 65535, got "${value}"`);
  return port;
}

/**
 * Starts the sandbox for a person at a terminal: prints where to click, and closes cleanly (exit
 * code 0) on Ctrl-C or SIGTERM.
 */
export async function runSandbox(options: {
  distDir: string;
  port: number;
  dialect?: GatewayDialect;
  /** How the person started it, for the message when the port is taken. */
  command: string;
}): Promise<SandboxServer> {
  const dialect = options.dialect ?? 'full';
  const server = await listenOrExit(
    () => createSandboxServer({ distDir: options.distDir, port: options.port, host: '127.0.0.1', dialect }),
    options.port,
    options.command,
  );
  const gatewayLine =
    dialect === 'minimal'
      ? 'Gateway:         minimal (only what the spec allows: bare URLs, empty bodies, no amount)'
      : 'Gateway:         full sandbox (npm start -- --gateway minimal for the spec-minimal one)';
  const links = demoLinks(server.url);
  console.log(`
Sandbox gateway and payment pages on ${server.url}

  ${gatewayLine}
  Payment page:    ${links.paymentPage}
  Sandbox console: ${links.sandboxConsole}
  Test cards:      docs/test-cards.md (4111 1111 1111 1111 approves; any future expiry, any security code)

Press Ctrl-C to stop.
`);
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the sandbox…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
