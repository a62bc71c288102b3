import type { CardSchemeId } from '@/core/card-schemes';
import { detectScheme } from '@/core/scheme-detection';

const digits = '0123456789';

/**
 * The schemes the card number shows now or can show once one more digit is typed, each once, in the
 * order of the digit that reveals it: what its logo should already have loaded, so the logo comes in
 * the same frame as the key that reveals it rather than a round trip and an image decode later.
 * An empty number reveals UATP (1) and Visa (4); "5", Mastercard (51) and Maestro (56).
 */
export function schemesOneKeyAhead(cardNumber: string): CardSchemeId[] {
  const typed = cardNumber.replace(/\D/g, '');
  const ahead = new Set<CardSchemeId>();
  for (const next of ['', ...digits]) {
    const scheme = detectScheme(typed + next);
    if (scheme) ahead.add(scheme.id);
  }
  return [...ahead];
}
