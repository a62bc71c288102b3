// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { cardFormOf, clampStep, firstControlOf, stepOf } from '@/screens/nayax/form-steps';

// The shared card form's shape as it renders (src/ui/card-form/card-form.tsx), reduced to what
// the steps read: fields before the expiry/code row, the row, and what follows it.
function renderForm(options: { name: boolean }): HTMLElement {
  const area = document.createElement('div');
  area.innerHTML = `
    <form class="card-form">
      <h2 class="card-form__title">Card details</h2>
      <div class="notice"><a href="#field-cardNumber" id="summary-link">Card number</a></div>
      <div class="field"><input id="number"></div>
      <div class="field-row">
        <div class="field"><input id="expiry"></div>
        <div class="field"><input id="cvv"></div>
      </div>
      ${options.name ? '<div class="field"><input id="name"></div>' : ''}
      <label class="checkbox"><input type="checkbox" id="save"></label>
      <button type="submit" id="pay">Pay</button>
    </form>
    <button id="apm">PayPal</button>`;
  return area;
}

const byId = (area: HTMLElement, id: string) => area.querySelector(`#${id}`) as Element;

describe('the kiosk steps over the shared card form', () => {
  it.each([
    ['number', 1],
    ['expiry', 2],
    ['cvv', 2],
    ['name', 3],
    ['save', 3],
    ['pay', 3],
    // Above the fields, shown on every step: focusing it moves no step.
    ['summary-link', undefined],
    // Outside the form (an APM button): no step.
    ['apm', undefined],
  ])('%s is in step %s', (id, step) => {
    const area = renderForm({ name: true });
    expect(stepOf(cardFormOf(area) as Element, byId(area, id))).toBe(step);
  });

  it.each([
    [{ name: true }, 1, 'number'],
    [{ name: true }, 2, 'expiry'],
    [{ name: true }, 3, 'name'],
    // Without the cardholder name the last step starts at the save-card box: still Pay in it.
    [{ name: false }, 3, 'save'],
  ])('with %o, step %i starts at %s', (options, step, id) => {
    const area = renderForm(options);
    expect(firstControlOf(cardFormOf(area) as Element, step)?.id).toBe(id);
  });

  it('has every control of the form in exactly one step, and every step has one', () => {
    const area = renderForm({ name: true });
    const form = cardFormOf(area) as Element;
    const controls = Array.from(form.querySelectorAll('input, button'));
    const steps = controls.map((control) => stepOf(form, control));
    expect(steps.filter((step) => step === undefined)).toEqual([]);
    expect(new Set(steps)).toEqual(new Set([1, 2, 3]));
  });

  it.each([
    [0, 1],
    [2, 2],
    [7, 3],
  ])('a step asked for as %i is kept within the steps: %i', (asked, kept) => {
    expect(clampStep(asked)).toBe(kept);
  });

  it('finds no form while the saved-card list replaces it', () => {
    expect(cardFormOf(document.createElement('div'))).toBeNull();
  });
});
