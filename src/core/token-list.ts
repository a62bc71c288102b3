import type { CardScheme } from '@/core/card-schemes';
import { isExpiryPast } from '@/core/expiry-validation';
import { decodeQueryComponent, editQueryParameter } from '@/core/query-parameter';
import { detectScheme } from '@/core/scheme-detection';
import { type SavedCardLogoId, savedCardLogoIds } from '@/core/scheme-logos';
import { isBlank } from '@/core/validation-result';

export interface SavedCard {
  token: string;
  /** As the merchant sent it, usually masked ('411111******1111'). */
  cardNumber: string;
  /** '**' when the merchant left it empty. */
  expiryMonth: string;
  /** '**' when the merchant left it empty. */
  expiryYear: string;
  /** Four dots then the last four digits: '....1111'. */
  maskedCardNumber: string;
  last4: string;
  cardSchemeImage: SavedCardLogoId;
  /**
   * True when its expiry month is over (isSavedCardExpired), set when the page offers the list
   * (markExpiredCards); such a card is shown but never paid with.
   */
  expired?: boolean;
}

/** More saved cards than this is not a real shopper's wallet; the rest are ignored. */
export const maxSavedCards = 50;
const maxTokenLength = 256;
const maxFieldLength = 64;
const missingExpiry = '**';

/** The scheme a saved card's number names, undefined when it shows too few leading digits. */
export function savedCardScheme(card: Pick<SavedCard, 'cardNumber'>): CardScheme | undefined {
  // A masked number shows only some digits: detection reads the leading run before the mask,
  // never the last four, which would be read as a prefix and name the wrong scheme.
  const leadingDigits = /^\d*/.exec(card.cardNumber.replace(/[\s-]/g, ''))?.[0] ?? '';
  return leadingDigits === '' ? undefined : detectScheme(leadingDigits);
}

function schemeImage(cardNumber: string): SavedCardLogoId {
  const id = savedCardScheme({ cardNumber })?.id;
  return savedCardLogoIds.find((image) => image !== 'default' && image === id) ?? 'default';
}

/** The value of a 'key:value' item: everything after the first ':'. Undefined when there is no ':'. */
function itemValue(item: string): string | undefined {
  const colon = item.indexOf(':');
  return colon === -1 ? undefined : item.slice(colon + 1).trim();
}

function parseGroup(body: string): SavedCard | undefined {
  const values = body.split(',').map(itemValue);
  if (values.length !== 4) return undefined;
  const [token, cardNumber, expiryMonth, expiryYear] = values;
  if (
    token === undefined ||
    cardNumber === undefined ||
    expiryMonth === undefined ||
    expiryYear === undefined
  ) {
    return undefined;
  }
  if (token === '' || token.length > maxTokenLength) return undefined;
  if (
    cardNumber.length > maxFieldLength ||
    expiryMonth.length > maxFieldLength ||
    expiryYear.length > maxFieldLength
  ) {
    return undefined;
  }
  const last4 = cardNumber.replace(/\D/g, '').slice(-4);
  return {
    token,
    cardNumber,
    expiryMonth: expiryMonth === '' ? missingExpiry : expiryMonth,
    expiryYear: expiryYear === '' ? missingExpiry : expiryYear,
    maskedCardNumber: `....${last4}`,
    last4,
    cardSchemeImage: schemeImage(cardNumber),
  };
}

/**
 * The bodies of the bracketed groups in `raw`. A group opened but not closed before the next '['
 * (or the end) is broken and skipped; text between groups (the separating commas) is ignored.
 */
function groupBodies(raw: string): string[] {
  // One linear pass: a query value can be long and hostile, so no rescanning per group.
  const bodies: string[] = [];
  let start = -1;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    if (char === '[') {
      start = i;
    } else if (char === ']' && start !== -1) {
      bodies.push(raw.slice(start + 1, i));
      start = -1;
    }
  }
  return bodies;
}

/**
 * Parses the tokenList query value (spec section 3):
 * `[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_2,...]`.
 * Items are read by position, not by key, as the spec describes them. A broken group or one
 * without a token is dropped and the rest kept; a repeated token keeps its first card; at most
 * 50 cards. Never throws.
 */
export function parseTokenList(raw: string | null | undefined): SavedCard[] {
  if (typeof raw !== 'string' || isBlank(raw)) return [];
  const cards: SavedCard[] = [];
  const seen = new Set<string>();
  for (const body of groupBodies(raw)) {
    const card = parseGroup(body);
    if (card === undefined || seen.has(card.token)) continue;
    seen.add(card.token);
    cards.push(card);
    if (cards.length === maxSavedCards) break;
  }
  return cards;
}

/**
 * The expiry as MM/YY for display, or undefined when the merchant did not send it. Values come
 * from the query string: anything that is not a plain month/year number is shown as unknown
 * rather than echoed, so a stray text can never pose as a date.
 */
export function savedCardExpiry(
  card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>,
): { month: string; year: string } | undefined {
  const { expiryMonth, expiryYear } = card;
  if (!/^\d{1,2}$/.test(expiryMonth) || !/^(\d{2}|\d{4})$/.test(expiryYear)) return undefined;
  const month = Number(expiryMonth);
  if (month < 1 || month > 12) return undefined;
  return { month: String(month).padStart(2, '0'), year: expiryYear.slice(-2) };
}

