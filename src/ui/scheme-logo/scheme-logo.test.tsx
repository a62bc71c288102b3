// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schemeLogoIds, toSchemeLogoId } from '@/core/scheme-logos';
import { renderWithI18n } from '@/testing/test-i18n';
import { AcceptedCards } from '@/ui/scheme-logo/accepted-cards';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';

describe('SchemeLogo', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['maestro', 'Maestro'],
    ['amex', 'American Express'],
    ['discover', 'Discover'],
    ['diners', 'Diners Club'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
    ['dankort', 'Dankort'],
    ['forbrugsforeningen', 'Forbrugsforeningen'],
    ['uatp', 'UATP'],
    ['default', 'Card'],
  ] as const)('shows %s as an image named "%s" from the variant base path', (scheme, name) => {
    renderWithI18n(<SchemeLogo scheme={scheme} />);
    const image = screen.getByRole('img', { name });
    expect(image.getAttribute('src')).toBe(`/assets/schemes/${scheme}.svg`);
    expect(image.getAttribute('width')).toBe('48');
    expect(image.getAttribute('height')).toBe('32');
  });

  it.each([
    [48, '32'],
    [36, '24'],
    [40, '27'],
  ])('keeps the 3:2 card shape at width %i', (size, height) => {
    renderWithI18n(<SchemeLogo scheme="visa" size={size} />);
    expect(screen.getByRole('img', { name: 'Visa' }).getAttribute('height')).toBe(height);
  });

  it('is hidden from the accessibility tree when decorative', () => {
    const { container } = renderWithI18n(<SchemeLogo scheme="amex" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

describe('toSchemeLogoId', () => {
  it.each([
    ['visa', 'visa'],
    ['uatp', 'uatp'],
    ['default', 'default'],
    ['VISA', undefined],
    ['elo', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(toSchemeLogoId(value)).toBe(expected);
  });

  it('knows one logo per scheme of the spec table plus the generic card', () => {
    expect(schemeLogoIds).toHaveLength(12);
  });
});

describe('AcceptedCards', () => {
  it('lists the accepted schemes under a heading that only screen readers see', () => {
    renderWithI18n(<AcceptedCards types={['visa', 'mastercard', 'amex']} />);
    const region = screen.getByRole('region', { name: 'Accepted cards' });
    const heading = within(region).getByRole('heading', { name: 'Accepted cards', level: 2 });
    expect(heading.className).toContain('visually-hidden');
    const names = within(region)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(names).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('leaves out types without a logo and repeats, and shows nothing when none is left', () => {
    const { container, rerender } = renderWithI18n(
      <AcceptedCards types={['elo', 'visa', 'visa', 'default']} />,
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Visa']);
    rerender(<AcceptedCards types={['elo', 'hipercard']} />);
    expect(container.textContent).toBe('');
  });

  it('takes the heading level of the outline around it', () => {
    renderWithI18n(<AcceptedCards types={['visa']} headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'Accepted cards', level: 3 })).toBeTruthy();
  });
});
