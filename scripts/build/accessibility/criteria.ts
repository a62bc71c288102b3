/**
 * Which WCAG 2.2 level A and AA success criteria the tests show, and the tests that show each: one
 * home for the claim, read by each merchant's accessibility statement (statement-html.ts) and by
 * criteria.test.ts, which fails when a named test title is in no test of its file or a criterion
 * names none. Outside e2e/ because the build reads it (scripts/ never imports e2e/).
 *
 * A test name is written as it stands in its file; `{engine}` stands for chromium, firefox
 * and webkit (e2e/cross-engine/accessibility-flows.ts runs once per engine). "axe" rows are the
 * axe-core rules of that criterion, run in the states listed in e2e/harness/axe-in-engines.ts.
 */

/**
 * The variants (registry paths) whose pages a test loads and shows the criterion on: every variant
 * the build writes a statement for but those named, or only those listed. A variant's statement
 * claims a criterion met only with tests that load that variant's page (claims-for-page.ts).
 */
export type TestPages =
  | { readonly everyVariantBut: readonly string[] }
  | { readonly only: readonly string[] };

export interface CriterionTest {
  file: string;
  /** The test's title as it stands in its file (criteria.test.ts finds it there). */
  name: string;
  /** What the test checks, with its real parameters, in words a merchant can read: the statement shows this. */
  shows: string;
  pages: TestPages;
  /**
   * Where the variants the test loads are listed when its own call names none (a table of rows
   * it runs over): criteria.test.ts reads the variant paths there instead.
   */
  pagesListedIn?: { file: string; constant: string };
}

export interface TestedCriterion {
  /** The success criterion's number, e.g. "1.4.10". */
  criterion: string;
  title: string;
  level: 'A' | 'AA';
  tests: readonly CriterionTest[];
}

/**
 * Every variant: a walk over every route of the routes manifest (every-variant.e2e.ts, in its
 * beforeAll) or over every theme (themes.test.ts). No test call names them all, so
 * criteria.test.ts checks only that the call names no variant, i.e. leaves none out.
 */
const everyVariant: TestPages = { everyVariantBut: [] };
const only = (...variants: string[]): TestPages => ({ only: variants });

const everyVariantFile = 'e2e/accessibility/every-variant.e2e.ts';
const engines = 'e2e/cross-engine/accessibility-flows.ts';
const inEngines = 'in Chromium, Firefox and WebKit';
const fitRows = { file: engines, constant: 'fitRows' };

const themePairs: CriterionTest = {
  file: 'variants/themes.test.ts',
  name: '%s (%s): %s meets WCAG AA',
  shows:
    'The colours of every variant’s theme, in its light and its dark palette: text at least 4.5:1 against the page and the panel, field borders and buttons at least 3:1 (arithmetic, no browser)',
  // Every theme; the same file's "has a theme for every variant and page" ties each variant to one.
  pages: everyVariant,
};

const everyFieldFocus: CriterionTest = {
  file: everyVariantFile,
  name: '2.4.7 focus visible: every variant’s fields show a focus indicator of at least 3:1 (1.4.11)',
  shows: `Every variant in Chromium at 320 CSS px: each field’s focus indicator is at least 3:1 against what is behind it`,
  pages: everyVariant,
};

const axeStates: CriterionTest = {
  file: engines,
  name: 'axe ({engine}): $state.name at $viewport.width px in $lang has no WCAG 2.2 A/AA violation',
  shows: `axe-core’s WCAG 2.2 A/AA rules ${inEngines}: basic after an empty Pay, moneycorp_red with an error text under every field, ips with the saved-card dialog open, basic with saved cards and a delete confirmation open, basic while a payment is processing, and the result page after a decline; each at 390 and 1280 px, in English and Hebrew, with no violation`,
  pages: only('basic', 'moneycorp_red', 'ips', 'result'),
  pagesListedIn: { file: 'e2e/harness/axe-in-engines.ts', constant: 'axeStates' },
};

/** axe-core over every page of the routes manifest in Chromium (e2e/variants.e2e.ts). */
const axeEveryPage: CriterionTest = {
  file: 'e2e/variants.e2e.ts',
  name: 'at %s size in %s: loads cleanly, shows its content, fits and passes axe',
  shows:
    'Every variant and its accessibility statement in Chromium, at 390 and 1280 px, in English and Hebrew, with saved cards, wallets and an order description: axe-core’s WCAG 2.2 A/AA rules find no violation',
  pages: everyVariant,
};

