import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pages, variants } from '@variants/registry';
import {
  kindOfName,
  type ScreenKind,
  type ScreenName,
  screenKinds,
  screenNames,
  screens,
  traitsOf,
} from '@variants/screens';
import { describe, expect, it } from 'vitest';

const screensDir = path.join(process.cwd(), 'src', 'screens');

/** The folders under src/screens that hold a screen by the naming rule (`<name>/<name>-screen.tsx`). */
const screenFolders = readdirSync(screensDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(screensDir, name)).includes(`${name}-screen.tsx`));

describe('the table of screens', () => {
  it.each(screenFolders.map((folder) => [folder]))(
    'src/screens/%s has a row, so the build and the registry know its kind and texts',
    (folder) => {
      expect(screenNames).toContain(folder);
    },
  );

  it.each(Object.keys(screenKinds).map((kind) => [kind as ScreenKind]))(
    'some screen is of kind %s',
    (kind) => {
      expect(screenNames.filter((screen) => screens[screen].kind === kind)).not.toEqual([]);
    },
  );

  it.each([
    // The registry's own entries, by the kind their screen must be for the site to work: only the
    // payment pages talk to the gateway; the error page is prerendered, the result page is not.
    ['basic', 'payment'],
    ['stb', 'payment'],
    ['result', 'result'],
    ['sandbox', 'console'],
    ['health.html', 'health'],
    ['basic/_error.html', 'error'],
  ])('the registry path %s is a %s page', (registryPath, kind) => {
    const entry = [...variants, ...pages].find((candidate) => candidate.path === registryPath);
    expect(entry && screens[entry.screen].kind).toBe(kind);
  });

  it.each([
    // kind, start-up, prerendered, merchant hosts, in the console, budgeted, landing in frames
    ['payment', { gateway: true, laterTexts: true }, true, 'own', true, true, false],
    ['result', { gateway: false, laterTexts: false }, false, 'every variant', false, true, true],
    ['error', { gateway: false, laterTexts: false }, true, 'none', false, true, true],
    ['health', { gateway: false, laterTexts: false }, true, 'none', false, true, false],
    ['console', { gateway: false, laterTexts: false }, false, 'none', false, false, false],
  ] as const)(
    'a %s page: start-up %o, prerendered %s, merchant hosts %s, in the console %s, budgeted %s, in frames %s',
    (kind, startup, prerendered, merchantHosts, offeredByConsole, firstLoadBudget, landingInFrames) => {
      expect(screenKinds[kind]).toEqual({
        startup,
        prerendered,
        merchantHosts,
        offeredByConsole,
        firstLoadBudget,
        landingInFrames,
      });
    },
  );

  it.each([
    ['stb', 'payment'],
    ['sandbox', 'console'],
    ['a-screen-never-written', undefined],
    ['constructor', undefined],
  ])('the screen named %s is of kind %s', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });

  it('names the table when a screen has no row (the build runs without a type check)', () => {
    expect(() => traitsOf('a-screen-never-written' as ScreenName)).toThrow(
      'screen "a-screen-never-written" has no row in variants/screens.ts',
    );
  });
});
