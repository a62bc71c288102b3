import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { variants } from '@variants/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { deploySecurity } from '../security/route-security';
import { deploy } from './deploy';
import { parseDeployArguments } from './deploy-options';
import { writeStandInBuild } from './fixture-dist';
import { pagesOfOtherReleases } from './mixed-release';
import type { ObjectStore } from './s3-store';

const older = 'aaaaaaaaaaaa.111111111111';
const newer = 'bbbbbbbbbbbb.222222222222';
const only = ['basic', 'eupago', 'health.html'];
let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** A stand-in build at `older`, then what the rows say changed in it. */
async function build(change: (dist: string) => Promise<void>): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-mixed-release-'));
  const dist = path.join(root, 'dist');
  const manifest = registryRoutesManifest();
  const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
  await writeStandInBuild(dist, { manifest, security, only, release: older });
  await change(dist);
  return dist;
}

const rewrite = async (file: string, edit: (text: string) => string) =>
  writeFile(file, edit(await readFile(file, 'utf8')));
/** What `npm run build -- --only eupago` leaves: eupago's page and routes.json on the new id. */
const onlyEupagoRebuilt = async (dist: string) => {
  await rewrite(path.join(dist, 'routes.json'), (text) => text.replaceAll(older, newer));
  await rewrite(path.join(dist, 'eupago', 'index.html'), (text) => text.replaceAll(older, newer));
};

describe('a dist/ that is not one build', () => {
  it.each([
    { case: 'a full build', change: async () => {}, release: older, others: [] },
    {
      // Seen in the operator rehearsal of docs/deploy.md: `npm run build -- --only eupago`, then deploy.
      case: 'one merchant rebuilt with --only',
      change: onlyEupagoRebuilt,
      release: newer,
      others: [`basic/index.html: ${older}`, `health.html: ${older}`],
    },
    {
      case: 'a page from before release ids',
      change: (dist: string) =>
        rewrite(path.join(dist, 'basic', 'index.html'), (text) =>
          text.replace(/<meta name="hpp-release"[^>]*>/, ''),
        ),
      release: older,
      others: ['basic/index.html: no release id'],
    },
  ])('$case: pages naming another release $others', async ({ change, release, others }) => {
    const dist = await build(change);
    const routes = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8'));
    const present = routes.routes.filter((route: { variant: string }) => only.includes(route.variant));
    expect(await pagesOfOtherReleases(dist, { routes: present }, release)).toEqual(others);
  });

  it('is refused by deploy before the bucket is read', async () => {
    const dist = await build(onlyEupagoRebuilt);
    const untouched = new Proxy({} as ObjectStore, {
      get: () => () => {
        throw new Error('the bucket was used');
      },
    });
    await expect(
      deploy(parseDeployArguments(['--bucket', 'b', '--dist', dist]), { store: untouched }),
    ).rejects.toThrow(
      /not deployed: .* is not one build: 2 page\(s\) name another release than routes\.json \(bbbbbbbbbbbb\.222222222222\), as after `npm run build -- --only`[\s\S]*basic\/index\.html: aaaaaaaaaaaa\.111111111111/,
    );
  });
});
