import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureImports } from './feature-imports';

// `npm run check`: the feature import rules (feature-imports.ts) and no import circle in src/
// (import-circles.ts), each problem on a line.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const problems = checkFeatureImports(root);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `${problems.length} import problem(s): the feature rules (scripts/architecture/feature-imports.ts) or an import circle (scripts/architecture/import-circles.ts)`,
  );
  process.exit(1);
}
