import type { PluginOption } from 'vite';
import { createHtmlPlugin } from 'vite-plugin-html';

/**
 * vite-plugin-html 3.2 calls `consola.wrapConsole()` when it is imported, which reroutes the
 * whole process's console.log/warn/error through consola (badges, throttling of repeated lines,
 * debug output dropped). Undo that as soon as the module has loaded: the build prints its own
 * timing table and the tests their own output.
 */
interface ConsolaGlobal {
  consola?: { restoreConsole?: () => void };
}
(globalThis as ConsolaGlobal).consola?.restoreConsole?.();

export interface HtmlData {
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  themeColour: string;
  /** <meta name="color-scheme">: the schemes the theme shows ('light dark' follows the shopper). */
  colourSchemes: string;
  /** What #root holds without JavaScript: the prerendered first screen, or a loading line. */
  rootHtml: string;
  /** 'prerendered': the page hydrates #root; 'client': it renders into it. */
  render: 'prerendered' | 'client';
  /** Said, in a <noscript>, where the page cannot run. */
  noScript: string;
  /** Said by CSS over a prerendered screen no script took over (src/ui/base.css). */
  stalled: string;
  /** The <meta name="referrer"> of the page: the Referrer-Policy every host sends with it too. */
  referrerPolicy: string;
  /** The build's release id (scripts/release/release-id.ts), in <meta name="hpp-release">. */
  release: string;
  /** After #root: the link to the variant's accessibility statement, or '' (accessibility/statement-link.ts). */
  statementLink: string;
}

/**
 * The shared index.html template filled in for one variant: ejs data (title, <html lang dir>,
 * the no-JS content of #root) and the entry script, which the plugin appends before </body>
 * (Vite then hoists it into <head> as a hashed, external module script).
 */
export function htmlPlugin(data: HtmlData, entry: string): PluginOption[] {
  return createHtmlPlugin({
    minify: true,
    entry,
    template: 'index.html',
    // "{%= x %}" rather than ejs's default "<%= x %>", so index.html stays HTML that Biome and
    // editors can parse.
    inject: { data: { ...data }, ejsOptions: { openDelimiter: '{', closeDelimiter: '}' } },
  });
}
