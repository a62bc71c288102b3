/**
 * The longest security code any card has: 4 digits (amex's CID, printed on the front; every other
 * scheme's code has 3). The card form's field takes at most this many before the scheme is known;
 * the scheme table (card-schemes.ts) holds each scheme's lengths, and card-schemes.test.ts checks
 * that its longest is this one. Its own module, not the validator's, because the field renders on
 * the first screen and the validators and the table load only on the first interaction.
 */
export const longestSecurityCode = 4;
