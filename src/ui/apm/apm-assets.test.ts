import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type KnownApmId, knownApmMethods } from '@/ui/apm/apm-methods';

const folder = new URL('../../../public/assets/apm/', import.meta.url);

/** The wordmarks are drawn by hand for this project: small, self-contained, one button shape. */
describe.each(Object.keys(knownApmMethods) as KnownApmId[])('public/assets/apm/%s.svg', (id) => {
  const svg = readFileSync(new URL(`${id}.svg`, folder), 'utf8');

  it('is an 80×32 SVG under 1.5 KB', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 32"')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(1536);
  });

  it('loads nothing from outside and runs nothing', () => {
    expect(svg).not.toMatch(/href|url\(|@import|<script|<style|\bon[a-z]+=/i);
  });

  it('uses only generic or system font families', () => {
    for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) {
      expect(family).toBe('Arial,Helvetica,sans-serif');
    }
  });
});
