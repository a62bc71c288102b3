/**
 * What the accessibility tests measure inside a page, as plain JavaScript expressions: the same
 * text runs in Chromium (playwright), Firefox (puppeteer over WebDriver BiDi) and WebKit (classic
 * WebDriver), and no bundler or test runner rewrites it. Each expression evaluates to JSON.
 */

/** A merchant name and a description with no place to break a line (what reflow must survive). */
export const unbrokenMerchantName = `Merchant${'W'.repeat(292)}`;
export const unbrokenDescription = `Order${'0123456789'.repeat(20)}`;

/** How far the page scrolls sideways, in CSS pixels (0 when it fits: WCAG 1.4.10). */
export const sidewaysScroll = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

/**
 * The WCAG 1.4.12 text-spacing overrides (line height 1.5, paragraph spacing 2, letter spacing
 * 0.12 and word spacing 0.16 times the font size), as a constructed stylesheet, which the page's
 * CSP (no inline styles) does not govern.
 */
const textSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

export const applyTextSpacing = `(() => { const sheet = new CSSStyleSheet(); sheet.replaceSync(${JSON.stringify(textSpacing)}); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; return true; })()`;

/**
 * Text the shopper cannot see whole: an element with text of its own drawn outside a box that
 * hides its overflow, and a field whose placeholder is its only visible label (gett's phones) and is
 * wider than the field's text box. Each as "tag.class: text".
 */
export const clippedText = `(() => {
  const found = [];
  const name = (element) => element.tagName.toLowerCase() + (element.classList.length ? '.' + [...element.classList].join('.') : '');
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  // Visually hidden texts (read by screen readers only) are clipped on purpose.
  const srOnly = (element) => { const box = element.getBoundingClientRect(); return box.width <= 1 && box.height <= 1; };
  const hidesOverflow = (style) => /hidden|clip/.test(style.overflowX + style.overflowY);
  for (const element of document.body.querySelectorAll('*')) {
    const texts = [...element.childNodes].filter((node) => node.nodeType === 3 && node.textContent.trim() !== '');
    if (texts.length === 0 || !visible(element) || srOnly(element)) continue;
    // Where the text itself is drawn, against the box of each ancestor that cuts what overflows it.
    const range = document.createRange();
    range.setStartBefore(texts[0]);
    range.setEndAfter(texts[texts.length - 1]);
    const drawn = range.getBoundingClientRect();
    for (let box = element; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!hidesOverflow(style) || srOnly(box)) continue;
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const cutX = style.overflowX !== 'visible' && (drawn.left < left - 1 || drawn.right > left + box.clientWidth + 1);
      const cutY = style.overflowY !== 'visible' && (drawn.top < top - 1 || drawn.bottom > top + box.clientHeight + 1);
      if (cutX || cutY) { found.push(name(element) + ': ' + element.textContent.trim().slice(0, 40)); break; }
    }
  }
  const canvas = document.createElement('canvas').getContext('2d');
  for (const input of document.querySelectorAll('input[placeholder]:not([type="hidden"]), textarea[placeholder]')) {
    if (!visible(input) || input.value !== '' || !input.placeholder) continue;
    // Only a placeholder that is the field's one visible label (labels as placeholders) is text the
    // shopper needs whole; beside a visible label it is an example, cut as any input's overflow is.
    const label = input.labels && input.labels[0];
    if (label && visible(label) && !srOnly(label)) continue;
    const style = getComputedStyle(input, '::placeholder');
    const field = getComputedStyle(input);
    canvas.font = style.font || field.font;
    const room = input.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight);
    const width = canvas.measureText(input.placeholder).width;
    if (width > room + 1) found.push(name(input) + ' placeholder ' + Math.round(width) + ' px in ' + Math.round(room) + ': ' + input.placeholder);
  }
  return found;
})()`;

/**
 * Colour helpers inside the page: any CSS colour (oklch, color-mix, named) is read back as sRGB
 * through a canvas, then WCAG's relative luminance and contrast ratio.
 */
const colourHelpers = `
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (colour) => { paint.clearRect(0, 0, 1, 1); paint.fillStyle = '#000'; paint.fillStyle = colour; paint.fillRect(0, 0, 1, 1); return [...paint.getImageData(0, 0, 1, 1).data]; };
  const luminance = ([r, g, b]) => { const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; };
  const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const behind = (element) => { for (let box = element.parentElement; box; box = box.parentElement) { const colour = rgba(getComputedStyle(box).backgroundColor); if (colour[3] > 0) return colour; } return [255, 255, 255, 255]; };
  const name = (element) => element.tagName.toLowerCase() + (element.name ? '[name=' + element.name + ']' : element.classList.length ? '.' + [...element.classList].join('.') : '');
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
`;

