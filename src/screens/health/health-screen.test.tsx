// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/health/health-screen';
import { healthVersion } from '@/screens/health/health-version';
import { $variant } from '@/state/stores';
import { renderWithI18n } from '@/testing/test-i18n';

const asBuilt = $variant.get();
afterEach(() => $variant.set(asBuilt));

describe('the health page', () => {
  it('shows health OK and version 2.1.0 (spec 2)', () => {
    renderWithI18n(<Screen />);
    expect(screen.getByRole('heading', { name: 'Health' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('health OK');
    expect(screen.getByText('version 2.1.0')).toBeTruthy();
  });

  it.each<[string, string | undefined, string[]]>([
    [
      'a build with a release id',
      'a471763c2f1e.4f9a0b1c2d7e',
      ['version 2.1.0', 'release a471763c2f1e.4f9a0b1c2d7e'],
    ],
    ['a page without one (development)', undefined, ['version 2.1.0']],
  ])("%s: the spec's version stays, the release beside it", (_name, release, lines) => {
    $variant.set({ ...asBuilt, ...(release ? { release } : {}) });
    renderWithI18n(<Screen />);
    const texts = [...document.querySelectorAll('main p:not([role])')].map((p) => p.textContent);
    expect(texts).toEqual(lines);
  });

  it('reports the version of the package', () => {
    const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(healthVersion).toBe(pkg.version);
  });
});
