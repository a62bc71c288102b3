/**
 * Text as HTML (or SVG/XML) text or a quoted attribute's value: the five characters that could end
 * either are written as numeric references. The build's one escaper: pages, statements, the logo's
 * SVG, the screenshot sheet.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A translated sentence with one `{slot}` filled by HTML the caller built (a link, a date): the
 * sentence around it is escaped, the slot's HTML is not, so no text of the sentence becomes markup.
 */
export function fillSlotHtml(sentence: string, slot: string, html: string): string {
  return sentence.split(slot).map(escapeHtml).join(html);
}
