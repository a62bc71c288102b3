import { describe, expect, it } from 'vitest';
import { preparedOnHtml } from './statement-date';

describe('the statement’s date', () => {
  // Expected sentences: statement-texts.ts with each language's long date as CLDR writes it
  // (ICU's data in Node 24); 1 March at UTC midnight must not become 29 February anywhere.
  it.each([
    [
      'en',
      '2026-11-28',
      'This statement was prepared on <time datetime="2026-11-28">November 28, 2026</time>.',
    ],
    [
      'de',
      '2026-11-28',
      'Diese Erklärung wurde am <time datetime="2026-11-28">28. November 2026</time> erstellt.',
    ],
    [
      'lt',
      '2026-11-28',
      // the date's own point ends the sentence: no "d.." (review of 2026-11-28)
      'Šis pareiškimas parengtas <time datetime="2026-11-28">2026 m. lapkričio 28 d.</time>',
    ],
    ['ru', '2026-11-28', 'Это заявление подготовлено <time datetime="2026-11-28">28 ноября 2026 г.</time>'],
    ['ua', '2026-11-28', 'Цю заяву підготовлено <time datetime="2026-11-28">28 листопада 2026 р.</time>'],
    ['cn', '2026-11-28', '本声明编写于<time datetime="2026-11-28">2026年11月28日</time>。'],
    ['he', '2024-03-01', 'הצהרה זו הוכנה ב-<time datetime="2024-03-01">1 במרץ 2024</time>.'],
    ['en', '2024-03-01', 'This statement was prepared on <time datetime="2024-03-01">March 1, 2024</time>.'],
  ] as const)('%s, %s: %s', (code, day, sentence) => {
    expect(preparedOnHtml(day, code)).toBe(`<p>${sentence}</p>`);
  });
});
