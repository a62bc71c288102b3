import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliStaticModule, nginxStandaloneConfig } from './nginx-config';

/** Where Debian's nginx puts the binary, if it is installed. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface RunningNginx {
  port: number;
  url: string;
  /** A scratch folder nginx may read (mode 755): put a fixture dist/ here. */
  workDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real nginx in the foreground, unprivileged paths, on a free loopback port, running the
 * server block `serverBlock(port, workDir)` returns; `prepare` may write files into workDir
 * first. Missing nginx is an error naming the Debian package: a config is only trusted once
 * nginx itself has run it. Stops within 10 s or fails with nginx's own error log.
 */
export async function startNginx(options: {
  serverBlock: (port: number, workDir: string) => string;
  prepare?: (workDir: string) => Promise<void>;
}): Promise<RunningNginx> {
  if (!nginxBinary) {
    throw new Error(
      'nginx is not installed: install the Debian packages nginx and libnginx-mod-http-brotli-static (apt-get install nginx libnginx-mod-http-brotli-static)',
    );
  }
  if (!existsSync(brotliStaticModule)) {
    throw new Error(
      `nginx's brotli_static module is missing at ${brotliStaticModule}: install the Debian package libnginx-mod-http-brotli-static (apt-get install libnginx-mod-http-brotli-static)`,
    );
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'hpp-nginx-'));
  // nginx workers run as an unprivileged user when started as root: they must reach workDir.
  await chmod(workDir, 0o755);
  await options.prepare?.(workDir);
  const port = await freePort();
  const confFile = path.join(workDir, 'nginx.conf');
  const errorLog = path.join(workDir, 'error.log');
  await writeFile(confFile, nginxStandaloneConfig(options.serverBlock(port, workDir), workDir));
  const child = spawn(nginxBinary, ['-p', workDir, '-c', confFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(child, port, errorLog, Date.now() + 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url: `http://127.0.0.1:${port}`, workDir, stop };
}

async function waitForPort(child: ChildProcess, port: number, errorLog: string, deadline: number) {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (child.exitCode !== null) {
      throw new Error(
        `nginx exited with ${child.exitCode}: ${await readFile(errorLog, 'utf8').catch(() => '')}`,
      );
    }
    if (Date.now() > deadline) throw new Error('nginx did not start listening within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
