import type { Target } from './engine';

/**
 * Finds a Target's first visible element, inside the page (plain JavaScript, so no test runner or
 * bundler rewrites it, and every engine runs the same text). Labels are read as the accessibility
 * tree names them: aria-labelledby, aria-label, then the <label>.
 */
const finderSource = `(target) => {
  const norm = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const visible = (element) => element.getClientRects().length > 0;
  const byIds = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent).join(' ');
  const name = (element) => {
    if (element.getAttribute('aria-labelledby')) return norm(byIds(element.getAttribute('aria-labelledby')));
    if (element.getAttribute('aria-label')) return norm(element.getAttribute('aria-label'));
    if (element.labels && element.labels.length > 0) return norm(element.labels[0].textContent);
    const images = [...element.querySelectorAll('img[alt]')].map((image) => image.alt).join(' ');
    return norm(element.textContent) || norm(images) || norm(element.value);
  };
  let found = [];
  if (target.css) found = [...document.querySelectorAll(target.css)];
  else if (target.label)
    found = [...document.querySelectorAll('input, select, textarea')].filter((element) => name(element) === target.label);
  else {
    const selectors = {
      button: 'button, [role="button"], input[type="submit"]',
      link: 'a[href], [role="link"]',
      radio: 'input[type="radio"], [role="radio"]',
    };
    const pattern = new RegExp(target.name);
    found = [...document.querySelectorAll(selectors[target.role])].filter((element) => pattern.test(name(element)));
  }
  return found.find(visible) || null;
}`;

/** An expression that evaluates to the target's element, or null. */
export const findExpression = (target: Target): string => `(${finderSource})(${JSON.stringify(target)})`;

/** How a target reads in a failure message. */
export const describeTarget = (target: Target): string => JSON.stringify(target);