/** The text fields a shopper types in, as a selector. */
const textFields =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]), textarea, select';

/**
 * WCAG 1.4.11 for fields at rest: each visible field's boundary (its border, or its own background
 * where it has no border) against what is behind it, at least 3:1. Each failure as "field ratio".
 */
export const weakFieldBoundaries = `(() => {
  ${colourHelpers}
  const found = [];
  for (const field of document.querySelectorAll(${JSON.stringify(textFields)})) {
    if (!visible(field)) continue;
    const style = getComputedStyle(field);
    const around = behind(field);
    const border = parseFloat(style.borderBottomWidth) > 0 ? rgba(style.borderBottomColor) : rgba(style.backgroundColor);
    const ratio = Math.max(contrast(border, around), contrast(rgba(style.backgroundColor), around));
    if (ratio < 3) found.push(name(field) + ' ' + ratio.toFixed(2));
  }
  return found;
})()`;

/**
 * WCAG 1.4.11 and 2.4.7 for focus: each visible field, focused, shows an indicator (an outline or
 * a box shadow at least 2 px, or a border colour that changed) of at least 3:1 against what is
 * behind it. Each failure as "field: why".
 */
export const weakFocusIndicators = `(() => {
  ${colourHelpers}
  const found = [];
  for (const field of document.querySelectorAll(${JSON.stringify(textFields)})) {
    if (!visible(field)) continue;
    const before = getComputedStyle(field).borderBottomColor;
    field.focus();
    const style = getComputedStyle(field);
    const around = behind(field);
    const candidates = [];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) candidates.push(rgba(style.outlineColor));
    const shadow = style.boxShadow.match(/(rgba?\\([^)]*\\)|oklch\\([^)]*\\)|#[0-9a-f]+)/i);
    if (style.boxShadow !== 'none' && shadow) candidates.push(rgba(shadow[1]));
    if (style.borderBottomColor !== before) candidates.push(rgba(style.borderBottomColor));
    const best = Math.max(0, ...candidates.map((colour) => contrast(colour, around)));
    if (best < 3) found.push(name(field) + ': focus indicator ' + best.toFixed(2) + ':1');
    field.blur();
  }
  return found;
})()`;

/**
 * WCAG 2.5.8: each visible control at least 24 by 24 CSS px, or (the spacing exception) with no
 * other control inside a 24 px square centred on it. Links inside a sentence are exempt.
 */
export const smallTargets = `(() => {
  ${colourHelpers}
  const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [tabindex]:not([tabindex="-1"])';
  const controls = [...document.querySelectorAll(selector)].filter(visible);
  const boxes = controls.map((control) => control.getBoundingClientRect());
  const found = [];
  controls.forEach((control, index) => {
    const box = boxes[index];
    if (box.width >= 24 && box.height >= 24) return;
    if (control.tagName === 'A' && control.closest('p')) return;
    // A control inside a larger control (a label's box) counts as that control's target.
    if (control.parentElement && control.parentElement.closest('label')) { const label = control.parentElement.closest('label').getBoundingClientRect(); if (label.width >= 24 && label.height >= 24) return; }
    const cx = box.left + box.width / 2; const cy = box.top + box.height / 2;
    const near = boxes.some((other, j) => j !== index && !controls[j].contains(control) && !control.contains(controls[j]) && other.left < cx + 12 && other.right > cx - 12 && other.top < cy + 12 && other.bottom > cy - 12);
    if (near) found.push(name(control) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height));
  });
  return found;
})()`;

/**
 * WCAG 1.3.5: the card and billing fields say what they are for, in the tokens browsers and
 * password managers fill. Each visible field's autocomplete, by its name attribute or its token.
 */
export const fieldPurposes = `[...document.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select')].filter((field) => field.getClientRects().length > 0).map((field) => field.getAttribute('autocomplete') || '(none) ' + (field.name || field.id))`;

/**
 * The focus indicator of the field the shopper put the focus in (by a click through the driver:
 * in WebKitGTK under WebDriver a script's focus() does not make the window show focus), as its
 * best contrast against what is behind the field, or null without a focused field.
 */
export const activeFocusIndicator = `(() => {
  ${colourHelpers}
  const field = document.activeElement;
  if (!field || field === document.body) return null;
  const style = getComputedStyle(field);
  const around = behind(field);
  const candidates = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) candidates.push(rgba(style.outlineColor));
  const shadow = style.boxShadow.match(/(rgba?\\([^)]*\\)|oklch\\([^)]*\\)|#[0-9a-f]+)/i);
  if (style.boxShadow !== 'none' && shadow) candidates.push(rgba(shadow[1]));
  return Math.max(0, ...candidates.map((colour) => contrast(colour, around)));
})()`;
