import type { Theme } from '@variants/themes';
import { type LanguageCode, supportedLanguages, textDirection, toBcp47 } from '@/core/languages';
import { escapeHtml } from '../escape-html';
import { sriHash } from '../integrity';
import { colourSchemes, themeCss } from '../theme-css';
import { claimsForPage, type MetHere, type ShownElsewhere, type StatementPage } from './claims-for-page';
import { type CriterionTest, notApplicableCriteria, notVerified, testedCriteria } from './criteria';
import { preparedOnHtml } from './statement-date';
import { feedbackHtml } from './statement-feedback';
import { statementTexts } from './statement-texts';
import { wcagCriteria } from './wcag-criteria';

/**
 * A merchant's accessibility statement: one static page per variant, beside its payment page,
 * with a section per language (shown by the URL's fragment, #de, with CSS alone: the page runs no
 * script), in the variant's brand and palettes. Its stylesheet is a file, which the page's own
 * Content-Security-Policy (style-src 'self') allows, held to its bytes by integrity like every
 * other stylesheet the build links.
 */
export const statementStylesheet = 'assets/accessibility.css';

const rules = `
body{margin:0;background:var(--hpp-bg);color:var(--hpp-text);font:16px/1.5 var(--hpp-font)}
header{background:var(--hpp-brand);color:var(--hpp-brand-contrast);padding:12px 16px;font:700 1.125rem var(--hpp-heading-font)}
main{max-width:60rem;margin:0 auto;padding:16px;overflow-wrap:anywhere}
nav ul{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;padding:0;list-style:none}
nav a{display:inline-block;min-width:24px;min-height:24px;padding:2px}
a{color:var(--hpp-accent)}
:focus-visible{outline:3px solid var(--hpp-accent);outline-offset:2px}
section{display:none;background:var(--hpp-surface);border:1px solid var(--hpp-border);border-radius:var(--hpp-radius);padding:8px 16px;margin-top:16px}
section:target,main:not(:has(section:target)) #en{display:block}
h1,h2{font-family:var(--hpp-heading-font);line-height:1.2}
table{border-collapse:collapse;width:100%}
th,td{text-align:start;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--hpp-border)}
td small{color:var(--hpp-muted);display:block}
td p{margin:0 0 6px}
@media (max-width:600px){table,tbody,tr,th,td{display:block}thead{display:none}td{border:0;padding:2px 0}tr{border-bottom:1px solid var(--hpp-border);padding:6px 0}}
`;

/** The statement's stylesheet: the variant's theme (both palettes) and the statement's layout. */
export function statementCss(theme: Theme): string {
  return `${themeCss(theme)}${rules.trim()}\n`;
}

