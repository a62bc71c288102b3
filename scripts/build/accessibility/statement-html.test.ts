import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { notApplicableCriteria, testedCriteria } from './criteria';
import { statementCss, statementHtml, unverifiedCriteria } from './statement-html';
import { statementTexts } from './statement-texts';
import { wcagCriteria } from './wcag-criteria';

const basic = themes['basic-theme'];
if (!basic) throw new Error('basic-theme is missing');
const html = statementHtml({ theme: basic, version: '2.1.0' });

describe('the accessibility statement page', () => {
  it('accounts for every WCAG 2.2 A/AA criterion exactly once: met, not applicable or not verified', () => {
    const listed = [
      ...testedCriteria.map((row) => row.criterion),
      ...notApplicableCriteria.map((row) => row.criterion),
      ...unverifiedCriteria().map((row) => row.criterion),
    ].sort();
    expect(listed).toEqual(wcagCriteria.map((row) => row.criterion).sort());
  });

  it.each(supportedLanguages)('has a %s section with its own language and sentences', (code) => {
    const section = new RegExp(
      `<section id="${code}" lang="[a-zA-Z-]+" dir="(ltr|rtl)"[^>]*>(.*?)</section>`,
    ).exec(html);
    expect(section?.[2]).toContain(statementTexts[code].title);
    expect(section?.[2]).toContain(statementTexts[code].notVerifiedIntro);
    // The criterion rows, in English, in every section.
    expect(section?.[2]).toContain('2.1.1 Keyboard (A)');
    expect(section?.[2]).toContain('screen readers');
  });

  it.each([
    [
      'a merchant name with markup',
      '<b>Acme</b> & "Sons"',
      '&#60;b&#62;Acme&#60;/b&#62; &#38; &#34;Sons&#34;',
    ],
  ])('escapes %s', (_case, name, escaped) => {
    const page = statementHtml({ theme: { ...basic, name, wordmark: name }, version: '2.1.0' });
    expect(page).toContain(escaped);
    expect(page).not.toContain(name);
  });

  it('runs no script and has no inline style, so its page policy (style-src self) serves it as built', () => {
    expect(html).not.toMatch(/<script|<style| style=/);
    expect(html).toContain('<link rel="stylesheet" href="assets/accessibility.css">');
  });

  it.each([
    ['auto', undefined, 'light dark', true],
    ['fixed light', 'light', 'light', false],
  ] as const)('follows the theme’s colour scheme (%s)', (_case, colorScheme, meta, query) => {
    const theme = colorScheme ? { ...basic, colorScheme } : basic;
    expect(statementHtml({ theme, version: '2.1.0' })).toContain(
      `<meta name="color-scheme" content="${meta}">`,
    );
    expect(statementCss(theme).includes('prefers-color-scheme:dark')).toBe(query);
  });
});