/**
 * Whether a saved card's expiry month is over at `now`, by the typed expiry's rule. A card whose
 * expiry is missing or unreadable is not called expired: the gateway, which knows, decides.
 */
export function isSavedCardExpired(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  if (savedCardExpiry(card) === undefined) return false;
  return isExpiryPast(Number(card.expiryMonth), card.expiryYear, now);
}

/** The cards with `expired` set as of `now`, in the same order. */
export function markExpiredCards(cards: readonly SavedCard[], now: Date): SavedCard[] {
  return cards.map((card) => ({ ...card, expired: isSavedCardExpired(card, now) }));
}

/** The saved cards a tokenList offers at `now`: parseTokenList's, with the expired ones marked. */
export function readSavedCards(raw: string, now: Date): SavedCard[] {
  return markExpiredCards(parseTokenList(raw), now);
}

/** Spec section 4: deleting a token removes it from the list without reloading the page. */
export function removeSavedCard(cards: readonly SavedCard[], token: string): SavedCard[] {
  return cards.filter((card) => card.token !== token);
}

/** Where each bracketed group lies in a raw (still encoded) tokenList value. */
interface RawGroup {
  /** The offset of its '['. */
  start: number;
  /** The offset just after its ']'. */
  end: number;
  /** Its body, decoded as the page's config reads it. */
  body: string;
}

/**
 * The groups of a raw tokenList value, found as groupBodies finds them in the decoded value. The
 * brackets are ASCII, which a query writes either as they are or as one escape ('%5B', '%5D'), and
 * never inside the escape of another character, so each group's bytes can be cut out as they are.
 */
function rawGroups(raw: string): RawGroup[] {
  const groups: RawGroup[] = [];
  let start = -1;
  let bodyStart = -1;
  for (let i = 0; i < raw.length; ) {
    const escaped = raw[i] === '%' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3));
    const char = escaped ? String.fromCharCode(Number.parseInt(raw.slice(i + 1, i + 3), 16)) : raw[i];
    const next = i + (escaped ? 3 : 1);
    if (char === '[') {
      start = i;
      bodyStart = next;
    } else if (char === ']' && start !== -1) {
      groups.push({ start, end: next, body: decodeQueryComponent(raw.slice(bodyStart, i)) });
      start = -1;
    }
    i = next;
  }
  return groups;
}

/**
 * A raw tokenList query value (as it stands in the address, still encoded) without the card
 * `token`; undefined when no card is left. After a delete the page's own address carries this, so
 * a reload or a failure redirect to the page's own address does not bring the card back.
 *
 * How the new value is encoded: it is not re-encoded at all. The deleted groups are cut out with
 * the separators before them (after them, for the first), and every other byte, the remaining
 * groups in the merchant's own encoding included, stays as it came. That is always
 * possible (see rawGroups), so no group ever needs encodeURIComponent, which would write the
 * merchant's '[' and ':' differently from a merchant that sent them raw.
 */
export function tokenListWithout(raw: string, token: string): string | undefined {
  const groups = rawGroups(raw);
  const kept = groups.filter((group) => parseGroup(group.body)?.token !== token);
  if (kept.length === 0) return undefined;
  if (kept.length === groups.length) return raw;
  // The text before the first group, then each kept group with the separator that stood before
  // it (none for the first kept one), then the text after the last group.
  let value = raw.slice(0, groups[0]?.start ?? 0);
  kept.forEach((group, index) => {
    const before = groups[groups.indexOf(group) - 1];
    if (index > 0 && before) value += raw.slice(before.end, group.start);
    value += raw.slice(group.start, group.end);
  });
  return value + raw.slice(groups[groups.length - 1]?.end ?? raw.length);
}

/**
 * The page address with `token` taken out: out of its tokenList query parameter (see
 * tokenListWithout), and `g1` gone when it named that card. Only those bytes change; every other
 * parameter keeps its order and encoding (editQueryParameter), so an address the merchant signed,
 * which the failure URL defaults to, still carries the merchant's bytes.
 */
export function pageUrlWithoutSavedCard(pageUrl: string, token: string): string {
  const withoutG1 = editQueryParameter(pageUrl, 'g1', (raw) =>
    decodeQueryComponent(raw) === token ? undefined : raw,
  );
  return editQueryParameter(withoutG1, 'tokenList', (raw) => tokenListWithout(raw, token));
}

/** A number with more digits than the first six and last four a masked number shows. */
const fullCardNumber = /^\d{11,19}$/;

/**
 * The tokenList value with every full card number cut to what a merchant's masked number shows
 * and the page needs: the first six digits (the scheme's logo) and the last four, the rest `*`.
 * Numbers already masked, and everything else, are kept as written. A value with nothing to cut
 * comes back as it was, so a caller can tell nothing changed.
 */
export function tokenListWithoutFullCardNumbers(raw: string): string {
  let changed = false;
  const cut = raw.replace(/\[([^[\]]*)\]/g, (group, body: string) => {
    const items = body.split(',');
    const numberItem = items[1];
    const colon = numberItem?.indexOf(':') ?? -1;
    if (numberItem === undefined || colon === -1) return group;
    const digits = numberItem.slice(colon + 1).replace(/[\s-]/g, '');
    if (!fullCardNumber.test(digits)) return group;
    changed = true;
    items[1] = `${numberItem.slice(0, colon + 1)}${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
    return `[${items.join(',')}]`;
  });
  return changed ? cut : raw;
}
