import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pictureSection, withPicture } from './architecture-picture';

// `npm run architecture`: redraws the picture at the top of docs/architecture.md from the code.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = path.join(root, 'docs', 'architecture.md');
const before = readFileSync(file, 'utf8');
const after = withPicture(before, pictureSection(root));
if (after === before) console.log('docs/architecture.md: the picture is up to date');
else {
  writeFileSync(file, after);
  console.log('docs/architecture.md: picture redrawn');
}
