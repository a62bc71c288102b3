import type { LanguageCode } from '@/core/languages';
import { statementPath } from '@/core/statement-path';
import { escapeHtml } from '../escape-html';
import { statementTexts } from './statement-texts';

/**
 * The payment page's link to its accessibility statement: plain HTML the build writes after the
 * page's root, not a part of the React page, so it costs the first load no script and no runtime
 * text (the page's budget is within bytes of its limit). It opens the statement in the variant's
 * language (#de), in a new tab (no opener) so the payment in progress is never lost; its `lang`
 * keeps it right when the shopper switches the page's language (the statement lists every
 * language at its top). None on a variant whose footer is only the PCI banner (aober: the spec's
 * "only a PCI banner in the footer"), nor on the pages that are no merchant's (health, error) or have no such footer (result, sandbox).
 */
// Screens without the page's footer (src/ui/layout/page-layout.tsx), whose styles the link takes.
const screensWithoutFooter: readonly string[] = ['result', 'sandbox'];

export function statementLinkHtml(target: {
  kind: 'variant' | 'page';
  screen: string;
  path: string;
  footer: 'full' | 'pci-only';
  language: LanguageCode;
  lang: string;
}): string {
  if (target.kind !== 'variant' || target.footer !== 'full' || screensWithoutFooter.includes(target.screen)) {
    return '';
  }
  // English is what the statement shows without a fragment.
  const fragment = target.language === 'en' ? '' : `#${target.language}`;
  const href = `${statementPath(target.path)}${fragment}`;
  const text = escapeHtml(statementTexts[target.language].title);
  // The footer's own class: no rule of its own in the first load. target=_blank implies noopener
  // in every browser the page supports.
  return `<p class="page__footer"><a href="${escapeHtml(href)}" lang="${target.lang}" target="_blank">${text}</a></p>`;
}
