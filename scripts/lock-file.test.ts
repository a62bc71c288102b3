import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci`, what CI and every Dockerfile run, installs exactly package-lock.json and refuses a
 * lock that is out of step with package.json. These checks fail here first, with the package
 * named, instead of on an operator's machine.
 */

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface LockFile {
  lockfileVersion: number;
  packages: Record<string, Manifest & { version?: string }>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;
const root = lock.packages[''] ?? {};
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

describe('package-lock.json', () => {
  it('is a lock file npm ci reads (version 3)', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('lists exactly the dependencies package.json declares, with the same ranges', () => {
    expect(root.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(root.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });

  it.each(Object.entries(declared))('locks %s at the exact version package.json pins (%s)', (name, range) => {
    // Every dependency is pinned exactly, so a fresh install cannot drift.
    expect(range).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(range);
  });

  // The formatter's binary comes as one optional package per platform: a lock made where some of
  // them could not be resolved installs on Linux only, and npm ci refuses it elsewhere.
  it.each([
    'darwin-arm64',
    'darwin-x64',
    'linux-arm64',
    'linux-arm64-musl',
    'linux-x64',
    'linux-x64-musl',
    'win32-arm64',
    'win32-x64',
  ])('holds Biome for %s', (platform) => {
    const biome = lock.packages['node_modules/@biomejs/biome'];
    const binary = lock.packages[`node_modules/@biomejs/cli-${platform}`];
    expect(binary?.version).toBe(biome?.version);
    expect(biome?.optionalDependencies?.[`@biomejs/cli-${platform}`]).toBe(biome?.version);
  });
});
