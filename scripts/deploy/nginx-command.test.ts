import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { fixtureMarker, writeFixtureDist } from './fixture-dist';
import { runNginx, writeRunnableConfig } from './nginx-command';
import { nginxConfig } from './nginx-config';
import { freePort } from './nginx-process';

/**
 * `npm run nginx`: the build's server block, made for 127.0.0.1 with HPP_NGINX_LISTEN, wrapped
 * into a whole nginx.conf that `nginx -t` accepts and a real nginx serves a page from.
 */
let root: string;
let dist: string;
let prefix: string;
let port: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-nginx-command-'));
  // mkdtemp folders are 0700; nginx workers may run as another user and must read the build.
  await chmod(root, 0o755);
  dist = path.join(root, 'dist');
  prefix = path.join(root, 'nginx');
  const manifest = registryRoutesManifest();
  await writeFixtureDist(dist, manifest);
  port = await freePort();
  await mkdir(path.join(dist, 'deploy'), { recursive: true });
  await writeFile(
    path.join(dist, 'deploy', 'nginx.conf'),
    nginxConfig(manifest, { root: dist, port, host: '127.0.0.1', accessLog: path.join(root, 'access.log') }),
  );
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a whole runnable nginx config from the build', { timeout: 30_000 }, () => {
  it('passes nginx -t, listens on 127.0.0.1 only, and serves a page', async () => {
    const { conf, listen, test } = await writeRunnableConfig({ dist, prefix });
    expect(test).toMatch(/test is successful/);
    expect(listen).toEqual([`127.0.0.1:${port}`]);
    const nginx = runNginx(prefix, conf, 'ignore');
    try {
      let response: Response | undefined;
      for (let attempt = 0; attempt < 100 && !response; attempt++) {
        response = await fetch(`http://127.0.0.1:${port}/basic/`).catch(() => undefined);
        if (!response) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(response?.status).toBe(200);
      expect(await response?.text()).toContain(fixtureMarker('basic/index.html'));
    } finally {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
  });

  it('says what is missing when there is no build', async () => {
    await expect(writeRunnableConfig({ dist: path.join(root, 'nowhere'), prefix })).rejects.toThrow(
      /deploy\/nginx.conf is missing: run npm run build first/,
    );
  });
});
