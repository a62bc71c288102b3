/**
 * The card scheme table of the spec (section 3), as data. Detection (scheme-detection.ts) reads it;
 * nothing else about schemes lives in code.
 *
 * ORDER MATTERS: the scheme is the first row whose prefix matches the start of the number, and the
 * prefixes overlap on purpose. maestro's 5018/6220 win over mastercard-free 50xx and unionpay's 62,
 * forbrugsforeningen's 600 wins over discover's 60, discover's 622 wins over unionpay's 62.
 */

/** Digit groups shown in the field; extra groups are unused when the number is shorter. */
const fourByFour = [4, 4, 4, 4, 3] as const;

export const cardSchemes = [
  {
    id: 'maestro',
    prefixes: ['5018', '502', '503', '506', '56', '58', '6220', '63', '67'],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'forbrugsforeningen',
    prefixes: ['600'],
    lengths: [16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'dankort',
    prefixes: ['5019'],
    lengths: [16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'visa',
    prefixes: ['4'],
    lengths: [13, 16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'mastercard',
    // Ranges are written as in the spec; the detector expands them to same-length prefixes.
    prefixes: ['51-55', '22-27'],
    lengths: [16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'amex',
    prefixes: ['34', '37'],
    lengths: [15],
    securityCodeLengths: [3, 4],
    checksum: true,
    groups: [4, 6, 5],
  },
  {
    id: 'diners',
    prefixes: ['30', '36', '38', '39'],
    lengths: [14],
    securityCodeLengths: [3],
    checksum: true,
    groups: [4, 6, 4],
  },
  {
    id: 'discover',
    prefixes: ['60', '64', '65', '622'],
    lengths: [16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'unionpay',
    prefixes: ['62', '88'],
    lengths: [16, 17, 18, 19],
    securityCodeLengths: [3],
    // Spec: no checksum for unionpay (some UnionPay cards are not Luhn-valid).
    checksum: false,
    groups: fourByFour,
  },
  {
    id: 'jcb',
    prefixes: ['35'],
    lengths: [16],
    securityCodeLengths: [3],
    checksum: true,
    groups: fourByFour,
  },
  {
    id: 'uatp',
    prefixes: ['1'],
    lengths: [15],
    securityCodeLengths: [3],
    checksum: true,
    groups: [4, 5, 6],
  },
] as const satisfies readonly CardSchemeRow[];

interface CardSchemeRow {
  readonly id: string;
  /** Digit prefixes, or 'from-to' ranges of same-length prefixes (mastercard 51-55). */
  readonly prefixes: readonly string[];
  /** Allowed number lengths, ascending. */
  readonly lengths: readonly number[];
  /** Allowed security-code lengths, ascending. */
  readonly securityCodeLengths: readonly number[];
  /** Whether the number must pass the Luhn checksum. */
  readonly checksum: boolean;
  /** Display mask: sizes of the digit groups separated by a space. */
  readonly groups: readonly number[];
}

export type CardSchemeId = (typeof cardSchemes)[number]['id'];

export interface CardScheme extends CardSchemeRow {
  readonly id: CardSchemeId;
}

/** Longest number any scheme (or an unknown card) may have. */
export const maxCardNumberLength = 19;
/** Shortest number accepted for a card of unknown scheme (non-strict mode). */
export const minUnknownCardNumberLength = 12;
/** Display mask for a number of unknown scheme. */
export const defaultGroups: readonly number[] = fourByFour;
