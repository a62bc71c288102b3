import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv, runSandbox } from './run-sandbox';

// `npm run serve`: the sandbox on an existing build, without building (see scripts/start.ts).
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
if (!existsSync(join(distDir, 'routes.json'))) {
  console.error('dist/routes.json is missing: run `npm run build` first, or `npm start`, which builds.');
  process.exit(1);
}
await runSandbox({ distDir, port: portFromEnv(process.env.PORT) });
