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

export interface TestedCriterion {
  /** The success criterion's number, e.g. "1.4.10". */
  criterion: string;
  title: string;
  level: 'A' | 'AA';
  /** Where the tests run: every variant in Chromium, and/or once per engine. */
  tests: readonly { file: string; name: string }[];
}

const everyVariant = 'e2e/accessibility/every-variant.e2e.ts';
const engines = 'e2e/cross-engine/accessibility-flows.ts';
const themePairs = { file: 'variants/themes.test.ts', name: '%s (%s): %s meets WCAG AA' };
const axeStates = 'axe ({engine}): $state.name at $viewport.width px in $lang has no WCAG 2.2 A/AA violation';

export const testedCriteria: readonly TestedCriterion[] = [
  {
    criterion: '1.3.5',
    title: 'Identify Input Purpose',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '1.3.5 input purpose: every variant’s card and billing fields carry their autocomplete token',
      },
      {
        file: 'e2e/card-inputs.e2e.ts',
        name: 'takes a four-digit year %s (%s), shows 12/30 and pays with b3 12, b4 30',
      },
    ],
  },
  {
    criterion: '1.4.4',
    title: 'Resize Text',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '1.4.4 resize text: every variant at 200% zoom (640x400 CSS px) loses no text and has no sideways scroll',
      },
    ],
  },
  {
    criterion: '1.4.10',
    title: 'Reflow',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '1.4.10 reflow: every variant at 320 CSS px, with an unbroken merchant name and description, has no sideways scroll and no clipped text',
      },
      {
        file: everyVariant,
        name: '1.4.10 reflow: the nayax kiosk at 320 CSS px, its step bar in every language, has no sideways scroll',
      },
      {
        file: engines,
        name: '1.4.10 reflow ({engine}): basic, gett in Hebrew and nayax at 320 and 390 px fit, no text or placeholder clipped',
      },
    ],
  },
  {
    criterion: '1.4.11',
    title: 'Non-text Contrast',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '1.4.11 non-text contrast: every variant’s field boundaries are at least 3:1 against what is behind them',
      },
      {
        file: everyVariant,
        name: '2.4.7 focus visible: every variant’s fields show a focus indicator of at least 3:1 (1.4.11)',
      },
      // Borders and buttons at 3:1 in the light and the dark palette of every theme.
      themePairs,
      {
        file: 'e2e/forced-colours.e2e.ts',
        name: '%s: every field and Pay keep a border, each focus ring shows, the scheme logos stay visible',
      },
    ],
  },
  {
    criterion: '1.4.12',
    title: 'Text Spacing',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '1.4.12 text spacing: every variant at 320 CSS px with the WCAG spacing overrides loses no text and has no sideways scroll',
      },
      {
        file: engines,
        name: '1.4.12 text spacing ({engine}): with the WCAG spacing overrides the same pages lose no text',
      },
    ],
  },
  {
    criterion: '2.4.7',
    title: 'Focus Visible',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '2.4.7 focus visible: every variant’s fields show a focus indicator of at least 3:1 (1.4.11)',
      },
      {
        file: engines,
        name: "2.4.7 focus visible ({engine}): basic's and gett's fields show a focus indicator of at least 3:1",
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
      },
    ],
  },
  {
    criterion: '2.5.8',
    title: 'Target Size (Minimum)',
    level: 'AA',
    tests: [
      {
        file: everyVariant,
        name: '2.5.8 target size: every variant’s controls are at least 24 by 24 CSS px or spaced as far apart',
      },
      {
        file: engines,
        name: '2.5.8 target size ({engine}): basic, gett and nayax controls at 390 px are at least 24 by 24 CSS px or spaced as far',
      },
    ],
  },
  {
    criterion: '3.1.1',
    title: 'Language of Page',
    level: 'A',
    tests: [
      { file: everyVariant, name: '3.1.1 language of page: every variant says its language on <html lang>' },
      { file: engines, name: axeStates },
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
      },
      {
        file: 'e2e/language-fallback.e2e.ts',
        name: 'basic in German with de.json lacking %s.%s: that text reads as its own English, never another key’s, marked lang="en" (3.1.2)',
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
      },
      { file: engines, name: '3.3.8 paste ({engine}): no field of basic refuses a paste' },
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
      },
    ],
  },
  {
    criterion: '4.1.2',
    title: 'Name, Role, Value',
    level: 'A',
    tests: [{ file: engines, name: axeStates }],
  },
  {
    criterion: '1.4.3',
    title: 'Contrast (Minimum)',
    level: 'AA',
    tests: [
      themePairs,
      { file: engines, name: axeStates },
      {
        file: 'e2e/colour-schemes.e2e.ts',
        name: '1.4.3 contrast (dark): every variant and its statement, for a shopper who prefers dark, has no text below WCAG AA contrast',
      },
    ],
  },
  {
    criterion: '2.1.1',
    title: 'Keyboard',
    level: 'A',
    tests: [
      { file: 'e2e/keyboard.e2e.ts', name: 'basic at desktop size in %s: Tab, type, Enter → approved' },
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
