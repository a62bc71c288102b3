import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reachableSources, translationKeysIn } from '@scripts/build/translation-keys-used';
import { keepSections, translationSectionsFor } from '@scripts/build/translation-sections';
import { type ScreenName, screenNames, screens, traitsOf } from '@variants/screens';
import { describe, expect, it } from 'vitest';
import { isLaterKey, splitLaterTexts } from '@/core/later-texts';

const root = process.cwd();
const i18nDir = path.join(root, 'public/assets/i18n');
const english = JSON.parse(readFileSync(path.join(i18nDir, 'en.json'), 'utf8')) as Record<string, unknown>;

/** Every leaf key of a translation tree, dotted. */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Record<string, unknown>, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

/**
 * Whether a tree has a key the code names: a leaf, a group of leaves (`billing.city`, whose
 * `.label` a field adds), a stem (`card.schemes.`) or a plural base (`status.fixErrors`).
 */
function names(tree: Record<string, unknown>, key: string): boolean {
  return leafKeys(tree).some((leaf) =>
    key.endsWith('.')
      ? leaf.startsWith(key)
      : leaf === key || leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}_`),
  );
}

function keysUsedBy(screen: string): string[] {
  const entries = ['src/main.tsx', 'src/start-page.tsx', `src/screens/${screen}/${screen}-screen.tsx`];
  return translationKeysIn(
    reachableSources(
      root,
      entries.map((entry) => path.join(root, entry)),
    ),
    english,
  );
}

describe('translation sections per screen', () => {
  it('names the table when a screen has no entry in it (the build runs without a type check)', () => {
    const unlisted = 'a-screen-not-in-the-table' as ScreenName;
    const settings = { orderSummary: false, readAddressFields: false, recipientDetails: false };
    expect(() => translationSectionsFor(unlisted, settings)).toThrow(
      'screen "a-screen-not-in-the-table" has no row in variants/screens.ts',
    );
  });

  it.each(screenNames.map((screen) => [screen]))(
    '%s keeps the section of every key its code names',
    (screen) => {
      const used = keysUsedBy(screen);
      // A walk that found nothing would make this test pass for the wrong reason.
      expect(used.length).toBeGreaterThan(3);
      const dropped = used.filter((key) => !screens[screen].sections.includes(key.split('.')[0] ?? ''));
      expect(dropped).toEqual([]);
    },
  );

  it.each(screenNames.map((screen) => [screen]))('%s names only sections that exist', (screen) => {
    expect(screens[screen].sections.filter((section) => !(section in english))).toEqual([]);
  });

  it('finds keys named in imported modules, import() chunks and template heads', () => {
    const used = keysUsedBy('card-form');
    expect(used).toEqual(
      expect.arrayContaining([
        'card.number.label', // t('…') in a field
        'card.number.invalid', // a validator's error key in src/core
        'savedCards.title', // the lazily loaded saved-card section
        'card.schemes.', // t(`card.schemes.${scheme}`)
        'status.fixErrors', // a plural base (fixErrors_one, fixErrors_other)
      ]),
    );
    expect(used.some((key) => key.startsWith('sandbox.'))).toBe(false);
  });

  it('finds billing, recipient and summary keys in the standard form only behind the parts settings switch on', () => {
    // translationSectionsFor drops 'billing' without readAddressFields, 'recipient' without
    // recipientDetails and 'summary' without orderSummary: true only while no other part of the
    // standard form names those keys.
    const switched = [
      'src/features/form-extras/ui/billing-fields.tsx',
      'src/core/billing-validation.ts',
      'src/features/form-extras/ui/recipient-fields.tsx',
      'src/core/recipient-validation.ts',
      'src/features/purchase-summary/ui/order-summary',
    ];
    const entries = ['src/main.tsx', 'src/start-page.tsx', 'src/screens/card-form/card-form-screen.tsx'];
    const sources = reachableSources(
      root,
      entries.map((entry) => path.join(root, entry)),
    ).filter((file) => !switched.some((part) => path.relative(root, file).startsWith(part)));
    const keys = translationKeysIn(sources, english);
    expect(
      keys.filter((key) => ['billing.', 'recipient.', 'summary.'].some((section) => key.startsWith(section))),
    ).toEqual([]);
    const standardForm = { readAddressFields: false, recipientDetails: false, orderSummary: false };
    expect(translationSectionsFor('card-form', standardForm)).not.toContain('billing');
    expect(translationSectionsFor('card-form', standardForm)).not.toContain('recipient');
  });

  it("finds summary keys in the kiosk only through the order summary, so nayax's first load goes without them", () => {
    const entries = ['src/main.tsx', 'src/start-page.tsx', 'src/screens/nayax/nayax-screen.tsx'];
    const sources = reachableSources(
      root,
      entries.map((entry) => path.join(root, entry)),
    ).filter(
      (file) => !path.relative(root, file).startsWith('src/features/purchase-summary/ui/order-summary'),
    );
    expect(translationKeysIn(sources, english).filter((key) => key.startsWith('summary.'))).toEqual([]);
    const kiosk = { readAddressFields: false, recipientDetails: false, orderSummary: false };
    expect(translationSectionsFor('nayax', kiosk)).not.toContain('summary');
    expect(translationSectionsFor('nayax', { ...kiosk, orderSummary: true })).toContain('summary');
  });

  it('keeps the recipient texts only where the variant asks for the recipient (small_world)', () => {
    const settings = { readAddressFields: false, recipientDetails: true, orderSummary: false };
    expect(translationSectionsFor('card-form', settings)).toContain('recipient');
    expect(translationSectionsFor('card-form', settings)).not.toContain('billing');
    // The recipient fields and their validator name these keys, so the section must stay.
    const used = translationKeysIn(
      [
        path.join(root, 'src/features/form-extras/ui/recipient-fields.tsx'),
        path.join(root, 'src/core/recipient-validation.ts'),
      ],
      english,
    );
    expect(used).toEqual(expect.arrayContaining(['recipient.sectionTitle', 'recipient.country.choose']));
  });

  it('keeps sections in the file order and drops the rest', () => {
    const trimmed = keepSections({ a: { x: '1' }, b: { y: '2' }, c: { z: '3' } }, ['c', 'a']);
    expect(Object.keys(trimmed)).toEqual(['a', 'c']);
  });

  it('makes the card form download under two thirds of the full English file', () => {
    const full = JSON.stringify(english).length;
    const trimmed = JSON.stringify(keepSections(english, screens['card-form'].sections)).length;
    expect(trimmed / full).toBeLessThan(2 / 3);
  });

  it('every language file has the sections the screens keep', () => {
    const needed = new Set(Object.values(screens).flatMap((row) => row.sections));
    for (const file of readdirSync(i18nDir)) {
      const translations = JSON.parse(readFileSync(path.join(i18nDir, file), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(
        [...needed].filter((section) => !(section in translations)),
        file,
      ).toEqual([]);
    }
  });
});

describe('later texts: what a payment page fetches only after its first paint', () => {
  it.each([
    // The whole status section but the error summary's count, plural forms included.
    ['status.retry', true],
    ['status.reloadNeeded', true],
    ['status.someFutureSummary', true],
    // Validation and failure messages by their leaf name.
    ['card.number.required', true],
    ['card.number.invalid', true],
    ['card.number.incomplete', true],
    ['card.number.unsupported', true],
    ['card.expiry.past', true],
    ['card.expiry.tooFar', true],
    ['card.cvv.wrong', true],
    ['card.expired', true],
    ['billing.email.invalid', true],
    ['recipient.invalidText', true],
    ['recipient.tooLong', true],
    ['savedCards.cvvRequired', true],
    ['savedCards.deleteFailed', true],
    // The short list of results whose names do not say so.
    ['card.expiry.month', true],
    ['savedCards.deleted', true],
    ['savedCards.noneLeft', true],
    ['apm.redirecting', true],
    // What the first screen shows stays in the first file.
    ['card.number.label', false],
    ['card.expiry.hint', false],
    ['card.cvv.hintAmex', false],
    ['savedCards.expires', false],
    ['savedCards.expiredOn', false],
    ['savedCards.cvvOptional', false],
    ['savedCards.expiryUnknown', false],
    ['savedCards.confirmDelete', false],
    ['savedCards.confirmYes', false],
    ['apm.payWith', false],
    ['actions.processing', false],
    ['page.title', false],
    // What answers a Pay pressed as the page starts: the error summary's count, in every plural form.
    ['status.fixErrors_one', false],
    ['status.fixErrors_other', false],
    ['status.fixErrors_few', false],
  ])('%s is later: %s', (key, later) => {
    expect(isLaterKey(key)).toBe(later);
  });

  it('splits a tree in file order and drops groups left empty', () => {
    const { first, later } = splitLaterTexts({
      card: { number: { label: 'L', invalid: 'I' }, expired: 'E', saveCard: 'S' },
      status: { retry: 'R' },
      page: { title: 'T' },
    });
    expect(first).toEqual({ card: { number: { label: 'L' }, saveCard: 'S' }, page: { title: 'T' } });
    expect(later).toEqual({ card: { number: { invalid: 'I' }, expired: 'E' }, status: { retry: 'R' } });
    expect(Object.keys(later)).toEqual(['card', 'status']);
  });

  const languageFiles = readdirSync(i18nDir).filter((name) => name.endsWith('.json'));
  const splitScreens = screenNames.filter((screen) => traitsOf(screen).startup.laterTexts);

  it.each(languageFiles.map((file) => [file]))('%s: every key lands in exactly one file', (file) => {
    const translations = JSON.parse(readFileSync(path.join(i18nDir, file), 'utf8')) as Record<
      string,
      unknown
    >;
    const kept = keepSections(translations, screens.elal.sections);
    const { first, later } = splitLaterTexts(kept);
    const firstKeys = leafKeys(first);
    const laterKeys = leafKeys(later);
    expect(firstKeys.filter((key) => laterKeys.includes(key))).toEqual([]);
    expect([...firstKeys, ...laterKeys].sort()).toEqual(leafKeys(kept).sort());
    expect(laterKeys.every(isLaterKey)).toBe(true);
    expect(firstKeys.some(isLaterKey)).toBe(false);
    // Neither file is empty: the split really moves texts, and keeps the first screen's.
    expect(laterKeys.length).toBeGreaterThan(20);
    expect(firstKeys.length).toBeGreaterThan(20);
  });

  it.each(splitScreens.map((screen) => [screen]))(
    '%s: every key its code names is in its first or its later file',
    (screen) => {
      const { first, later } = splitLaterTexts(keepSections(english, screens[screen].sections));
      const missing = keysUsedBy(screen).filter((key) => !names(first, key) && !names(later, key));
      expect(missing).toEqual([]);
    },
  );

  it('keeps every label, placeholder, hint and title in the first file', () => {
    const { first } = splitLaterTexts(keepSections(english, screens.elal.sections));
    const shownAtOnce = leafKeys(english).filter(
      (key) =>
        /\.(label|placeholder|hint\w*|title|sectionTitle)$/.test(key) && key.split('.')[0] !== 'status',
    );
    const paymentKeys = shownAtOnce.filter((key) => screens.elal.sections.includes(key.split('.')[0] ?? ''));
    expect(paymentKeys.length).toBeGreaterThan(10);
    expect(paymentKeys.filter((key) => !names(first, key))).toEqual([]);
  });
});
