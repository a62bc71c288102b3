import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import { nginxStandaloneConfig } from './nginx-config';
import { nginxBinary } from './nginx-process';

/**
 * `npm run nginx -- [--dist dist] [--prefix <folder>] [--check]`: the build's server block
 * (dist/deploy/nginx.conf) inside a whole nginx.conf that runs unprivileged in the foreground, so
 * a deployment can be rehearsed on one machine without wrapping the block by hand. It writes
 * `<prefix>/nginx.conf`, runs `nginx -t` on it, and (unless --check) runs nginx until Ctrl-C.
 * Build for it with HPP_NGINX_ROOT=$PWD/dist HPP_NGINX_LISTEN=127.0.0.1 HPP_NGINX_PORT=8080
 * HPP_NGINX_ACCESS_LOG=<a file you may write> (docs/deploy.md).
 */

const specs = {
  dist: { type: 'string', value: 'folder' },
  prefix: { type: 'string', value: 'folder' },
  check: { type: 'boolean' },
} as const;
export const nginxCommandUsage = 'usage: npm run nginx -- [--dist dist] [--prefix <folder>] [--check]';

export function parseNginxArguments(argv: readonly string[]): {
  dist: string;
  prefix: string;
  check: boolean;
} {
  const { values } = parseCommandLine('npm run nginx', argv, specs);
  if (values.dist === '' || values.prefix === '')
    throw new UsageError('npm run nginx: an option needs a value');
  return {
    dist: path.resolve(values.dist ?? 'dist'),
    prefix: path.resolve(values.prefix ?? path.join(os.tmpdir(), 'hpp-nginx')),
    check: values.check ?? false,
  };
}

/** Writes `<prefix>/nginx.conf` around the build's server block and checks it with `nginx -t`. */
export async function writeRunnableConfig(options: { dist: string; prefix: string }): Promise<{
  conf: string;
  listen: string[];
  test: string;
}> {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx-light');
  const block = await readFile(path.join(options.dist, 'deploy', 'nginx.conf'), 'utf8').catch(() => {
    throw new Error(`${options.dist}/deploy/nginx.conf is missing: run npm run build first`);
  });
  await mkdir(options.prefix, { recursive: true });
  // nginx workers run as an unprivileged user when started as root: they must reach the prefix.
  await chmod(options.prefix, 0o755);
  const conf = path.join(options.prefix, 'nginx.conf');
  await writeFile(conf, nginxStandaloneConfig(block, options.prefix));
  const { stderr } = await promisify(execFile)(nginxBinary, nginxArguments(options.prefix, conf, ['-t']));
  const listen = [...block.matchAll(/^\s*listen\s+([^;]+);/gm)].map((match) => match[1] as string);
  return { conf, listen, test: stderr.trim() };
}

function nginxArguments(prefix: string, conf: string, extra: readonly string[] = []): string[] {
  return ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), ...extra];
}

/** nginx in the foreground on that config; the caller stops it (SIGTERM, or Ctrl-C at a terminal). */
export function runNginx(
  prefix: string,
  conf: string,
  stdio: 'inherit' | 'ignore' = 'inherit',
): ChildProcess {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx-light');
  return spawn(nginxBinary, nginxArguments(prefix, conf), { stdio });
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseNginxArguments>;
  try {
    options = parseNginxArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(nginxCommandUsage);
    process.exitCode = 2;
    return;
  }
  try {
    const { conf, listen, test } = await writeRunnableConfig(options);
    console.log(`${conf}: ${test.split('\n').at(-1) ?? 'nginx -t passed'}`);
    console.log(`listens on ${listen.join(', ')}`);
    if (options.check) return;
    console.log('running nginx in the foreground; Ctrl-C stops it');
    const child = runNginx(options.prefix, conf);
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.once('exit', (code) => {
      process.exitCode = code ?? 0;
    });
  } catch (error) {
    console.error(`nginx: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
