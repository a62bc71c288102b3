import { variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { scriptReferences, sriHash } from '../integrity';
import { claimsForPage } from './claims-for-page';
import { notApplicableCriteria, testedCriteria } from './criteria';
import { preparedOnHtml } from './statement-date';
import { feedbackHtml } from './statement-feedback';
import { statementCss, statementHtml, unverifiedCriteria } from './statement-html';
import { statementTexts } from './statement-texts';
import { wcagCriteria } from './wcag-criteria';

const basic = themes['basic-theme'];
const preparedOn = '2026-11-28';
if (!basic) throw new Error('basic-theme is missing');

/** A variant's statement as the build writes it. */
function statementOf(path: string): string {
  const entry = variants.find((variant) => variant.path === path);
  const theme = entry && themes[entry.theme];
  if (!entry || !theme) throw new Error(`no variant ${path}`);
  return statementHtml({
    theme,
    version: '2.1.0',
    page: { path, screen: entry.screen },
    variants,
    preparedOn,
  });
}

const html = statementOf('basic');

/** One language's section, cut at its headings: each h2's text and what follows it. */
function parts(page: string, code = 'en'): Map<string, string> {
  const section = new RegExp(`<section id="${code}"[^>]*>(.*?)</section>`).exec(page)?.[1] ?? '';
  return new Map(
    section
      .split('<h2>')
      .slice(1)
      .map((part) => [part.slice(0, part.indexOf('</h2>')), part.slice(part.indexOf('</h2>') + 5)] as const),
  );
}

/** The criterion numbers a part lists (each as "1.4.10 Reflow (AA)" in a cell or an item), in its order. */
const criteriaIn = (part = '') =>
  [...part.matchAll(/<(td|li)>(\d+\.\d+\.\d+) [^<]*\((?:A|AA)\)<\/\1>/g)].map((match) => match[2]);

const en = statementTexts.en;
const everyVariantPath = variants.map((variant) => [variant.path] as const);

describe('the accessibility statement page', () => {
  it('accounts for every WCAG 2.2 A/AA criterion exactly once: shown by a test, not applicable or not verified', () => {
    const listed = [
      ...testedCriteria.map((row) => row.criterion),
      ...notApplicableCriteria.map((row) => row.criterion),
      ...unverifiedCriteria().map((row) => row.criterion),
    ].sort();
    expect(listed).toEqual(wcagCriteria.map((row) => row.criterion).sort());
  });

  it.each(everyVariantPath)(
    '%s’s statement lists every criterion exactly once: met, shown elsewhere, not applicable or not verified',
    (path) => {
      const listed = [...parts(statementOf(path)).values()].flatMap((part) => criteriaIn(part)).sort();
      expect(listed).toEqual(wcagCriteria.map((row) => row.criterion).sort());
    },
  );

  // From the test files as they stand: e2e/keyboard.e2e.ts (2.1.1) and the skip link of
  // form-states.e2e.ts (2.4.1) load basic alone; accessibility-flows.ts's 2.4.11 nayax alone.
  it.each([
    ['basic', '2.1.1', 'met', undefined],
    ['nayax', '2.1.1', 'elsewhere', 'basic'],
    ['stb', '2.1.1', 'elsewhere', 'basic'],
    ['stb', '2.4.1', 'elsewhere', 'basic'],
    ['nayax', '2.4.11', 'met', undefined],
    ['basic', '2.4.11', 'elsewhere', 'nayax'],
  ])('%s’s statement lists %s as %s %s', (path, criterion, where, shownOn) => {
    const page = parts(statementOf(path));
    expect(criteriaIn(page.get(en.met)).includes(criterion)).toBe(where === 'met');
    const elsewhere = page.get(en.elsewhere) ?? '';
    expect(criteriaIn(elsewhere).includes(criterion)).toBe(where === 'elsewhere');
    if (shownOn) {
      const row = elsewhere.split('<tr>').find((line) => line.startsWith(`<td>${criterion} `));
      expect(row).toContain(en.shownOn.replace('{pages}', shownOn));
    }
  });

  it.each(everyVariantPath)('%s’s statement: every test in words, no “…” or slot left', (path) => {
    const page = statementOf(path);
    expect(page).not.toMatch(/…|%s|\$[a-z]|\{(engine|date|contact|pages)\}/i);
  });

  it.each([
    // eupago shows the common card form, as basic does; stb and elal have screens of their own.
    ['eupago', 'he', 'basic', true],
    ['eupago', 'en', 'basic', true],
    ['stb', 'he', 'basic', false],
    ['elal', 'en', 'basic', false],
  ] as const)(
    '%s’s statement in %s, naming %s: says the card form there is the same code (%s)',
    (path, code, named, same) => {
      const elsewhere = parts(statementOf(path), code).get(statementTexts[code].elsewhere) ?? '';
      expect(elsewhere).toContain(statementTexts[code].shownOn.replace('{pages}', named));
      const [before = '', after = ''] = statementTexts[code].sameCardForm.split('{pages}');
      expect(elsewhere.includes(before) && elsewhere.includes(after)).toBe(same);
    },
  );

  it.each(
    supportedLanguages.flatMap((code) => [
      [code, undefined] as const,
      [code, 'https://acme.example/accessibility?from=statement&x="<'] as const,
    ]),
  )(
    '%s section with contact %s: says when it was prepared and how to report a barrier, before the criteria',
    (code, contact) => {
      const page = statementHtml({
        theme: basic,
        version: '2.1.0',
        page: { path: 'basic', screen: 'card-form' },
        variants,
        preparedOn,
        contact,
      });
      const section = new RegExp(`<section id="${code}"[^>]*>(.*?)</section>`).exec(page)?.[1] ?? '';
      const prepared = section.indexOf(preparedOnHtml(preparedOn, code));
      const feedback = section.indexOf(feedbackHtml(code, contact));
      expect(prepared).toBeGreaterThan(0);
      expect(feedback).toBeGreaterThan(prepared);
      expect(section.indexOf(`<h2>${statementTexts[code].met}</h2>`)).toBeGreaterThan(feedback);
    },
  );

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
    expect(shown).toHaveLength(claimsForPage({ path: 'basic', screen: 'card-form' }, variants).met.length);
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
    expect(section?.[2]).toContain(statementTexts[code].elsewhere);
    expect(section?.[2]).toContain('screen readers');
  });

  it.each([
    [
      'a merchant name with markup',
      '<b>Acme</b> & "Sons"',
      '&#60;b&#62;Acme&#60;/b&#62; &#38; &#34;Sons&#34;',
    ],
  ])('escapes %s', (_case, name, escaped) => {
    const page = statementHtml({
      theme: { ...basic, name, wordmark: name },
      version: '2.1.0',
      page: { path: 'basic', screen: 'card-form' },
      variants,
      preparedOn,
    });
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
    expect(
      statementHtml({
        theme,
        version: '2.1.0',
        page: { path: 'basic', screen: 'card-form' },
        variants,
        preparedOn,
      }),
    ).toContain(`<meta name="color-scheme" content="${meta}">`);
    expect(statementCss(theme).includes('prefers-color-scheme:dark')).toBe(query);
  });
});
