// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApmButtons } from '@/features/apm/ui/apm-buttons';
import { $request } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n } from '@/testing/test-i18n';

const apmEndpoint = '/rest/v1/apmPayment';
const hostile = '<img src=x onerror=alert(1)>';

function setUp(apmPaymentMethods: string[]) {
  resetStores({ config: { apmPaymentMethods } });
}

describe('ApmButtons', () => {
  beforeEach(() => setUp(['MBWAY', 'PayPal', 'Crypto Coin']));
  afterEach(() => resetStores());

  it('shows one button per method in a group named "Or pay with"', () => {
    renderWithI18n(<ApmButtons />);
    const group = screen.getByRole('group', { name: 'Or pay with' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '', 'Crypto Coin']);
    expect(within(group).getByRole('heading', { name: 'Or pay with' })).toBeTruthy();
  });

  it.each([
    ['MBWAY', 'Pay with MB WAY', 'mbway'],
    ['mb-way', 'Pay with MB WAY', 'mbway'],
    ['PayPal', 'Pay with PayPal', 'paypal'],
    ['apple_pay', 'Pay with Apple Pay', 'applepay'],
    ['Multibanco', 'Pay with Multibanco', 'multibanco'],
  ])('shows the %s logo on a button named "%s"', (raw, name, logo) => {
    setUp([raw]);
    renderWithI18n(<ApmButtons />);
    const button = screen.getByRole('button', { name });
    const image = within(button).getByRole('img', { name });
    expect(image.getAttribute('src')).toBe(`/assets/apm/${logo}.svg`);
  });

  it.each([['Crypto Coin'], [hostile], ['"><script>alert(1)</script>']])(
    'shows the unknown method %j as literal text',
    (raw) => {
      setUp([raw]);
      const { container } = renderWithI18n(<ApmButtons />);
      const button = screen.getByRole('button', { name: `Pay with ${raw}` });
      expect(button.textContent).toBe(raw);
      expect(container.querySelector('img, script')).toBeNull();
    },
  );

  it('caps a long unknown name for display but posts it whole', async () => {
    const raw = `Very Long Regional Payment Method Name ${'x'.repeat(20)}`;
    setUp([raw]);
    const gateway = installFakeGateway({ [apmEndpoint]: 'https://apm.example/go' });
    const user = userEvent.setup();
    renderWithI18n(<ApmButtons />);
    const button = screen.getByRole('button', { name: /^Pay with Very Long/ });
    expect(Array.from(button.textContent ?? '')).toHaveLength(40);
    expect(button.textContent?.endsWith('…')).toBe(true);
    await user.click(button);
    expect(gateway.posts[0]?.body.get('payment_method')).toBe(raw);
  });

  it.each([
    ['MBWAY', 'Pay with MB WAY'],
    ['Crypto Coin', 'Pay with Crypto Coin'],
    [hostile, `Pay with ${hostile}`],
  ])('posts payment_method %j exactly as sent and follows the url', async (raw, name) => {
    const gateway = installFakeGateway({ [apmEndpoint]: { url: 'https://apm.example/go' } });
    setUp(['PayPal', raw]);
    const user = userEvent.setup();
    renderWithI18n(<ApmButtons />);
    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(gateway.navigations).toEqual(['https://apm.example/go']));
    expect(gateway.posts.map((post) => post.url)).toEqual([`https://pay.example/gateway${apmEndpoint}`]);
    const body = gateway.posts[0]?.body;
    expect(body?.get('payment_method')).toBe(raw);
    expect(body?.get('M')).toBe('M1001');
    expect(body?.get('RequestID')).toBe('REQ-2024-0001');
  });

  it('makes every button inert while a payment runs and says where the shopper is going', async () => {
    const gateway = installFakeGateway({ [apmEndpoint]: () => new Promise(() => undefined) });
    const user = userEvent.setup();
    renderWithI18n(<ApmButtons />);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Taking you to PayPal…'));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true']);
    expect(screen.getByRole('button', { name: 'Pay with PayPal' }).getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Pay with MB WAY' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Crypto Coin' }));
    expect(gateway.posts).toHaveLength(1);
  });

  it('does not start an APM payment while a card payment is processing', async () => {
    const gateway = installFakeGateway({ [apmEndpoint]: 'https://apm.example/go' });
    $request.set('processing');
    const user = userEvent.setup();
    renderWithI18n(<ApmButtons />);
    await user.click(screen.getByRole('button', { name: 'Pay with MB WAY' }));
    expect(gateway.posts).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('renders nothing without methods', () => {
    setUp([]);
    const { container } = renderWithI18n(<ApmButtons />);
    expect(container.textContent).toBe('');
  });
});
