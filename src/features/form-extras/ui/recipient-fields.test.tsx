// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

const recipientGroup = () => screen.getByRole('group', { name: tEn('recipient.sectionTitle') });
const inGroup = (key: string) => within(recipientGroup()).getByLabelText(tEn(key));
const country = () => inGroup('recipient.country.label') as HTMLSelectElement;
const payButton = () => screen.getByRole('button', { name: /^Pay/ });

const textFields: Array<[labelKey: string, requiredKey: string, autocomplete: string]> = [
  ['recipient.firstName.label', 'recipient.firstName.required', 'section-recipient given-name'],
  ['recipient.lastName.label', 'recipient.lastName.required', 'section-recipient family-name'],
  ['recipient.streetAddress.label', 'recipient.streetAddress.required', 'section-recipient address-line1'],
  ['recipient.city.label', 'recipient.city.required', 'section-recipient address-level2'],
];

async function fillValidCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(tEn('card.number.label')), '4111111111111111');
  await user.type(screen.getByLabelText(tEn('card.expiry.label')), '1230');
  await user.type(screen.getByLabelText(tEn('card.cvv.label')), '123');
  await user.type(screen.getByLabelText(tEn('card.name.label')), 'Ana Silva');
}

/** The error text an element's aria-describedby points at, if any. */
function describedText(element: HTMLElement): string | undefined {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || undefined;
}

describe('the recipient fields', () => {
  beforeEach(() => resetStores({ settings: { recipientDetails: true } }));
  afterEach(() => resetStores());

  it('are not shown where the variant does not ask for the recipient', () => {
    resetStores();
    renderWithI18n(<CardForm />);
    expect(screen.queryByRole('group', { name: tEn('recipient.sectionTitle') })).toBeNull();
    expect(screen.queryByLabelText(tEn('recipient.firstName.label'))).toBeNull();
  });

  it.each(textFields)('ask for %s, required, with recipient autocomplete', (labelKey, _required, token) => {
    renderWithI18n(<CardForm />);
    const input = inGroup(labelKey);
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('autocomplete')).toBe(token);
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('offer every ISO 3166-1 alpha-3 code as a country, named in the page language', () => {
    renderWithI18n(<CardForm />);
    const select = country();
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('autocomplete')).toBe('section-recipient country');
    const options = [...select.options];
    expect(options[0]).toMatchObject({ value: '', textContent: tEn('recipient.country.choose') });
    const codes = options.slice(1).map((option) => option.value);
    expect(codes).toHaveLength(249);
    expect(codes.filter((code) => !/^[A-Z]{3}$/.test(code))).toEqual([]);
    expect(options.find((option) => option.value === 'PRT')?.textContent).toBe('Portugal');
    expect(options.find((option) => option.value === 'GBR')?.textContent).toBe('United Kingdom');
  });

  it('on submit mark every empty recipient field and focus the first', async () => {
    installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.click(payButton());
    await waitFor(() => expect(document.activeElement).toBe(inGroup('recipient.firstName.label')));
    for (const [labelKey] of textFields) expect(inGroup(labelKey).getAttribute('aria-invalid')).toBe('true');
    expect(country().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(tEn('status.fixErrors', { count: 5 }))).toBeTruthy();
  });

  it('say what is missing, tied to each field, where the variant shows empty-field messages', async () => {
    resetStores({ settings: { recipientDetails: true, showEmptyFieldErrors: true } });
    installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.click(payButton());
    await waitFor(() => expect(describedText(country())).toContain(tEn('recipient.country.required')));
    for (const [labelKey, requiredKey] of textFields) {
      expect(describedText(inGroup(labelKey))).toContain(tEn(requiredKey));
    }
  });

  it('refuse a name with digits once the shopper leaves the field', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    const firstName = inGroup('recipient.firstName.label');
    await user.type(firstName, 'R2D2');
    await user.tab();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(firstName)).toContain(tEn('recipient.firstName.invalid'));
  });

  it('send the recipient with the card once every field is filled in', async () => {
    const gateway = installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.type(inGroup('recipient.firstName.label'), 'Rui');
    await user.type(inGroup('recipient.lastName.label'), 'Costa');
    await user.type(inGroup('recipient.streetAddress.label'), '5 Avenida da Liberdade');
    await user.type(inGroup('recipient.city.label'), 'Porto');
    await user.selectOptions(country(), 'PRT');
    expect(country().getAttribute('aria-invalid')).toBe('false');
    await user.click(payButton());
    await waitFor(() => expect(gateway.posts).toHaveLength(1));
    const body = gateway.posts[0]?.body;
    expect(['j5', 'j13', 'j6', 'j7', 'j9'].map((code) => body?.get(code))).toEqual([
      'Rui',
      'Costa',
      '5 Avenida da Liberdade',
      'Porto',
      'PRT',
    ]);
  });
});
