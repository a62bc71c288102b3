import { describe, expect, it } from 'vitest';
import { contactSheet, type Shot, shotFileName } from './screenshots';

describe('the screenshot gallery', () => {
  it.each([
    ['basic', 'phone', 'basic--phone.png'],
    ['aober/chicshes.html', 'desktop', 'aober_chicshes.html--desktop.png'],
    ['salesforce/templates/mobile', 'phone', 'salesforce_templates_mobile--phone.png'],
  ])('names the shot of %s at %s size %s', (variant, size, file) => {
    expect(shotFileName(variant, size)).toBe(file);
  });

  const shots: Shot[] = [
    { variant: 'basic', size: 'phone', file: 'basic--phone.png' },
    { variant: 'basic', size: 'desktop', file: 'basic--desktop.png' },
    { variant: 'gett', size: 'phone', file: 'gett--phone.png' },
  ];

  it('groups the images by variant, each captioned with its name and size', () => {
    const html = contactSheet(shots, 'Gallery');
    expect(html.match(/<section /g)).toHaveLength(2);
    expect(html).toContain('<figcaption>basic — phone 390×844</figcaption>');
    expect(html).toContain('<figcaption>basic — desktop 1280×800</figcaption>');
    expect(html.indexOf('id="basic"')).toBeLessThan(html.indexOf('id="gett"'));
  });

  it('escapes what it writes into the HTML', () => {
    const html = contactSheet([{ variant: '<b>x</b>', size: 'phone', file: 'x".png' }], 'A & B');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).not.toContain('x".png');
  });
});
