import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureImports } from './feature-imports';

// `npm run check`: the feature import rules (feature-imports.ts), each broken import on a line.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const problems = checkFeatureImports(root);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `${problems.length} import(s) break the feature rules (scripts/architecture/feature-imports.ts)`,
  );
  process.exit(1);
}
