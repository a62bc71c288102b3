import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary, SavedCardsSection } from '@/ui/lazy-parts';

// No test-i18n here: it preloads every lazy part, and these are the renders before any code arrives,
// as the build prerenders the first screen.
describe('the lazy parts before their code arrives', () => {
  it.each([
    // aober's summary arrives with the query above the form: its place is kept from the first paint.
    ['the order summary', OrderSummary, '<div class="order-summary-slot"></div>'],
    // ips's saved cards go after the form, and elsewhere they replace it: nothing to keep.
    ['the saved-card section', SavedCardsSection, ''],
  ] as const)('%s renders %j', (_name, Part, html) => {
    expect(renderToString(<Part />)).toBe(html);
  });
});
