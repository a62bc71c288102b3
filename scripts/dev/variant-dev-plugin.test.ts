import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devTargets } from '../build/dev-config';
import { faviconSvg, trimTranslations } from '../build/variant-plugin';
import { devBundleFile } from './variant-dev-plugin';

const publicDir = path.resolve('public');
const targets = devTargets(path.resolve('.'));
const target = (name: string) => {
  const found = targets.find((t) => t.path === name);
  if (!found) throw new Error(`no target ${name}`);
  return found;
};

/**
 * The dev server serves a variant's translations byte for byte as its build writes them: the
 * build's own trimTranslations, run on a copy of public/'s files, is the reference.
 */
describe('devBundleFile', () => {
  const built = new Map<string, string>();

  beforeAll(async () => {
    for (const name of ['basic', 'eupago', 'result']) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-dev-i18n-'));
      await cp(path.join(publicDir, 'assets', 'i18n'), dir, { recursive: true });
      const { screen, settings } = target(name).runtime;
      await trimTranslations(dir, screen, settings);
      built.set(name, dir);
    }
  });

  afterAll(async () => {
    await Promise.all([...built.values()].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it.each([
    ['basic', 'en.json'],
    ['basic', 'en.later.json'],
    ['basic', 'he.later.json'],
    ['eupago', 'pt.json'],
    ['eupago', 'pt.later.json'],
    ['result', 'en.json'],
  ])('%s: assets/i18n/%s is the built file', async (name, file) => {
    const served = await devBundleFile(target(name), publicDir, `assets/i18n/${file}`);
    const expected = await readFile(path.join(built.get(name) as string, file), 'utf8');
    expect(served).toEqual({ body: expected, contentType: 'application/json' });
  });

  it.each([
    ['result', 'assets/i18n/en.later.json'],
    ['basic', 'assets/i18n/xx.json'],
    ['basic', 'assets/i18n/../../index.json'],
    ['basic', 'assets/logo.svg'],
    ['basic', 'src/main.tsx'],
  ])('%s: %s is not one of them (Vite answers, or nobody)', async (name, file) => {
    expect(await devBundleFile(target(name), publicDir, file)).toBeUndefined();
  });

  it('serves the favicon the build emits', async () => {
    expect(await devBundleFile(target('eupago'), publicDir, 'assets/favicon.svg')).toEqual({
      body: faviconSvg(target('eupago')),
      contentType: 'image/svg+xml',
    });
  });
});
