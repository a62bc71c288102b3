import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTargets } from '../build-targets';
import { writeStatement } from './write-statement';

const root = process.cwd();
const variants = [
  { path: 'acme', screen: 'card-form' as const, theme: 'basic-theme' },
  {
    path: 'acme-help',
    screen: 'card-form' as const,
    theme: 'basic-theme',
    settings: { accessibilityContact: 'https://acme.example/help?topic=a11y&from=statement' },
  },
];
const targets = buildTargets({ variants, pages: [] }, { publicDir: path.join(root, 'public') });

let outRoot = '';
beforeAll(async () => {
  outRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-statement-'));
});
afterAll(async () => {
  if (outRoot) await rm(outRoot, { recursive: true, force: true });
});

describe('a variant’s statement as the build writes it', () => {
  // The settings of the registry reach the file: the build's day in <time>, the contact as a link.
  it.each([
    ['acme', 'without a contact', 'href="https://acme.example', false],
    [
      'acme-help',
      'with its accessibilityContact',
      'href="https://acme.example/help?topic=a11y&#38;from=statement"',
      true,
    ],
  ])('%s (%s): dated by the day it is given, linked as set', async (key, _case, link, linked) => {
    const target = targets.find((entry) => entry.key === key);
    if (!target) throw new Error(`no target ${key}`);
    await writeStatement(outRoot, target, '2.1.0', variants, '2026-02-03');
    const html = await readFile(path.join(outRoot, key, 'accessibility.html'), 'utf8');
    expect(html).toContain(
      'This statement was prepared on <time datetime="2026-02-03">February 3, 2026</time>.',
    );
    expect(html.includes(link)).toBe(linked);
  });
});
