import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { features } from '@/features/catalogue';
import { doorstepOf } from './feature-imports';
import { importsOf } from './import-sites';

/**
 * The picture that opens docs/architecture.md: the layers, what the first load holds and every
 * feature with where it is loaded from, when, which chunk it travels in, its layers and the
 * features it imports. Drawn from src/features/catalogue.ts, the feature folders and their
 * imports; `npm run architecture` writes it, and a unit test fails when the committed one differs.
 */

/** The markers around the drawn picture in docs/architecture.md. */
export const pictureStart =
  '<!-- drawn by npm run architecture (scripts/architecture/architecture-picture.ts): do not edit -->';
export const pictureEnd = '<!-- end of the drawn picture -->';

const featureLayers = ['core', 'state', 'ui'] as const;

export interface FeatureFacts {
  name: string;
  from: keyof typeof doorstepOf;
  when: string;
  chunk: string;
  layers: readonly string[];
  uses: readonly string[];
}

/** What the picture says of each feature, read from its folder and its files' imports. */
export function featureFacts(root: string): FeatureFacts[] {
  return Object.entries(features).map(([name, entry]) => {
    const folder = path.join(root, 'src', 'features', name);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const layers = featureLayers.filter((layer) => files.some((file) => file.split(path.sep)[0] === layer));
    const uses = new Set<string>();
    for (const file of files) {
      for (const site of importsOf(file, readFileSync(path.join(folder, file), 'utf8'))) {
        const other = /^@\/features\/([^/]+)$/.exec(site.specifier)?.[1];
        if (other && other !== name && other !== 'catalogue' && site.kind === 'static') uses.add(other);
      }
    }
    return {
      name,
      from: entry.from,
      when: entry.when,
      chunk: 'chunk' in entry ? entry.chunk : name,
      layers,
      uses: [...uses].sort(),
    };
  });
}

const doorstepSays = {
  'start-up': 'every page (the result and error pages too)',
  'payment-panel': 'the payment screens only',
} as const;

/** The picture, as the lines of a text block. */
export function drawPicture(facts: readonly FeatureFacts[]): string[] {
  const width = Math.max(...facts.map((fact) => fact.name.length));
  const lines = [
    'FIRST LOAD (one script per page)',
    "  src/main.tsx -> src/start-page.tsx -> the variant's screen",
    '  layers, each importing only those to its left:',
    '    src/core <- variants <- src/platform <- src/state <- src/ui <- src/screens',
    '',
    'FEATURES (src/features/<name>/, one lazy chunk each, reached only by import() of index.ts)',
    '  inside each: core <- state <- ui, the same layers as outside',
  ];
  for (const from of Object.keys(doorstepOf) as (keyof typeof doorstepOf)[]) {
    lines.push('', `  import()ed in ${doorstepOf[from]}: carried by ${doorstepSays[from]}`);
    for (const fact of facts.filter((one) => one.from === from)) {
      const details = [
        `[${fact.layers.join(' ')}]`,
        fact.chunk === fact.name ? '' : `in the ${fact.chunk} chunk`,
        fact.uses.length > 0 ? `uses ${fact.uses.join(', ')}` : '',
      ].filter((part) => part !== '');
      lines.push(`  +-> ${fact.name.padEnd(width)}  ${details.join('; ')}`);
      lines.push(`      ${' '.repeat(width)}  loads ${fact.when}`);
    }
  }
  return lines;
}

/** The markdown of the picture, markers included. */
export function pictureSection(root: string): string {
  return [pictureStart, '```text', ...drawPicture(featureFacts(root)), '```', pictureEnd].join('\n');
}

/** docs/architecture.md with its picture redrawn (after the title if it has none yet). */
export function withPicture(markdown: string, section: string): string {
  const start = markdown.indexOf(pictureStart);
  const end = markdown.indexOf(pictureEnd);
  if (start >= 0 && end > start)
    return markdown.slice(0, start) + section + markdown.slice(end + pictureEnd.length);
  const afterTitle = markdown.indexOf('\n') + 1;
  return `${markdown.slice(0, afterTitle)}\n${section}\n${markdown.slice(afterTitle)}`;
}
