import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contrastRatio } from '@variants/contrast';
import { variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

// result.css adds two outcome colours of its own (the others are theme tokens); they carry the
// icon and the card's top rule, so they must hold 3:1, and we keep them at text strength (4.5:1).
const css = readFileSync(resolve(process.cwd(), 'src/screens/result/result.css'), 'utf8');
const colours = themes[variants.find((entry) => entry.screen === 'result')?.theme ?? '']?.colours;

describe('result.css outcome colours', () => {
  it.each(['--result-approved', '--result-pending'])('%s meets AA on the card and the page', (property) => {
    const value = new RegExp(`${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
    expect(value).toBeDefined();
    expect(colours).toBeDefined();
    if (!value || !colours) return;
    expect(contrastRatio(value, colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(value, colours.bg)).toBeGreaterThanOrEqual(4.5);
  });
});
