import { splitLaterTexts } from '@/screens/translation-sections';
import english from '../../public/assets/i18n/en.json';

/**
 * What `virtual:english-texts` is in unit tests (vitest.config.ts): every English text, split into
 * the first-screen and later namespaces as the build splits a payment screen's file.
 */
const { first, later } = splitLaterTexts(english as Record<string, unknown>);
export default { translation: first, later };