/** "1.4.10" after "1.4.3": WCAG's order, number by number. */
function byCriterion(a: { criterion: string }, b: { criterion: string }): number {
  const left = a.criterion.split('.').map(Number);
  const right = b.criterion.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A test as the statement shows it: what it checks, and its file in small type. */
function testCell(test: CriterionTest): string {
  return `${escapeHtml(test.shows)}<small>${escapeHtml(test.file)}</small>`;
}

function criterionCell(row: { criterion: string; title: string; level: string }): string {
  return `<td>${row.criterion} ${escapeHtml(row.title)} (${row.level})</td>`;
}

function metTable(met: readonly MetHere[]): string {
  const rows = [...met]
    .sort((a, b) => byCriterion(a.row, b.row))
    .map(({ row, tests }) => `<tr>${criterionCell(row)}<td>${tests.map(testCell).join('')}</td></tr>`);
  return `<table lang="en" dir="ltr"><thead><tr><th>Criterion</th><th>Test</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The criteria shown only on other variants: each with the pages its tests load, in the section's
 * language (the table around it is English), and the tests themselves.
 */
function elsewhereTable(elsewhere: readonly ShownElsewhere[], code: LanguageCode): string {
  const t = statementTexts[code];
  const rows = [...elsewhere]
    .sort((a, b) => byCriterion(a.row, b.row))
    .map(({ row, tests, shownOn, sameCardForm }) => {
      const said = [t.shownOn.replace('{pages}', shownOn.join(', '))];
      if (sameCardForm.length > 0) said.push(t.sameCardForm.replace('{pages}', sameCardForm.join(', ')));
      return `<tr>${criterionCell(row)}<td><p lang="${toBcp47(code)}" dir="${textDirection(code)}">${escapeHtml(said.join(' '))}</p>${tests.map(testCell).join('')}</td></tr>`;
    });
  return `<table lang="en" dir="ltr"><thead><tr><th>Criterion</th><th>Test</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function notApplicableTable(): string {
  const rows = notApplicableCriteria.map((row) => {
    const wcag = wcagCriteria.find((entry) => entry.criterion === row.criterion);
    return `<tr><td>${row.criterion} ${escapeHtml(wcag?.title ?? '')} (${wcag?.level ?? ''})</td><td>${escapeHtml(row.why)}</td></tr>`;
  });
  return `<table lang="en" dir="ltr"><thead><tr><th>Criterion</th><th>Why</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Every A/AA criterion neither shown by a named test (on any page) nor not applicable. */
export function unverifiedCriteria() {
  const accounted = new Set([...testedCriteria, ...notApplicableCriteria].map((row) => row.criterion));
  return wcagCriteria.filter((row) => !accounted.has(row.criterion));
}

export function statementHtml(options: {
  theme: Theme;
  version: string;
  /** The variant the statement is for. */
  page: StatementPage;
  /** Every variant of the site, for the pages a test loads and which of them share the card form. */
  variants: readonly StatementPage[];
  /** YYYY-MM-DD: the day of the source it is built from (scripts/release/source-date.ts). */
  preparedOn: string;
  /** The variant's accessibilityContact; absent, the shopper is sent to the shop. */
  contact?: string;
}): string {
  const { theme, version } = options;
  const name = escapeHtml(theme.name);
  const claims = claimsForPage(options.page, options.variants);
  const met = metTable(claims.met);
  const notApplicable = notApplicableTable();
  const unverified = `<ul lang="en" dir="ltr">${unverifiedCriteria()
    .map((row) => `<li>${row.criterion} ${escapeHtml(row.title)} (${row.level})</li>`)
    .join('')}</ul>`;
  const limits = `<ul lang="en" dir="ltr">${notVerified.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const sections = supportedLanguages.map((code) => {
    const t = statementTexts[code];
    const elsewhere =
      claims.elsewhere.length > 0
        ? `<h2>${escapeHtml(t.elsewhere)}</h2><p>${escapeHtml(t.elsewhereIntro)}</p>${elsewhereTable(claims.elsewhere, code)}`
        : '';
    return `<section id="${code}" lang="${toBcp47(code)}" dir="${textDirection(code)}" aria-labelledby="${code}-title"><h1 id="${code}-title">${escapeHtml(t.title)}: ${name}</h1><p>${escapeHtml(t.intro)}</p>${preparedOnHtml(options.preparedOn, code)}<p>${escapeHtml(t.inEnglish)}</p>${feedbackHtml(code, options.contact)}<h2>${escapeHtml(t.met)}</h2>${met}${elsewhere}<h2>${escapeHtml(t.notApplicable)}</h2>${notApplicable}<h2>${escapeHtml(t.notVerified)}</h2><p>${escapeHtml(t.notVerifiedIntro)}</p>${unverified}<h2>${escapeHtml(t.limits)}</h2>${limits}<p><small>${escapeHtml(t.generated)} ${escapeHtml(version)}.</small></p></section>`;
  });
  const languages = supportedLanguages
    .map(
      (code) =>
        `<li><a href="#${code}" lang="${toBcp47(code)}">${escapeHtml(statementTexts[code].title)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="${colourSchemes(theme)}"><title>${escapeHtml(statementTexts.en.title)}: ${name}</title><link rel="stylesheet" href="${statementStylesheet}" integrity="${sriHash(statementCss(theme))}" crossorigin="anonymous"></head>
<body><header>${escapeHtml(theme.wordmark)}</header><main><nav aria-label="Languages"><ul>${languages}</ul></nav>${sections.join('')}</main></body></html>
`;
}
