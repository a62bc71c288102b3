import { describe, expect, it } from 'vitest';
import { accessibilityContactText, isAccessibilityContact } from './accessibility-contact';

describe('accessibilityContact', () => {
  it.each([
    ['an e-mail address', 'mailto:access@shop.example', true],
    ['an e-mail with a subject', 'mailto:access@shop.example?subject=Accessibility%20barrier', true],
    ['an upper-case scheme (schemes are case-insensitive, RFC 3986 3.1)', 'MAILTO:access@shop.example', true],
    ['a web page', 'https://shop.example/accessibility', true],
    ['a web page with a query', 'https://shop.example/help?topic=accessibility&lang=de', true],
    [
      'a path with quotes and markup (escaped when written)',
      'https://shop.example/"><script>x</script>',
      true,
    ],
    ['an IDN host', 'https://bücher.example/kontakt', true],
    ['plain http', 'http://shop.example/accessibility', false],
    ['javascript:', 'javascript:alert(1)', false],
    ['data:', 'data:text/html,<p>hi</p>', false],
    ['a bare e-mail address', 'access@shop.example', false],
    ['a host without a scheme', 'shop.example/accessibility', false],
    ['a protocol-relative URL', '//shop.example/accessibility', false],
    ['https without slashes (a browser reads it as a host)', 'https:shop.example', false],
    ['https with no host', 'https://', false],
    ['a user name before the host', 'https://shop.example@elsewhere.example/', false],
    ['a space', 'https://shop.example/a b', false],
    ['a newline (a browser drops it silently)', 'https://shop.example/a\nb', false],
    ['leading space', ' https://shop.example/', false],
    ['an empty mailto', 'mailto:', false],
    ['a mailto without an address', 'mailto:?subject=x', false],
    ['a mailto to two addresses', 'mailto:a@shop.example,b@shop.example', false],
    ['a mailto without @', 'mailto:access', false],
    ['a mailto with a subject and a body', 'mailto:access@shop.example?subject=Barrier&body=Hello', true],
    // review of 2026-11-28: the link shows one address and the mail goes to more
    ['a mailto with a copy to another address', 'mailto:a@shop.example?cc=x@evil.example', false],
    [
      'a mailto with a blind copy after a subject',
      'mailto:a@shop.example?subject=x&bcc=x@evil.example',
      false,
    ],
    ['a mailto with a second To', 'mailto:a@shop.example?to=x@evil.example', false],
    ['a right-to-left override (reads otherwise than it goes)', 'https://shop.example/\u202Egnp.exe', false],
    ['a soft hyphen', 'https://shop\u00ADexample.example/', false],
    ['the empty string', '', false],
    ['a placeholder', 'TODO', false],
  ])('%s: %j → %s', (_case, value, accepted) => {
    expect(isAccessibilityContact(value)).toBe(accepted);
  });

  it.each([
    ['mailto:access@shop.example', 'access@shop.example'],
    ['mailto:access@shop.example?subject=Barrier', 'access@shop.example'],
    ['MAILTO:access@shop.example', 'access@shop.example'],
    ['https://shop.example/accessibility', 'https://shop.example/accessibility'],
  ])('%s is shown as %s', (value, text) => {
    expect(accessibilityContactText(value)).toBe(text);
  });
});
