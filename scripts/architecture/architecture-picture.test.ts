import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawPicture, type FeatureFacts, pictureSection, withPicture } from './architecture-picture';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the picture in docs/architecture.md', () => {
  it('is the one the code draws (npm run architecture redraws it)', () => {
    const markdown = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    expect(withPicture(markdown, pictureSection(root))).toBe(markdown);
  });
});

describe('drawPicture', () => {
  const fact = (name: string, more: Partial<FeatureFacts> = {}): FeatureFacts => ({
    name,
    from: 'start-up',
    when: 'on a click',
    chunk: name,
    layers: ['state'],
    uses: [],
    ...more,
  });
  it.each([
    [fact('back'), '+-> back  [state]'],
    [fact('pay', { uses: ['back'], layers: ['core', 'state'] }), '+-> pay  [core state]; uses back'],
    [
      fact('tips', { from: 'payment-panel', chunk: 'back', layers: ['ui'] }),
      '+-> tips  [ui]; in the back chunk',
    ],
  ])('draws %o', (one, line) => {
    expect(drawPicture([one])).toContain(`  ${line}`);
  });
  it('puts each feature under the module that import()s it', () => {
    const lines = drawPicture([fact('a'), fact('b', { from: 'payment-panel' })]);
    const laterAt = lines.findIndex((line) => line.includes('import()ed in src/state/load-later.ts'));
    const panelAt = lines.findIndex((line) => line.includes('import()ed in src/ui/lazy-parts.ts'));
    const at = (name: string) => lines.findIndex((line) => line.startsWith(`  +-> ${name}`));
    expect([laterAt < at('a'), at('a') < panelAt, panelAt < at('b')]).toEqual([true, true, true]);
  });
});

describe('withPicture', () => {
  it('replaces the picture between its markers, or puts one after the title', () => {
    const section = pictureSection(root);
    const fresh = withPicture('# Title\n\nText\n', section);
    expect(fresh).toBe(`# Title\n\n${section}\n\nText\n`);
    expect(withPicture(fresh, section)).toBe(fresh);
  });
});
