import { describe, expect, it } from 'vitest';
import type { RouteEntry } from './routes/routes-manifest';
import { contactSheet, routeUrl, type Shot, shotFileName } from './screenshots';

describe('the screenshot gallery', () => {
  it.each([
    ['basic', 'phone', 'basic--phone.png'],
    ['aober/chicshes.html', 'desktop', 'aober_chicshes.html--desktop.png'],
    ['salesforce/templates/mobile', 'phone', 'salesforce_templates_mobile--phone.png'],
  ])('names the shot of %s at %s size %s', (variant, size, file) => {
    expect(shotFileName(variant, size)).toBe(file);
  });

  // A statement's route names its variant: its shot must not overwrite the payment page's.
  it.each([
    ['basic', 'phone', 'statements/basic--phone.png'],
    ['aober/chicshes.html', 'desktop', 'statements/aober_chicshes.html--desktop.png'],
  ])('names the shot of %s’s statement at %s size %s', (variant, size, file) => {
    expect(shotFileName(variant, size, true)).toBe(file);
    expect(shotFileName(variant, size, true)).not.toBe(shotFileName(variant, size));
  });

  const route = (kind: RouteEntry['kind'], path: string, variant: string): RouteEntry => ({
    path,
    file: '',
    variant,
    screen: 'card-form',
    kind,
  });

  it.each([
    [
      'basic’s statement, at its own address',
      route('statement', '/basic/accessibility.html', 'basic'),
      /^http:\/\/127\.0\.0\.1:8080\/basic\/accessibility\.html$/,
    ],
    [
      'aober’s statement',
      route('statement', '/aober/chicshes/accessibility.html', 'aober/chicshes.html'),
      /^http:\/\/127\.0\.0\.1:8080\/aober\/chicshes\/accessibility\.html$/,
    ],
    [
      'basic’s payment page, as a merchant redirects to it',
      route('variant', '/basic/', 'basic'),
      /^http:\/\/127\.0\.0\.1:8080\/basic\/\?M=M1001&/,
    ],
  ])('opens %s', (_case, entry, url) => {
    expect(routeUrl('http://127.0.0.1:8080/', entry)).toMatch(url);
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

  it('gives a variant’s statement a section of its own after its payment page', () => {
    const html = contactSheet(
      [
        { variant: 'basic', size: 'phone', file: 'basic--phone.png' },
        { variant: 'basic', size: 'phone', file: 'statements/basic--phone.png', statement: true },
      ],
      'Gallery',
    );
    expect(html.match(/<section /g)).toHaveLength(2);
    expect(html).toContain('<section id="basic--statement"><h2>basic accessibility statement</h2>');
    expect(html).toContain('<figcaption>basic accessibility statement — phone 390×844</figcaption>');
    expect(html.indexOf('id="basic"')).toBeLessThan(html.indexOf('id="basic--statement"'));
  });

  it('escapes what it writes into the HTML', () => {
    const html = contactSheet([{ variant: '<b>x</b>', size: 'phone', file: 'x".png' }], 'A & B');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).not.toContain('x".png');
  });
});
