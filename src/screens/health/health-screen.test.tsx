// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen } from '@/screens/health/health-screen';
import { healthVersion } from '@/screens/health/health-version';
import { renderWithI18n } from '@/testing/test-i18n';

describe('the health page', () => {
  it('shows health OK and version 2.1.0 (spec 2)', () => {
    renderWithI18n(<Screen />);
    expect(screen.getByRole('heading', { name: 'Health' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('health OK');
    expect(screen.getByText('version 2.1.0')).toBeTruthy();
  });

  it('reports the version of the package', () => {
    const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(healthVersion).toBe(pkg.version);
  });
});
