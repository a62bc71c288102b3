import { accessibilityContactText } from '@variants/accessibility-contact';
import type { LanguageCode } from '@/core/languages';
import { escapeHtml, fillSlotHtml } from '../escape-html';
import { statementTexts } from './statement-texts';

/**
 * How a shopper reports a barrier: the variant's accessibilityContact as a link, or, without one,
 * the shop they were paying, so the statement never ends in a dead end or a placeholder. The
 * merchant's URL is data: its bytes go into href and the link's text escaped, never as markup; the
 * link is left to right inside a right-to-left sentence, where an address would read scrambled.
 */
export function feedbackHtml(code: LanguageCode, contact: string | undefined): string {
  const t = statementTexts[code];
  const said =
    contact === undefined
      ? escapeHtml(t.feedbackShop)
      : fillSlotHtml(
          t.feedbackContact,
          '{contact}',
          `<a href="${escapeHtml(contact)}" dir="ltr">${escapeHtml(accessibilityContactText(contact))}</a>`,
        );
  return `<h2>${escapeHtml(t.feedback)}</h2><p>${said}</p>`;
}
