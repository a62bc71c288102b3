// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { feedbackHtml } from './statement-feedback';
import { statementTexts } from './statement-texts';

/** The feedback part as a browser reads it: its paragraph and the links in it. */
function read(html: string) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const paragraphs = body.querySelectorAll('p');
  return {
    elements: [...body.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()),
    heading: body.querySelector('h2')?.textContent,
    text: paragraphs[0]?.textContent,
    links: [...body.querySelectorAll('a')].map((link) => ({
      href: link.getAttribute('href'),
      text: link.textContent,
      dir: link.getAttribute('dir'),
    })),
  };
}

describe('how the statement says to report a barrier', () => {
  it.each(supportedLanguages)('%s without a contact: sends the shopper to the shop, with no link', (code) => {
    const part = read(feedbackHtml(code, undefined));
    expect(part.heading).toBe(statementTexts[code].feedback);
    expect(part.text).toBe(statementTexts[code].feedbackShop);
    expect(part.links).toEqual([]);
  });

  it.each(supportedLanguages)('%s with a contact: the sentence and the merchant’s link in it', (code) => {
    const part = read(feedbackHtml(code, 'mailto:access@shop.example?subject=Barrier'));
    expect(part.text).toBe(statementTexts[code].feedbackContact.replace('{contact}', 'access@shop.example'));
    expect(part.links).toEqual([
      { href: 'mailto:access@shop.example?subject=Barrier', text: 'access@shop.example', dir: 'ltr' },
    ]);
  });

  // Hostile rows: what variants/accessibility-contact.ts lets through (an https:// URL whose path
  // holds quotes, markup or references) must stay data: one link, its href the merchant's bytes.
  it.each([
    ['a quote ending the attribute', 'https://shop.example/a"onmouseover="alert(1)'],
    ['a single quote', "https://shop.example/it's"],
    ['markup in the path', 'https://shop.example/"><script>alert(1)</script>'],
    ['a closing paragraph and a fake link', 'https://shop.example/</p><a href="javascript:alert(1)">x</a>'],
    ['an entity that would decode to a quote', 'https://shop.example/&quot;&#34;&amp;x'],
    ['a query with ampersands', 'https://shop.example/help?topic=a11y&lang=de&x=<y>'],
  ])('%s: %s stays one link with the merchant’s bytes', (_case, contact) => {
    const part = read(feedbackHtml('en', contact));
    expect(part.elements).toEqual(['h2', 'p', 'a']);
    expect(part.links).toEqual([{ href: contact, text: contact, dir: 'ltr' }]);
    expect(part.text).toBe(statementTexts.en.feedbackContact.replace('{contact}', contact));
  });
});
