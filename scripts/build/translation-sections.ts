import { type ScreenName, type ScreenRow, screens } from '@variants/screens';
import type { VariantSettings } from '@variants/settings';

/** The settings that decide which optional sections a variant keeps. */
export type SectionSettings = Pick<
  VariantSettings,
  'readAddressFields' | 'recipientDetails' | 'orderSummary'
>;

/**
 * A variant's sections: its screen's, less what its settings rule out. The billing fields (the
 * only user of 'billing') show only where the variant reads address fields (scenic), the recipient
 * fields (the only user of 'recipient') only where it asks for the recipient (small_world); the
 * standard form and the kiosk name 'summary' only through the order summary, which only aober shows:
 * every other variant's first load goes without those texts.
 */
export function translationSectionsFor(screen: ScreenName, settings: SectionSettings): readonly string[] {
  const row: ScreenRow | undefined = screens[screen];
  // The build runs without a type check: a screen named in the registry but given no row in the
  // table must fail naming both, not as "cannot read properties of undefined".
  if (!row) {
    throw new Error(
      `screen "${screen}" has no row in variants/screens.ts: add one with its kind and the translation sections it uses`,
    );
  }
  return row.sections.filter(
    (section) =>
      !(section === 'billing' && !settings.readAddressFields) &&
      !(section === 'recipient' && !settings.recipientDetails) &&
      !(section === 'summary' && row.summaryOnlyThroughOrderSummary && !settings.orderSummary),
  );
}

/** A translation file with only the given top-level sections, in the file's own order. */
export function keepSections(
  translations: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(translations).filter(([section]) => sections.includes(section)));
}
