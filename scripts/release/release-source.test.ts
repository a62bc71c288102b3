import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentReleaseId } from './release-source';

/**
 * The id of two builds compared, as the build reads them: a small git project, built twice from
 * one commit, changed, committed, and copied without .git.
 */
let root: string;
const settings = { gatewayBaseUrl: '/gateway' };
const git = (...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example', ...args], {
    stdio: 'ignore',
  });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-release-'));
  await writeFile(path.join(root, 'main.ts'), 'export const a = 1;\n');
  await writeFile(path.join(root, '.gitignore'), 'dist/\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the release id of a build of a project folder', () => {
  it('is the same for two builds of one commit, whatever is in ignored folders', async () => {
    const first = await currentReleaseId(root, settings);
    await cp(path.join(root, 'main.ts'), path.join(root, 'dist', 'out.js'), { recursive: true });
    expect(await currentReleaseId(root, settings)).toBe(first);
    const commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    expect(first.startsWith(`${commit.slice(0, 12)}.`)).toBe(true);
  });

  it('changes with an uncommitted change, says dirty, and changes again once committed', async () => {
    const clean = await currentReleaseId(root, settings);
    await writeFile(path.join(root, 'main.ts'), 'export const a = 2;\n');
    const dirty = await currentReleaseId(root, settings);
    expect(dirty).toMatch(/^[0-9a-f]{12}-dirty\.[0-9a-f]{12}$/);
    await writeFile(path.join(root, 'new.ts'), 'export const b = 1;\n');
    const dirtier = await currentReleaseId(root, settings);
    expect(new Set([clean, dirty, dirtier]).size).toBe(3);
    git('add', '-A');
    git('commit', '-q', '-m', 'second');
    const next = await currentReleaseId(root, settings);
    expect(next).not.toBe(clean);
    expect(next).not.toContain('dirty');
    expect(next.split('.')[1]).toBe(dirtier.split('.')[1]);
  });

  it('changes with a setting baked into the build', async () => {
    expect(await currentReleaseId(root, { gatewayBaseUrl: 'https://gw.example' })).not.toBe(
      await currentReleaseId(root, settings),
    );
  });

  it('works without git, from the files alone, and agrees between two copies', async () => {
    const copies = [
      await mkdtemp(path.join(tmpdir(), 'hpp-release-copy-')),
      await mkdtemp(path.join(tmpdir(), 'hpp-release-copy-')),
    ];
    try {
      const ids = [];
      for (const copy of copies) {
        await cp(root, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}.git`) });
        await rm(path.join(copy, 'dist'), { recursive: true, force: true });
        ids.push(await currentReleaseId(copy, settings));
      }
      expect(ids[0]).toMatch(/^nogit\.[0-9a-f]{12}$/);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      for (const copy of copies) await rm(copy, { recursive: true, force: true });
    }
  });
});
