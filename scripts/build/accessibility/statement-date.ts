import { type LanguageCode, toBcp47 } from '@/core/languages';
import { fillSlotHtml } from '../escape-html';
import { statementTexts } from './statement-texts';

/**
 * "This statement was prepared on 28 November 2026.", in the section's language and its own way
 * of writing a date (Intl, as the shopper's language has it), with the day itself machine-readable
 * in <time datetime>. `day`: YYYY-MM-DD, the day of the build's source (scripts/release/source-date.ts);
 * read at UTC midnight and written in UTC, so no time zone moves it to the day before.
 */
export function preparedOnHtml(day: string, code: LanguageCode): string {
  const written = new Intl.DateTimeFormat(toBcp47(code), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  // A date that ends in an abbreviation's point (Lithuanian "28 d.", Russian "2026 г.") ends the
  // sentence too: no second full stop after it.
  const sentence = written.endsWith('.')
    ? statementTexts[code].prepared.replace('{date}.', '{date}')
    : statementTexts[code].prepared;
  return `<p>${fillSlotHtml(sentence, '{date}', `<time datetime="${day}">${written}</time>`)}</p>`;
}
