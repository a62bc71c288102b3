/**
 * The billing countries whose postal addresses name a state, province, prefecture, emirate or the
 * like: the billing address asks for one only there (billing-validation.ts), and sends none (c8)
 * anywhere else. A Portuguese or German address has no such line, so asking for one only makes
 * shoppers invent it.
 *
 * Source: Google's libaddressinput region data (cpp/src/region_data_constants.cc, also served as
 * chromium-i18n.appspot.com/ssl-address), the regions whose "require" holds S (the administrative
 * area), kept to the ISO 3166-1 alpha-2 codes the billing country list offers (country-codes.ts).
 */
export const countriesWithStates: ReadonlySet<string> = new Set(
  'AE AS AU BR CA CN CO CR ES FM HK HN ID IN IQ IT JM JP KN KR KY MH MP MX NR PF PG PW RU SO SV TW US VE VI'.split(
    ' ',
  ),
);
