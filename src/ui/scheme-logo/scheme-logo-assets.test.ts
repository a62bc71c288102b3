import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemeLogoIds } from '@/core/scheme-logos';

const folder = new URL('../../../public/assets/schemes/', import.meta.url);

/** The logos are drawn by hand for this project: small, self-contained, one card shape. */
describe.each(schemeLogoIds)('public/assets/schemes/%s.svg', (id) => {
  const svg = readFileSync(new URL(`${id}.svg`, folder), 'utf8');

  it('is a 48×32 SVG under 1.5 KB', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"')).toBe(true);
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
