// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

const adoptedRules = () =>
  document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

describe('adoptStylesheet', () => {
  it('applies each stylesheet once, after those adopted before it, and leaves the document’s own alone', () => {
    const own = document.styleSheets.length;
    adoptStylesheet('.apm { display: grid; }');
    adoptStylesheet('.fieldset { border: 0px; }');
    // Two modules of one part share a stylesheet: the second adopts nothing more.
    adoptStylesheet('.apm { display: grid; }');
    expect(adoptedRules()).toEqual(['.apm { display: grid; }', '.fieldset { border: 0px; }']);
    expect(document.styleSheets.length).toBe(own);
    expect(document.querySelectorAll('style, link').length).toBe(0);
  });
});
