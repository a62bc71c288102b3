import type { Page } from 'playwright-core';

export interface CardEntry {
  number: string;
  expiry?: string;
  cvv?: string;
  name?: string;
}

/** Types a card the way a shopper does: key by key, so formatting and caret handling run. */
export async function enterCard(page: Page, card: CardEntry): Promise<void> {
  await page.getByLabel('Card number').pressSequentially(card.number);
  await page.getByLabel('Expiry date').pressSequentially(card.expiry ?? '1230');
  await page
    .getByLabel('Security code')
    .pressSequentially(card.cvv ?? (card.number.startsWith('37') ? '1234' : '123'));
  const name = page.getByLabel('Name on card');
  if ((await name.count()) > 0) await name.pressSequentially(card.name ?? 'Ana Silva');
}
