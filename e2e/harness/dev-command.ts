import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface DevCommand {
  /** "http://127.0.0.1:41234" */
  url: string;
  /** Everything the command printed so far. */
  output: () => string;
  /** Sends SIGTERM and waits for the command to exit (its own Ctrl-C path). */
  stop: () => Promise<number | null>;
}

const readyLine = /Dev server for \S+ on (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Runs `npm run dev -- --variant <name>` as a contributor does (the real command, through tsx) on
 * a free port (in `root`, the project by default), and resolves once it prints where it listens. Fails, with what it printed, if it
 * exits or takes longer than `timeoutMs` first.
 */
export function startDevCommand(
  variant: string,
  options: { timeoutMs?: number; root?: string } = {},
): Promise<DevCommand> {
  const { timeoutMs = 50_000, root = process.cwd() } = options;
  const child: ChildProcess = spawn(
    resolve(root, 'node_modules/.bin/tsx'),
    ['scripts/dev/dev.ts', '--variant', variant],
    { cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`npm run dev did not start in ${timeoutMs} ms; it printed:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyLine.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        ready({ url: match[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`npm run dev exited (code ${code}) before it was ready; it printed:\n${output}`));
    });
  });
}
