import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { type StatementTexts, statementTexts } from './statement-texts';

/** The slot each text must carry, once, in every language; every other text carries none. */
const slots: Record<keyof StatementTexts, string[]> = {
  title: [],
  intro: [],
  met: [],
  notApplicable: [],
  notVerified: [],
  notVerifiedIntro: [],
  limits: [],
  inEnglish: [],
  generated: [],
  elsewhere: [],
  elsewhereIntro: [],
  shownOn: ['{pages}'],
  sameCardForm: ['{pages}'],
  prepared: ['{date}'],
  feedback: [],
  feedbackContact: ['{contact}'],
  feedbackShop: [],
};

const rows = supportedLanguages.flatMap((code) =>
  (Object.keys(slots) as (keyof StatementTexts)[]).map((key) => [code, key] as const),
);

describe('the statement’s sentences', () => {
  it.each(rows)('%s has its own %s, with exactly the slots the page fills', (code, key) => {
    const text = statementTexts[code][key];
    expect(text.trim()).not.toBe('');
    expect(text.match(/\{\w+\}/g) ?? []).toEqual(slots[key]);
    // A text left to be written, or copied over from English, is no translation.
    expect(text).not.toMatch(/TODO|TBD|XXX/);
    if (code !== 'en') expect(text).not.toBe(statementTexts.en[key]);
  });

  it('names every text of the interface in its table of slots', () => {
    for (const code of supportedLanguages) {
      expect(Object.keys(statementTexts[code]).sort()).toEqual(Object.keys(slots).sort());
    }
  });
});
