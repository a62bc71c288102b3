import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { type ScreenName, screenNames } from '@variants/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, RegistryError } from './build';
import { missingScreenFiles, screenModulePath } from './screen-files';

const root = process.cwd();

describe('screen files, found by the screen name', () => {
  it.each(screenNames.map((screen) => [screen]))('%s has its code where its name says', (screen) => {
    expect(missingScreenFiles(root, [{ path: 'a-variant', screen }])).toEqual([]);
  });

  it.each([
    ['kiosk-lite', 'src/screens/kiosk-lite/kiosk-lite-screen.tsx'],
    ['card-form', 'src/screens/card-form/card-form-screen.tsx'],
  ])('%s lives in %s', (screen, file) => {
    expect(path.relative(root, screenModulePath(root, screen))).toBe(file);
  });

  it('names the entry, the file to write and what it exports when a screen has no code', () => {
    // A screen named in the table whose folder was never written, as a new variant's might be.
    const unwritten = 'never-written' as ScreenName;
    expect(missingScreenFiles(root, [{ path: 'kiosk', screen: unwritten }])).toEqual([
      "kiosk: screen 'never-written' has no src/screens/never-written/never-written-screen.tsx: " +
        'write it, exporting Screen (README, "A variant with a screen of its own")',
    ]);
  });
});

describe('a build whose screen has no code', () => {
  let emptyRoot: string;
  beforeAll(async () => {
    emptyRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-no-screens-'));
  });
  afterAll(() => rm(emptyRoot, { recursive: true, force: true }));

  it('fails with the registry, naming every missing file, before the render of first screens', async () => {
    const stb = variants.find((entry) => entry.path === 'stb');
    const registry = { variants: stb ? [stb] : [], pages };
    const outRoot = path.join(emptyRoot, 'dist');
    const failure = build({ root: emptyRoot, outRoot, registry, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(
      /stb: screen 'stb' has no src\/screens\/stb\/stb-screen\.tsx: write it, exporting Screen[\s\S]*health\.html: screen 'health' has no src\/screens\/health\/health-screen\.tsx/,
    );
  });
});
