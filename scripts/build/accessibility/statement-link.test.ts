import { describe, expect, it } from 'vitest';
import { statementLinkHtml } from './statement-link';

describe('the payment page’s link to its statement', () => {
  it.each([
    [
      'basic in English',
      { kind: 'variant', screen: 'card-form', path: 'basic', footer: 'full', language: 'en', lang: 'en' },
      '<p class="page__footer"><a href="/basic/accessibility.html" lang="en" target="_blank">Accessibility statement</a></p>',
    ],
    [
      'gett in Hebrew',
      { kind: 'variant', screen: 'card-form', path: 'gett', footer: 'full', language: 'he', lang: 'he' },
      '<p class="page__footer"><a href="/gett/accessibility.html#he" lang="he" target="_blank">הצהרת נגישות</a></p>',
    ],
    [
      'a nested path in Chinese',
      {
        kind: 'variant',
        screen: 'card-form',
        path: 'salesforce/templates/vpos',
        footer: 'full',
        language: 'cn',
        lang: 'zh-CN',
      },
      '<p class="page__footer"><a href="/salesforce/templates/vpos/accessibility.html#cn" lang="zh-CN" target="_blank">无障碍声明</a></p>',
    ],
    // The spec's aober: "only a PCI banner in the footer".
    [
      'aober (PCI banner only)',
      {
        kind: 'variant',
        screen: 'card-form',
        path: 'aober/chicshes.html',
        footer: 'pci-only',
        language: 'en',
        lang: 'en',
      },
      '',
    ],
    [
      'the health page, no merchant’s',
      { kind: 'page', screen: 'health', path: 'health.html', footer: 'full', language: 'en', lang: 'en' },
      '',
    ],
    [
      'the result page, without the footer',
      { kind: 'variant', screen: 'result', path: 'result', footer: 'full', language: 'en', lang: 'en' },
      '',
    ],
  ] as const)('%s', (_what, target, html) => {
    expect(statementLinkHtml(target)).toBe(html);
  });
});
