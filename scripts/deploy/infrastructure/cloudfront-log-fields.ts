/**
 * The fields of CloudFront's standard logs (v2) the stack delivers, and those it leaves out with
 * why. Names as CloudFront's developer guide spells them ("Standard logging reference", log file
 * fields; v2 field selection takes the same names). A page's query may hold a full card number
 * (tokenList), so no field that can carry the query, or a URL with one, is ever delivered.
 */
export const loggedFields = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
] as const;

export const withheldFields: readonly (readonly [field: string, why: string])[] = [
  ['cs-uri-query', "the page's query: tokenList may carry a card number"],
  ['cs(Referer)', "the page's own request carries the merchant's page, whatever its query held"],
  ['cs(Cookie)', 'the XSRF-TOKEN cookie, a credential'],
  ['x-forwarded-for', 'client addresses of proxies in front, not needed to run the site'],
];
