/**
 * `accessibilityContact`: where a shopper reports an accessibility barrier, shown as a link in the
 * variant's accessibility statement (scripts/build/accessibility/). Only two kinds of address are a
 * way to reach a person and safe to put in a link a shopper follows: an e-mail (`mailto:`) and a web
 * page over TLS (`https://`). Anything else, `http:`, `javascript:`, `data:`, a bare address, is
 * refused at build time rather than published. The value is written byte for byte (escaped as
 * HTML), so quotes or `<` in a path are the merchant's business, never markup.
 */
export const accessibilityContactRule =
  'a mailto: address (mailto:access@shop.example) or an https:// URL, without spaces or a user name';

// One address (no list of recipients), optionally followed by ?subject=… or &body=….
const mailto = /^mailto:[^\s?@,]+@[^\s?@,]+(\?\S*)?$/i;
// What a mailto: query may add without sending the shopper's mail to someone the link does not
// show (cc, bcc, to: RFC 6068 headers): the subject and the text.
const mailtoFields = new Set(['subject', 'body']);
// Spaces and control characters would be dropped or mangled by a browser's URL parser, and format
// characters (a right-to-left override, a soft hyphen) make the text read otherwise than it goes:
// either way the link would not go where its text says.
const spaceControlOrFormat = /[\s\p{Cc}\p{Cf}]/u;

export function isAccessibilityContact(value: string): boolean {
  if (spaceControlOrFormat.test(value)) return false;
  if (mailto.test(value)) {
    const query = value.indexOf('?');
    if (query === -1) return true;
    const fields = [...new URLSearchParams(value.slice(query + 1)).keys()];
    return fields.every((field) => mailtoFields.has(field.toLowerCase()));
  }
  if (!/^https:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  // https://shop.example@elsewhere.example reads as the shop and goes elsewhere.
  return url.hostname !== '' && url.username === '' && url.password === '';
}

/** The link's text: the address alone for an e-mail, the whole URL for a page. */
export function accessibilityContactText(value: string): string {
  if (!/^mailto:/i.test(value)) return value;
  const address = value.slice('mailto:'.length);
  const query = address.indexOf('?');
  return query === -1 ? address : address.slice(0, query);
}
