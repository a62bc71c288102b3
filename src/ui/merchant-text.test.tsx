// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MerchantText } from '@/ui/merchant-text';

describe('MerchantText', () => {
  it.each([
    { case: 'Latin text', text: 'Order 1001', html: '<p class="x" dir="auto">Order 1001</p>' },
    { case: 'Hebrew text', text: 'הזמנה 1001', html: '<p class="x" dir="auto">הזמנה 1001</p>' },
    { case: 'markup stays text', text: '<b>1</b>', html: '<p class="x" dir="auto">&lt;b&gt;1&lt;/b&gt;</p>' },
    { case: 'no text', text: '', html: '' },
    {
      case: 'no text yet, the query awaited',
      text: '',
      awaited: true,
      html: '<p class="x awaited">&nbsp;</p>',
    },
    {
      case: 'text, the query awaited',
      text: 'Order 1001',
      awaited: true,
      html: '<p class="x" dir="auto">Order 1001</p>',
    },
  ])('$case', ({ text, html, awaited }) => {
    const { container } = render(<MerchantText className="x" text={text} awaited={awaited} />);
    expect(container.innerHTML).toBe(html);
  });
});
