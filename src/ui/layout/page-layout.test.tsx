// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $variant } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { PageLayout } from '@/ui/layout/page-layout';

const backButton = () => screen.queryByRole('button', { name: new RegExp(tEn('actions.back')) });

describe('the page layout', () => {
  beforeEach(() => resetStores());

  it.each([
    ['default: desktop only', {}, ['back-button--hide-mobile'], ['back-button--hide-desktop']],
    [
      'bigo/b_game: desktop and mobile',
      { backButtonOnMobile: true },
      [],
      ['back-button--hide-mobile', 'back-button--hide-desktop'],
    ],
  ])('back button, %s', (_name, settings, present, absent) => {
    resetStores({ settings });
    renderWithI18n(<PageLayout>content</PageLayout>);
    const button = backButton();
    for (const name of present) expect(button?.className).toContain(name);
    for (const name of absent) expect(button?.className).not.toContain(name);
  });

  it('has no back button in iframe variants (pinergy, thinkland, moneybase)', () => {
    resetStores({ settings: { inIframe: true, backButtonOnDesktop: false, backButtonOnMobile: false } });
    renderWithI18n(<PageLayout>content</PageLayout>);
    expect(backButton()).toBeNull();
  });

  it.each<[string, { backUrl: string; merchantHosts?: string[] }, string]>([
    ['BackURL', { backUrl: 'https://merchant.example/cart' }, 'https://merchant.example/cart'],
    ['the referrer when BackURL is blank', { backUrl: '   ' }, 'https://shop.example/previous'],
    [
      'BackURL on a listed merchant host',
      { backUrl: 'https://merchant.example/cart', merchantHosts: ['*.example'] },
      'https://merchant.example/cart',
    ],
    [
      'the referrer when BackURL is on a host the variant does not list',
      { backUrl: 'https://evil.example/cart', merchantHosts: ['merchant.example'] },
      'https://shop.example/previous',
    ],
  ])('goes to %s on Back', async (_name, { backUrl, merchantHosts }, expected) => {
    resetStores({ config: { backUrl }, settings: merchantHosts ? { merchantHosts } : {} });
    const gateway = installFakeGateway({}, { referrer: 'https://shop.example/previous' });
    renderWithI18n(<PageLayout>content</PageLayout>);
    await userEvent.setup().click(backButton() as HTMLElement);
    // The rule is fetched on the click (its own chunk in the build).
    await vi.waitFor(() => expect(gateway.navigations).toEqual([expected]));
  });

  it('puts the navigation button at the bottom where the variant says (ips)', () => {
    resetStores({ settings: { navigationButtonAtBottom: true } });
    renderWithI18n(
      <PageLayout>
        <p>content</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(main.lastElementChild).toBe(backButton());
  });

  it('shows only the PCI banner in the footer for aober', () => {
    resetStores({ settings: { footer: 'pci-only' } });
    renderWithI18n(<PageLayout>content</PageLayout>);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe(tEn('page.pciBanner'));
  });

  it('shows the full footer by default', () => {
    renderWithI18n(<PageLayout>content</PageLayout>);
    expect(screen.getByRole('contentinfo').textContent).toContain(tEn('page.poweredBy', { provider: 'HPP' }));
  });

  it('shows the brand wordmark in the header style of the theme', () => {
    resetStores();
    $variant.set({
      ...$variant.get(),
      brand: { name: 'Eupago', wordmark: 'eupago', headerStyle: 'centered', wordmarkStyle: 'caps' },
    });
    renderWithI18n(<PageLayout>content</PageLayout>);
    const wordmark = screen.getByText('eupago');
    expect(wordmark.className).toContain('page__wordmark--caps');
    expect(screen.getByRole('banner').className).toContain('page__header--centered');
  });

  it('shows the logo the build gave the brand, with its alt text, and the wordmark if it fails to load', () => {
    resetStores();
    const logo = { src: '/eupago/assets/logo-1a2b3c4d.svg', alt: 'Eupago' };
    $variant.set({
      ...$variant.get(),
      brand: { name: 'Eupago', wordmark: 'eupago', headerStyle: 'bar', wordmarkStyle: 'bold', logo },
    });
    // happy-dom loads no image: this one is as a browser has it once the file arrived.
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(150);
    renderWithI18n(<PageLayout>content</PageLayout>);
    width.mockRestore();
    const image = screen.getByRole('img', { name: 'Eupago' });
    expect(image.getAttribute('src')).toBe(logo.src);
    expect(image.closest('p')?.className).toContain('page__wordmark--bold');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Eupago' })).toBeNull();
    expect(screen.getByRole('banner').querySelector('.page__wordmark')?.textContent).toBe('Eupago');
  });

  it.each([
    ['no dark-scheme version', undefined, 0],
    ['a dark-scheme version', '/refundit/assets/logo-5e6f7a8b.svg', 1],
  ])(
    'with %s, the logo offers the browser that file for prefers-color-scheme: dark',
    (_what, dark, sources) => {
      resetStores();
      const logo = {
        src: '/refundit/assets/logo-1a2b3c4d.svg',
        alt: 'refundit',
        ...(dark ? { darkSchemeSrc: dark } : {}),
      };
      $variant.set({
        ...$variant.get(),
        brand: { name: 'refundit', wordmark: 'refundit', headerStyle: 'plain', wordmarkStyle: 'bold', logo },
      });
      // happy-dom loads no image: this one is as a browser has it once the file arrived.
      const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(160);
      renderWithI18n(<PageLayout>content</PageLayout>);
      width.mockRestore();
      const picture = screen.getByRole('img', { name: 'refundit' }).closest('picture');
      const found = [...(picture?.querySelectorAll('source') ?? [])];
      expect(found).toHaveLength(sources);
      for (const source of found) {
        expect([source.getAttribute('media'), source.getAttribute('srcset')]).toEqual([
          '(prefers-color-scheme: dark)',
          dark,
        ]);
      }
    },
  );

  it.each([
    [true, 'Example Shop'],
    [false, 'Brand'],
  ])('generic form (merchantNameInHeader %s) shows %s in the header', (merchantNameInHeader, expected) => {
    resetStores();
    $variant.set({
      ...$variant.get(),
      brand: { name: 'Brand', wordmark: 'Brand', headerStyle: 'bar', merchantNameInHeader },
    });
    renderWithI18n(<PageLayout>content</PageLayout>);
    expect(screen.getByRole('banner').textContent).toContain(expected);
  });

  it.each([
    ['a generic form', { merchantNameInHeader: true }],
    ['a variant without a brand', undefined],
  ])(
    'shows no wordmark on %s when no merchantName was sent, so the heading is not said twice',
    (_name, brand) => {
      resetStores({ config: { merchantName: '  ' } });
      $variant.set({
        ...$variant.get(),
        brand: brand && {
          name: 'Secure payment',
          wordmark: 'Secure payment',
          headerStyle: 'plain',
          ...brand,
        },
      });
      renderWithI18n(
        <PageLayout>
          <h1>{tEn('page.title')}</h1>
        </PageLayout>,
      );
      expect(screen.getByRole('banner').textContent).toBe(tEn('page.secureConnection'));
      expect(screen.getAllByText(tEn('page.title'))).toHaveLength(1);
    },
  );

  it.each([
    ['the first field', <input key="field" aria-label="Card number" />, 'Card number'],
    ['the first saved card', <input key="card" type="radio" aria-label="Visa 1111" />, 'Visa 1111'],
  ])('skips past the Back button to %s', async (_name, field, label) => {
    renderWithI18n(
      <PageLayout>
        <form>{field}</form>
      </PageLayout>,
    );
    expect(backButton()).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: tEn('page.skipToForm') }));
    expect(document.activeElement).toBe(screen.getByLabelText(label));
  });

  it('renders a hostile merchant name as text', () => {
    resetStores({ config: { merchantName: '<img src=x onerror=alert(1)>' } });
    renderWithI18n(<PageLayout>content</PageLayout>);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