export const testedCriteria: readonly TestedCriterion[] = [
  {
    criterion: '1.3.5',
    title: 'Identify Input Purpose',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '1.3.5 input purpose: every variant’s card and billing fields carry their autocomplete token',
        shows:
          'Every variant but the sandbox console (whose fields are test settings, not a shopper’s data) in Chromium: each card and billing field carries its WCAG input-purpose token in autocomplete (cc-number, cc-exp, email, postal-code and the like)',
        pages: { everyVariantBut: ['sandbox'] },
      },
      {
        file: 'e2e/card-inputs.e2e.ts',
        name: 'takes a four-digit year %s (%s), shows 12/30 and pays with b3 12, b4 30',
        shows:
          'basic in Chromium: an expiry date with a four-digit year, typed (12/2030), pasted (12-2030) or filled in one step as password managers fill it (2030-12, 203012), shows 12/30 and pays',
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '1.4.4',
    title: 'Resize Text',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '1.4.4 resize text: every variant at 200% zoom (640x400 CSS px) loses no text and has no sideways scroll',
        shows:
          'Every variant in Chromium at 200% zoom (a 1280x800 window, 640x400 CSS px): no text lost, no sideways scroll',
        pages: everyVariant,
      },
    ],
  },
  {
    criterion: '1.4.10',
    title: 'Reflow',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '1.4.10 reflow: every variant at 320 CSS px, with an unbroken merchant name and description, has no sideways scroll and no clipped text',
        shows:
          'Every variant in Chromium at 320 CSS px, with a 300-character merchant name and a 205-character description that have no place to break: no sideways scroll, no clipped text',
        pages: everyVariant,
      },
      {
        file: everyVariantFile,
        name: '1.4.10 reflow: the nayax kiosk at 320 CSS px, its step bar in every language, has no sideways scroll',
        shows:
          'nayax in Chromium at 320 CSS px, its step bar in each of the 16 languages: no sideways scroll',
        pages: only('nayax'),
      },
      {
        file: engines,
        name: '1.4.10 reflow ({engine}): basic, gett in Hebrew and nayax at 320 and 390 px fit, no text or placeholder clipped',
        shows: `basic (English, 320 px), gett (Hebrew, 320 and 390 px) and nayax (German, 320 px) ${inEngines}, with an unbroken merchant name and description: no sideways scroll, no text or placeholder clipped`,
        pages: only('basic', 'gett', 'nayax'),
        pagesListedIn: fitRows,
      },
    ],
  },
  {
    criterion: '1.4.11',
    title: 'Non-text Contrast',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '1.4.11 non-text contrast: every variant’s field boundaries are at least 3:1 against what is behind them',
        shows:
          'Every variant in Chromium at 320 CSS px: each field’s boundary is at least 3:1 against what is behind it',
        pages: everyVariant,
      },
      everyFieldFocus,
      themePairs,
      {
        file: 'e2e/forced-colours.e2e.ts',
        name: '%s: every field and Pay keep a border, each focus ring shows, the scheme logos stay visible',
        shows:
          'basic and gett at 390 px in Chromium under an emulated Windows contrast theme (forced colours): every card field and Pay keep a border, each focus ring shows, the card scheme logos stay visible',
        pages: only('basic', 'gett'),
      },
    ],
  },
  {
    criterion: '1.4.12',
    title: 'Text Spacing',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '1.4.12 text spacing: every variant at 320 CSS px with the WCAG spacing overrides loses no text and has no sideways scroll',
        shows:
          'Every variant in Chromium at 320 CSS px with WCAG’s text-spacing overrides (line, paragraph, letter and word spacing): no text lost, no sideways scroll',
        pages: everyVariant,
      },
      {
        file: engines,
        name: '1.4.12 text spacing ({engine}): with the WCAG spacing overrides the same pages lose no text',
        shows: `basic (English, 320 px), gett (Hebrew, 320 and 390 px) and nayax (German, 320 px) ${inEngines} with WCAG’s text-spacing overrides: no sideways scroll, no text clipped`,
        pages: only('basic', 'gett', 'nayax'),
        pagesListedIn: fitRows,
      },
    ],
  },
  {
    criterion: '2.4.7',
    title: 'Focus Visible',
    level: 'AA',
    tests: [
      everyFieldFocus,
      {
        file: engines,
        name: "2.4.7 focus visible ({engine}): basic's and gett's fields show a focus indicator of at least 3:1",
        shows: `basic (English) and gett (Hebrew) at 390 px ${inEngines}: each card field, clicked, shows a focus indicator of at least 3:1`,
        pages: only('basic', 'gett'),
      },
    ],
  },
  {
    criterion: '2.4.11',
    title: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    tests: [
      {
        file: engines,
        name: '2.4.11 focus not obscured ({engine}): on the nayax kiosk at 390 px each field focused in turn is not under the sticky step bar',
        shows: `nayax at 390 px ${inEngines}: each card field and Pay, focused in turn, is not under the sticky step bar`,
        pages: only('nayax'),
      },
    ],
  },
  {
    criterion: '2.5.8',
    title: 'Target Size (Minimum)',
    level: 'AA',
    tests: [
      {
        file: everyVariantFile,
        name: '2.5.8 target size: every variant’s controls are at least 24 by 24 CSS px or spaced as far apart',
        shows:
          'Every variant in Chromium at 320 CSS px: each control is at least 24 by 24 CSS px, or has no other control within a 24 px square centred on it',
        pages: everyVariant,
      },
      {
        file: engines,
        name: '2.5.8 target size ({engine}): basic, gett and nayax controls at 390 px are at least 24 by 24 CSS px or spaced as far',
        shows: `basic (English), gett (Hebrew) and nayax (English) at 390 px ${inEngines}: each control is at least 24 by 24 CSS px, or has no other control within a 24 px square centred on it`,
        pages: only('basic', 'gett', 'nayax'),
      },
    ],
  },
  {
    criterion: '3.1.1',
    title: 'Language of Page',
    level: 'A',
    tests: [
      {
        file: everyVariantFile,
        name: '3.1.1 language of page: every variant says its language on <html lang>',
        shows: 'Every variant in Chromium, opened in English: the page says its language on <html lang>',
        pages: everyVariant,
      },
      axeEveryPage,
      axeStates,
    ],
  },
  {
    criterion: '3.1.2',
    title: 'Language of Parts',
    level: 'AA',
    tests: [
      {
        file: 'e2e/accessibility/interactions.e2e.ts',
        name: '3.1.2 language of parts: elal’s language switch names each language in it, marked with its lang',
        shows:
          'elal at 390 px in Chromium: its language switch names each language in that language (עברית, English), each marked with its lang',
        pages: only('elal'),
      },
      {
        file: 'e2e/language-fallback.e2e.ts',
        name: 'basic in German with de.json lacking %s.%s: that text reads as its own English, never another key’s, marked lang="en" (3.1.2)',
        shows:
          'basic in German in Chromium, its German file lacking the Pay button’s or the card number’s text: that text shows in its own English, marked lang="en", while the rest stays German',
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '3.3.8',
    title: 'Accessible Authentication (Minimum)',
    level: 'AA',
    tests: [
      {
        file: 'e2e/accessibility/interactions.e2e.ts',
        name: '3.3.8 paste: every card field of basic and gett takes a pasted value (%s)',
        shows:
          'basic and gett at 390 px in Chromium: each card field takes a value pasted from the clipboard',
        pages: only('basic', 'gett'),
      },
      {
        file: engines,
        name: '3.3.8 paste ({engine}): no field of basic refuses a paste',
        shows: `basic at 390 px ${inEngines}: no visible field refuses a paste`,
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '4.1.3',
    title: 'Status Messages',
    level: 'AA',
    tests: [
      {
        file: engines,
        name: '4.1.3 status messages ({engine}): $name is said in a live region that was on the page before it',
        shows: `basic at 390 px ${inEngines}: the errors of a refused Pay (also one pressed before the field logic arrived), the payment processing and a deleted saved card are each said in a live region that was on the page before the message`,
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '4.1.2',
    title: 'Name, Role, Value',
    level: 'A',
    tests: [axeEveryPage, axeStates],
  },
  {
    criterion: '1.4.3',
    title: 'Contrast (Minimum)',
    level: 'AA',
    tests: [
      themePairs,
      axeEveryPage,
      axeStates,
      {
        file: 'e2e/colour-schemes.e2e.ts',
        name: '1.4.3 contrast (dark): every variant and its statement, for a shopper who prefers dark, has no text below WCAG AA contrast',
        shows:
          'Every variant but the sandbox console, and its accessibility statement, at 390 px in Chromium for a shopper who prefers dark colours: axe-core finds no text below WCAG AA contrast',
        // The sandbox console is a developer's page: the test leaves it out.
        pages: { everyVariantBut: ['sandbox'] },
      },
    ],
  },
  {
    criterion: '2.1.1',
    title: 'Keyboard',
    level: 'A',
    tests: [
      {
        file: 'e2e/keyboard.e2e.ts',
        name: 'basic at desktop size in %s: Tab, type, Enter → approved',
        shows:
          'basic at 1280 px in Chromium, in English and Hebrew: a whole card payment with the keyboard alone (Tab to each control, type, Enter on Pay) is approved, every Tab stop showing its focus',
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '2.1.2',
    title: 'No Keyboard Trap',
    level: 'A',
    tests: [
      {
        file: 'e2e/keyboard.e2e.ts',
        name: '%s (%s, %s): every Tab stop shows a visible focus indicator',
        shows:
          'phemex, gett (phone, Hebrew), aober/chicshes.html, nayax, ips (phone) and elal (Hebrew) in Chromium, with saved cards and wallets: Tab moves through every control and then out of the page, never held',
        pages: only('phemex', 'gett', 'aober/chicshes.html', 'nayax', 'ips', 'elal'),
      },
    ],
  },
  {
    criterion: '2.4.3',
    title: 'Focus Order',
    level: 'A',
    tests: [
      {
        file: 'e2e/keyboard.e2e.ts',
        name: 'basic at desktop size in %s: Tab, type, Enter → approved',
        shows:
          'basic at 1280 px in English and Hebrew in Chromium: Tab reaches the skip link, Back, card number, expiry date, security code, name, the save-card box and Pay in that order, and Enter pays',
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '2.4.1',
    title: 'Bypass Blocks',
    level: 'A',
    tests: [
      {
        file: 'e2e/form-states.e2e.ts',
        name: 'at %s size the skip link lands on the first field, past the Back button',
        shows:
          'basic at 1280 and 390 px in Chromium: the first Tab stop is a skip link, and Enter on it lands on the card number, past the Back button',
        pages: only('basic'),
      },
    ],
  },
  {
    criterion: '3.3.1',
    title: 'Error Identification',
    level: 'A',
    tests: [
      {
        file: 'e2e/form-states.e2e.ts',
        name: '%s at %s size: counts the errors, links each field, and goes once they are fixed',
        shows:
          'basic (390 and 1280 px), nayax (390 px) and gett (Hebrew, 390 px) in Chromium: an empty Pay shows a summary that counts the errors and links each field, and it goes once they are fixed',
        pages: only('basic', 'nayax', 'gett'),
      },
    ],
  },
];

/** Criteria the page has nothing for, each with why: the statement says so rather than "met". */
export const notApplicableCriteria: readonly { criterion: string; why: string }[] = [
  ...['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5'].map((criterion) => ({
    criterion,
    why: 'The page has no audio or video.',
  })),
  { criterion: '1.4.2', why: 'The page plays no sound.' },
  {
    criterion: '2.4.5',
    why: 'The payment page is a step in the shop’s checkout, which WCAG exempts (“a step in a process”).',
  },
];

/**
 * What no test of this project verifies, whatever the rows above say. Every other WCAG 2.2 A/AA
 * criterion (wcag-criteria.ts) is listed in the statement as not verified.
 */
export const notVerified: readonly string[] = [
  'Use with screen readers (NVDA, JAWS, VoiceOver, TalkBack) by people who rely on them.',
  'Real iOS Safari and Android browsers on devices: the browser tests run desktop Chromium, Firefox and WebKit engines.',
  'Windows contrast themes on Windows itself: tested with Chromium’s emulated forced colours only.',
  'The merchant’s own pages before and after this one, and the 3-D Secure pages of the card issuer.',
];
