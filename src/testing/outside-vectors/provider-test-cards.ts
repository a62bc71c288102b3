import type { CardSchemeId } from '@/core/card-schemes';

/*
 * Test card numbers payment providers publish, as they publish them, each with where it was read.
 * A provider's test card is a valid card of its brand, unless the provider says it fails Luhn.
 * Our verdict is the non-strict one (no merchant list). Where the spec's card table names another
 * scheme, or refuses the card, the row says why in `differs` and holds our spec-table result.
 * A number listed by several providers is a row per provider.
 */

export interface ProviderTestCard {
  readonly number: string;
  /** The brand as the provider labels it. */
  readonly brand: string;
  readonly source: string;
  readonly ours: { readonly scheme: CardSchemeId | undefined; readonly isValid: boolean };
  /** The provider publishes it as a number that fails the Luhn check. */
  readonly failsLuhn?: true;
  readonly differs?: string;
}

export const providerTestCards: readonly ProviderTestCard[] = [
  {
    number: '4242424242424242',
    brand: 'Visa',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4000056655665556',
    brand: 'Visa Debit',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '2223003122003222',
    brand: 'Mastercard 2 Series',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5200828282828210',
    brand: 'Mastercard Debit',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5105105105105100',
    brand: 'Mastercard prepaid',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '378282246310005',
    brand: 'American Express',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '371449635398431',
    brand: 'American Express',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '6011111111111117',
    brand: 'Discover',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '6011000990139424',
    brand: 'Discover',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '6011981111111113',
    brand: 'Discover debit',
    source:
      'Stripe docs: testing, cards by brand (as listed on documentation.paysimple.com, Stripe CC testing information)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '4012888888881881',
    brand: 'Visa',
    source:
      "Stripe docs: test card numbers (gist Zonalds/3b9acc3a37d09afd0bbe324d49244a9c, 'Test credit card numbers to use when developing with Stripe')",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '30569309025904',
    brand: 'Diners Club',
    source:
      "Stripe docs: test card numbers (gist Zonalds/3b9acc3a37d09afd0bbe324d49244a9c, 'Test credit card numbers to use when developing with Stripe')",
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '38520000023237',
    brand: 'Diners Club',
    source:
      "Stripe docs: test card numbers (gist Zonalds/3b9acc3a37d09afd0bbe324d49244a9c, 'Test credit card numbers to use when developing with Stripe')",
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '3530111333300000',
    brand: 'JCB',
    source:
      "Stripe docs: test card numbers (gist Zonalds/3b9acc3a37d09afd0bbe324d49244a9c, 'Test credit card numbers to use when developing with Stripe')",
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '3566002020360505',
    brand: 'JCB',
    source:
      "Stripe docs: test card numbers (gist Zonalds/3b9acc3a37d09afd0bbe324d49244a9c, 'Test credit card numbers to use when developing with Stripe')",
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '378282246310005',
    brand: 'AmEx',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '371449635398431',
    brand: 'AmEx',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '378734493671000',
    brand: 'AmEx',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '30569309025904',
    brand: 'Carte Blanche',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '38520000023237',
    brand: 'Diners Club',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '6011111111111117',
    brand: 'Discover',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '6011000990139424',
    brand: 'Discover',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '3530111333300000',
    brand: 'JCB',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '3566002020360505',
    brand: 'JCB',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '6304000000000000',
    brand: 'Maestro',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'maestro', isValid: true },
  },
  {
    number: '5105105105105100',
    brand: 'MasterCard',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5555555555554444',
    brand: 'MasterCard',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4009348888881881',
    brand: 'Visa',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4012888888881881',
    brand: 'Visa',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4111111111111111',
    brand: 'Visa',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4000111111111115',
    brand: 'Visa',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4500600000000061',
    brand: 'Visa prepaid',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4000111111111511',
    brand: 'Visa (fraud)',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '1000000000000008',
    brand: 'Unknown',
    source:
      'Braintree: Braintree::Test::CreditCardNumbers (braintree gem 2.49.0, lib/braintree/test/credit_card.rb)',
    ours: { scheme: 'uatp', isValid: false },
    differs:
      'spec table: uatp is prefix 1 with 15 digits, so this 16-digit 1… is refused (Braintree lists it as an unknown brand)',
  },
  {
    number: '5100081112223332',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5100290029002909',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5577000055770004',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5136333333333335',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5585558555855583',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5555444433331111',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5555555555554444',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5500000000000004',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5424000000000015',
    brand: 'MasterCard',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4111111111111111',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4988438843884305',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4166676667666746',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4646464646464644',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4444333322221111',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4400000000000008',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4977949494949497',
    brand: 'VISA',
    source:
      "Adyen test card numbers (gist sschlein/100f80614951b2a1654bf1dfa7eac240, Adyen's published list)",
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5500000000000004',
    brand: 'Mastercard (REGULAR_TEST_CARD)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4111111111111111',
    brand: 'Visa',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '370000000000002',
    brand: 'Amex',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '6703444444444449',
    brand: 'Bancontact and Maestro',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'maestro', isValid: true },
  },
  {
    number: '4035501000000008',
    brand: 'Visa and Cartes Bancaires',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4871049999999910',
    brand: 'Visa and Bancontact',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5127880999999990',
    brand: 'Mastercard and Bancontact',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4001230000000004',
    brand: 'Visa and Star',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4000620000000007',
    brand: 'Visa',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4687380100010006',
    brand: 'Visa and eftpos',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5201281505129736',
    brand: 'Mastercard (3DS2 frictionless)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5000550000000029',
    brand: 'Maestro (3DS2 full flow)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: undefined, isValid: true },
    differs:
      'spec table: maestro has no 500 prefix; taken as a card of no known scheme (12 to 19 digits, Luhn) on non-strict variants',
  },
  {
    number: '4212345678910006',
    brand: 'Visa (3DS2 challenge)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '6771830999991239343',
    brand: 'Maestro (passes Luhn at 16, 18 and 19 digits)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'maestro', isValid: true },
  },
  {
    number: '135410014004955',
    brand: 'UATP',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'uatp', isValid: true },
  },
  {
    number: '4354100140049554',
    brand: 'Visa',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4111111111111112',
    brand: 'Visa (FAILS_LUHN_CARD)',
    source: 'Adyen/adyen-web: e2e test card constants (packages/e2e tests utils/constants)',
    ours: { scheme: 'visa', isValid: false },
    failsLuhn: true,
  },
  {
    number: '5127880999999990',
    brand: 'BCMC / Mastercard Debit',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '6703444444444449',
    brand: 'BCMC / Maestro',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'maestro', isValid: true },
  },
  {
    number: '4871049999999910',
    brand: 'BCMC / Visa Debit',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4035501428146300',
    brand: 'Visa Debit / Cartes Bancaires',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4360000001000005',
    brand: 'Cartes Bancaires',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'visa', isValid: true },
    differs: 'spec table has no Cartes Bancaires; a 4 is visa',
  },
  {
    number: '8171999927660000',
    brand: 'China UnionPay ExpressPay',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: undefined, isValid: true },
    differs:
      'spec table: unionpay is 62 and 88; 81 is in no row; taken as a card of no known scheme on non-strict variants',
  },
  {
    number: '8171999900000000021',
    brand: 'China UnionPay ExpressPay',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: undefined, isValid: true },
    differs:
      'spec table: unionpay is 62 and 88; 81 is in no row; taken as a card of no known scheme on non-strict variants',
  },
  {
    number: '6243030000000001',
    brand: 'China UnionPay',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'unionpay', isValid: true },
  },
  {
    number: '5019555544445555',
    brand: 'Dankort',
    source: 'Adyen docs: test card numbers (as listed on magicpay.gitbook.io, Adyen test cards)',
    ours: { scheme: 'dankort', isValid: true },
  },
  {
    number: '4242424242424242',
    brand: 'Visa',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4543474002249996',
    brand: 'Visa',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5436031030606378',
    brand: 'Mastercard',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '2223000010479399',
    brand: 'Mastercard',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5199992312641465',
    brand: 'Mastercard',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '345678901234564',
    brand: 'AMEX',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '378282246310005',
    brand: 'AMEX',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '30123456789019',
    brand: 'DinersClub',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '6011111111111117',
    brand: 'Discover',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '3530111333300000',
    brand: 'JCB',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '4658584090000001',
    brand: 'Visa debit',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5000186622346654',
    brand: 'Mastercard debit',
    source: 'Checkout.com docs: testing, test card numbers (checkoutdocs.readme.io/docs/testing)',
    ours: { scheme: undefined, isValid: true },
    differs:
      'spec table: mastercard is 51-55 and 22-27; 50 is in no row; taken as a card of no known scheme on non-strict variants',
  },
  {
    number: '5123450000000008',
    brand: 'Mastercard',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '2223000000000007',
    brand: 'Mastercard',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '5111111111111118',
    brand: 'Mastercard',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '2223000000000023',
    brand: 'Mastercard',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4508750015741019',
    brand: 'Visa',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4012000033330026',
    brand: 'Visa',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '371881634498004',
    brand: 'American Express',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '371881127160004',
    brand: 'American Express',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '371881245560002',
    brand: 'American Express',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '371881911767006',
    brand: 'American Express',
    source: 'Mastercard Gateway docs: test card numbers by brand (developer.mastercard.com)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '370000000000002',
    brand: 'American Express',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '38000000000006',
    brand: 'Diners Club / Carte Blanche',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '6011000000000012',
    brand: 'Discover',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '3088000000000017',
    brand: 'JCB',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'diners', isValid: false },
    differs:
      'spec table: jcb is 35 only; 30 is diners, whose cards have 14 digits, so this 16-digit card is refused',
  },
  {
    number: '5424000000000015',
    brand: 'MasterCard',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '4007000000027',
    brand: 'Visa',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4012888818888',
    brand: 'Visa',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4111111111111111',
    brand: 'Visa',
    source: 'Authorize.Net sandbox test cards (processwith/test-payment-cards README)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '4111111111111111',
    brand: 'Visa',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'visa', isValid: true },
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'mastercard', isValid: true },
  },
  {
    number: '378282246310005',
    brand: 'American Express',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'amex', isValid: true },
  },
  {
    number: '4360000001000005',
    brand: 'Cartes Bancaires',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'visa', isValid: true },
    differs: 'spec table has no Cartes Bancaires; a 4 is visa',
  },
  {
    number: '5062210000000009',
    brand: 'Carnet',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'maestro', isValid: true },
    differs: 'spec table has no Carnet; 506 is maestro',
  },
  {
    number: '6279886248094966',
    brand: 'China UnionPay',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'unionpay', isValid: true },
  },
  {
    number: '30569309025904',
    brand: 'Diners Club',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'diners', isValid: true },
  },
  {
    number: '6445644564456445',
    brand: 'Discover',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'discover', isValid: true },
  },
  {
    number: '3530111333300000',
    brand: 'JCB',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'jcb', isValid: true },
  },
  {
    number: '2205430000003002',
    brand: 'Paypak',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'mastercard', isValid: true },
    differs: 'spec table has no PayPak; 22 is mastercard (22-27)',
  },
  {
    number: '6759649826438453',
    brand: 'Maestro',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'maestro', isValid: true },
  },
  {
    number: '4464040000000007',
    brand: 'mada',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'visa', isValid: true },
    differs: 'spec table has no mada; a 4 is visa',
  },
  {
    number: '4514160000000003',
    brand: 'ELO',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'visa', isValid: true },
    differs: 'spec table has no elo; a 4 is visa',
  },
  {
    number: '5159971500000005',
    brand: 'JCrew',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'mastercard', isValid: true },
    differs: 'spec table has no private-label row; 51 is mastercard',
  },
  {
    number: '401795000000000009',
    brand: 'EFTPOS',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: 'visa', isValid: false },
    differs:
      'spec table: visa lengths are 13 or 16 only, and there is no eftpos row, so this 18-digit 4… is refused',
  },
  {
    number: '5078083000000002',
    brand: 'Meeza',
    source: 'Cybersource docs: Unified Checkout test cards (developer.cybersource.com, BIN + card number)',
    ours: { scheme: undefined, isValid: true },
  },
];
