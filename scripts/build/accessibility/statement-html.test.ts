import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { scriptReferences, sriHash } from '../integrity';
import { notApplicableCriteria, testedCriteria } from './criteria';
import { readableTestName, statementCss, statementHtml, unverifiedCriteria } from './statement-html';
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

  it('links its stylesheet with the integrity of the bytes written beside it', () => {
    const [stylesheet, ...others] = scriptReferences(html);
    expect(others).toEqual([]);
    expect(stylesheet?.tag).toContain(`integrity="${sriHash(statementCss(basic))}"`);
    expect(stylesheet?.tag).toContain('crossorigin');
  });

  it('lists the criteria met in WCAG’s order, whatever the table’s', () => {
    const english = /<section id="en"[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '';
    const met = /<table[^>]*>(.*?)<\/table>/.exec(english)?.[1] ?? '';
    const shown = [...met.matchAll(/<tr><td>(\d+\.\d+\.\d+) /g)].map((match) => match[1]);
    const wcagOrder = wcagCriteria
      .map((row) => row.criterion)
      .filter((criterion) => shown.includes(criterion));
    expect(shown).toHaveLength(testedCriteria.length);
    expect(shown).toEqual(wcagOrder);
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
    expect(html).toContain('<link rel="stylesheet" href="assets/accessibility.css" integrity=');
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

  it.each([
    [
      'an engine slot',
      '2.4.7 focus visible ({engine}): rings',
      '2.4.7 focus visible (Chromium, Firefox, WebKit): rings',
    ],
    ['row values', '%s (%s): %s meets WCAG AA', '… (…): … meets WCAG AA'],
    ['named values', 'axe: $state.name at $viewport.width px in $lang', 'axe: … at … px in …'],
  ])('reads a test name with %s as a shopper can', (_what, name, readable) => {
    expect(readableTestName(name)).toBe(readable);
  });
});
