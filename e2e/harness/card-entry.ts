import type { Locator, Page } from 'playwright-core';

export interface CardEntry {
  number: string;
  expiry?: string;
  cvv?: string;
  name?: string;
}

type CardField = 'cc-number' | 'cc-exp' | 'cc-csc' | 'cc-name';

/** How a test finds a card field: by the label a shopper reads, or by what it is, in any language. */
export type FindCardField = (page: Page, field: CardField) => Locator;

const englishLabels: Record<CardField, string> = {
  'cc-number': 'Card number',
  'cc-exp': 'Expiry date',
  'cc-csc': 'Security code',
  'cc-name': 'Name on card',
};

export const byEnglishLabel: FindCardField = (page, field) => page.getByLabel(englishLabels[field]);

/** For a page in another language: the field's autocomplete token, which no translation changes. */
export const byAutocomplete: FindCardField = (page, field) => page.locator(`input[autocomplete="${field}"]`);

/** Types a card the way a shopper does: key by key, so formatting and caret handling run. */
export async function enterCard(
  page: Page,
  card: CardEntry,
  find: FindCardField = byEnglishLabel,
): Promise<void> {
  await find(page, 'cc-number').pressSequentially(card.number);
  await find(page, 'cc-exp').pressSequentially(card.expiry ?? '1230');
  await find(page, 'cc-csc').pressSequentially(card.cvv ?? (card.number.startsWith('37') ? '1234' : '123'));
  const name = find(page, 'cc-name');
  if ((await name.count()) > 0) await name.pressSequentially(card.name ?? 'Ana Silva');
}
