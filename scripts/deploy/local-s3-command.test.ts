import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { deploySecurity } from '../security/route-security';
import { deploy } from './deploy';
import { parseDeployArguments } from './deploy-options';
import { writeStandInBuild } from './fixture-dist';
import { localS3Credentials } from './local-s3';
import { s3Store } from './s3-store';

/**
 * `npm run local-s3` as an operator runs it: one command, in its own process, that starts the
 * emulator with a bucket and the bucket served as CloudFront serves it, and prints the deploy
 * command that then works as printed; SIGTERM stops it.
 */
const command = fileURLToPath(new URL('./local-s3-command.ts', import.meta.url));
let root: string;
let dist: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-local-s3-command-'));
  dist = path.join(root, 'dist');
  await writeStandInBuild(dist, {
    manifest: registryRoutesManifest(),
    security: deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' }),
    only: ['basic'],
    release: 'aaaaaaaaaaaa.111111111111',
  });
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('npm run local-s3', { timeout: 60_000 }, () => {
  it('starts with a bucket, prints a deploy command that works, serves it, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', command, '--bucket', 'rehearsal', '--dir', path.join(root, 's3'), '--dist', dist],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(child, 'exit');
    try {
      const lines: string[] = [];
      const reader = createInterface({ input: child.stdout });
      for await (const line of reader) {
        lines.push(line);
        if (line === 'Ctrl-C stops it') break;
      }
      const deployLine = lines.find((line) => line.startsWith('  npm run deploy -- '));
      expect(deployLine).toMatch(
        /^ {2}npm run deploy -- --bucket rehearsal --endpoint http:\/\/127\.0\.0\.1:\d+$/,
      );
      expect(lines).toContain(
        `  export AWS_ACCESS_KEY_ID=${localS3Credentials.accessKeyId} AWS_SECRET_ACCESS_KEY=${localS3Credentials.secretAccessKey} AWS_REGION=us-east-1`,
      );
      const cdn = /served as CloudFront serves it: (http:\/\/127\.0\.0\.1:\d+)$/m.exec(lines.join('\n'))?.[1];
      expect(cdn).toBeDefined();

      // The printed command, as deploy parses it, with the printed credentials.
      const options = parseDeployArguments([
        ...(deployLine ?? '').trim().split(' ').slice(4),
        '--dist',
        dist,
      ]);
      const store = s3Store({
        bucket: options.bucket,
        endpoint: options.endpoint ?? '',
        region: 'us-east-1',
        credentials: localS3Credentials,
      });
      const result = await deploy(options, { store });
      store.close();
      expect(result.failures).toEqual([]);
      const page = await fetch(`${cdn}/basic/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('aaaaaaaaaaaa.111111111111');
    } finally {
      child.kill('SIGTERM');
      const [code, signal] = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    }
  });
});
