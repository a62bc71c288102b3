import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const publicFolder = new URL('../../public/', import.meta.url);

/**
 * Test suite for images drawn by hand for this project (public/{folder}/{id}.svg): each the one
 * shape its component lays out, small, self-contained and in fonts every system has. Called at
 * the top of a test file, it describes one block per image.
 */
export function describeHandDrawnSvgs(
  folder: string,
  ids: readonly string[],
  { width, height }: { width: number; height: number },
): void {
  describe.each(ids)(`public/${folder}/%s.svg`, (id) => {
    const svg = readFileSync(new URL(`${folder}/${id}.svg`, publicFolder), 'utf8');

    it(`is an SVG of ${width}×${height} under 1.5 KB`, () => {
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`)).toBe(
        true,
      );
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
}
