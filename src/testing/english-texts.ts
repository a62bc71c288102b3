import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitLaterTexts } from '@/core/later-texts';

const english = JSON.parse(
  readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8'),
) as Record<string, unknown>;

/**
 * What `virtual:english-texts` is in unit tests (vitest.config.ts): every English text, split into
 * the first-screen and later namespaces as the build splits a payment screen's file.
 */
const { first, later } = splitLaterTexts(english);
export default { translation: first, later };
