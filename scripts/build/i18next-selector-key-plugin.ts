import path from 'node:path';
import type { Plugin } from 'vite';

const reactI18nextFile = /[\\/]node_modules[\\/]react-i18next[\\/]/;

/**
 * Resolves `i18next` to i18next-selector-key.ts where react-i18next imports it, and only there: the
 * page's own import('i18next') (src/platform/i18n.ts) still gets the library, in a lazy chunk.
 */
export function i18nextSelectorKeyPlugin(root: string): Plugin {
  const standIn = path.join(root, 'scripts', 'build', 'i18next-selector-key.ts');
  return {
    name: 'i18next-selector-key',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'i18next' && importer !== undefined && reactI18nextFile.test(importer)
        ? standIn
        : null;
    },
  };
}
