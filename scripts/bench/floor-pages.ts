import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { servingEncoders } from '@scripts/build/compressed-size';
import { precompressTree } from '@scripts/build/precompress';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { benchTempDir, projectRoot } from './bench-build';

/**
 * Two reference pages built with Vite like a variant (production, same minifier), into a temp dir:
 * - react: only React + ReactDOM rendering one card-number input: the floor for time to usable;
 * - libraries: the fixed stack (React, ReactDOM, i18next, react-i18next, valibot, nanostores) each
 *   used once, rendering the same input: what any page of ours downloads and runs before a byte of
 *   our own code, for size and for time to usable.
 */
const pages = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(
  <form><label>Card number <input name="cardnumber" autoComplete="cc-number" inputMode="numeric" /></label></form>,
);
`,
  libraries: `import { useStore } from '@nanostores/react';
import i18next from 'i18next';
import { atom, map } from 'nanostores';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import * as v from 'valibot';
const $a = atom(1);
const $m = map({ a: '' });
const schema = v.object({ a: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5)), ''), b: v.fallback(v.picklist(['x', 'y']), 'x') });
function App() {
  const { t } = useTranslation();
  const [s] = useState(0);
  return (
    <form>
      <p>{t('x')}{useStore($a)}{useStore($m).a}{s}{JSON.stringify(v.safeParse(schema, {}))}</p>
      <label>Card number <input name="cardnumber" autoComplete="cc-number" inputMode="numeric" /></label>
    </form>
  );
}
const i = i18next.createInstance();
await i.use(initReactI18next).init({ lng: 'en', resources: {} });
createRoot(document.getElementById('root')!).render(<StrictMode><I18nextProvider i18n={i}><App /></I18nextProvider></StrictMode>);
`,
} as const;

export type FloorPage = keyof typeof pages;

let built: Promise<string> | undefined;

/** Builds both pages once per run; serve the folder at `/floor/`: /floor/react/ and /floor/libraries/. */
export function floorPages(): Promise<string> {
  built ??= buildFloorPages();
  return built;
}

async function buildFloorPages(): Promise<string> {
  const sources = await benchTempDir('floor-src');
  const outDir = await benchTempDir('floor-out');
  // Vite resolves bare imports from the page's folder upwards: lend it the project's packages.
  await symlink(path.join(projectRoot, 'node_modules'), path.join(sources, 'node_modules'), 'dir');
  for (const [name, code] of Object.entries(pages)) {
    const dir = path.join(sources, name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'main.tsx'), code);
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    await build({
      configFile: false,
      root: dir,
      base: `/floor/${name}/`,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: path.join(outDir, name), emptyOutDir: true, modulePreload: { polyfill: false } },
    });
  }
  // Compressed as the build ships our pages, so the comparison is of pages, not of compressors.
  await precompressTree(outDir, servingEncoders);
  return outDir;
}
