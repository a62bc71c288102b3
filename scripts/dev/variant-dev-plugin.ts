import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { laterNamespace, translationFileName } from '@/platform/translation-split';
import type { BuildTarget } from '../build/build-targets';
import { bundleTexts, faviconFile, faviconSvg, translationsDir } from '../build/variant-plugin';

/**
 * The files the build writes into a bundle after bundling (variant-plugin.ts: writeBundle and
 * generateBundle), which Vite's dev server would otherwise serve differently: public/'s whole
 * language files instead of the variant's trimmed ones, the page's index.html for the
 * `{lang}.later.json` file that public/ does not have, and no favicon at all. Read from public/
 * on every request, so a translation saved in an editor is what the next reload shows.
 */

const logoTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export interface DevBundleFile {
  body: string | Buffer;
  contentType: string;
}

const translationFile = new RegExp(
  `^${translationsDir}/([A-Za-z-]+)(\\.${laterNamespace})?\\.json$`.replaceAll('/', '\\/'),
);

/** The file at `file` (relative to the variant's base) as the built bundle has it, if it is one of these. */
export async function devBundleFile(
  target: BuildTarget,
  publicDir: string,
  file: string,
): Promise<DevBundleFile | undefined> {
  if (file === faviconFile) return { body: faviconSvg(target), contentType: 'image/svg+xml' };
  const logo = target.logos?.find((asset) => asset.fileName === file);
  if (logo) {
    return {
      body: logo.source,
      contentType: logoTypes[path.extname(file)] ?? 'application/octet-stream',
    };
  }
  const match = translationFile.exec(file);
  if (!match) return undefined;
  const [, code = '', later] = match;
  let source: Record<string, unknown>;
  try {
    const text = await readFile(path.join(publicDir, translationsDir, translationFileName(code)), 'utf8');
    source = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const texts = bundleTexts(source, target.runtime.screen, target.runtime.settings);
  // A single-file screen's bundle has no later file: the dev server has none either.
  const body = later ? texts.later : texts.first;
  return body ? { body: JSON.stringify(body), contentType: 'application/json' } : undefined;
}

export function variantDevPlugin(target: BuildTarget, options: { publicDir: string }): Plugin {
  return {
    name: 'hpp:variant-dev',
    apply: 'serve',
    configureServer(server) {
      // Added here, before Vite's own middlewares: its public/ serving would answer first.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.originalUrl ?? request.url ?? '/', 'http://dev.invalid');
        if (!url.pathname.startsWith(target.base)) return next();
        devBundleFile(target, options.publicDir, url.pathname.slice(target.base.length)).then(
          (file) => {
            if (!file) return next();
            response.setHeader('Content-Type', file.contentType);
            response.setHeader('Cache-Control', 'no-store');
            response.end(request.method === 'HEAD' ? undefined : file.body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
