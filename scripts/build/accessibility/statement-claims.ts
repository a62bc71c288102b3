/**
 * What the accessibility statement claims, in one place: the criteria the page meets, each with the
 * tests that show it; the criteria that do not apply, each with why; and what no test here verifies.
 * Every other WCAG 2.2 A/AA criterion (wcag-criteria.ts) is listed as not verified.
 *
 * `testedCriteria` has the shape of the browser suite's criteria table (e2e/accessibility/criteria.ts
 * on the accessible-engines branch): once that table is merged, this list should be replaced by it,
 * with the unit rows below added to it. A test name is written as it stands in its file; `%s`, `$name`
 * and `${name}` placeholders stand for a row's values. statement-claims.test.ts fails when a named
 * test is not in its file, or a claimed criterion names none.
 */
export interface TestedCriterion {
  criterion: string;
  title: string;
  level: 'A' | 'AA';
  tests: readonly { file: string; name: string }[];
}

const axeStates = {
  file: 'e2e/accessibility.e2e.ts',
  name: '$state.name at $size size in $lang: no axe violation',
};
const axeVariants = {
  file: 'e2e/variants.e2e.ts',
  name: 'at %s size in %s: loads cleanly, shows its content, fits and passes axe',
};
const themePairs = { file: 'variants/themes.test.ts', name: '%s (%s): %s meets WCAG AA' };

export const testedCriteria: readonly TestedCriterion[] = [
  { criterion: '1.1.1', title: 'Non-text Content', level: 'A', tests: [axeStates, axeVariants] },
  { criterion: '1.3.1', title: 'Info and Relationships', level: 'A', tests: [axeStates, axeVariants] },
  {
    criterion: '1.4.3',
    title: 'Contrast (Minimum)',
    level: 'AA',
    tests: [themePairs, axeStates, axeVariants],
  },
  {
    criterion: '1.4.11',
    title: 'Non-text Contrast',
    level: 'AA',
    tests: [
      themePairs,
      {
        file: 'e2e/forced-colours.e2e.ts',
        name: '%s: every field and Pay keep a border, each focus ring shows, the scheme logos stay visible',
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
  { criterion: '2.4.2', title: 'Page Titled', level: 'A', tests: [axeStates, axeVariants] },
  {
    criterion: '2.4.7',
    title: 'Focus Visible',
    level: 'AA',
    tests: [
      { file: 'e2e/keyboard.e2e.ts', name: '%s (%s, %s): every Tab stop shows a visible focus indicator' },
    ],
  },
  { criterion: '3.1.1', title: 'Language of Page', level: 'A', tests: [axeStates, axeVariants] },
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
  { criterion: '4.1.2', title: 'Name, Role, Value', level: 'A', tests: [axeStates, axeVariants] },
];

export interface NotApplicableCriterion {
  criterion: string;
  why: string;
}

export const notApplicableCriteria: readonly NotApplicableCriterion[] = [
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

/** What no test of this project verifies, whatever the criteria rows say. */
export const notVerified: readonly string[] = [
  'Use with screen readers (NVDA, JAWS, VoiceOver, TalkBack) by people who rely on them.',
  'Real iOS Safari and Android browsers on devices: the browser tests run desktop Chromium, Firefox and WebKit engines.',
  'Windows contrast themes on Windows itself: tested with Chromium’s emulated forced colours only.',
  'The merchant’s own pages before and after this one, and the 3-D Secure pages of the card issuer.',
];
