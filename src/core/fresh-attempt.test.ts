import { describe, expect, it } from 'vitest';
import { freshAttemptUrl, nextUniqueRequestId, tryAgainAddress } from '@/core/fresh-attempt';
import { pageConfigLimits } from '@/core/page-config';

describe('nextUniqueRequestId', () => {
  it.each<[string, string | undefined]>([
    ['uniq-7f3a', 'uniq-7f3a-r2'],
    ['uniq-7f3a-r2', 'uniq-7f3a-r3'],
    ['uniq-7f3a-r9', 'uniq-7f3a-r10'],
    ['order-7', 'order-7-r2'],
    ['-r2', '-r2-r2'],
    ['a', 'a-r2'],
    ['x'.repeat(pageConfigLimits.identifier - 3), `${'x'.repeat(pageConfigLimits.identifier - 3)}-r2`],
    ['x'.repeat(pageConfigLimits.identifier - 2), undefined],
  ])('%j becomes %j', (current, next) => {
    expect(nextUniqueRequestId(current)).toBe(next);
  });
});

describe('freshAttemptUrl', () => {
  const page =
    'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F';

  it.each<[string, string, string, string | undefined]>([
    [
      'a first attempt',
      page,
      'u-1',
      'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1-r2&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F',
    ],
    [
      'a retried one',
      page.replace('u-1', 'u-1-r2'),
      'u-1-r2',
      'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1-r3&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F',
    ],
    [
      'a page back from a failure',
      `${page}&z2=-10&z3=Internal`,
      'u-1',
      'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1-r2&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F',
    ],
    [
      'a page back from an unknown outcome: outcome dropped too',
      `${page}&z2=-10&z3=Payment%20status%20unknown&outcome=unknown`,
      'u-1',
      'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1-r2&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F',
    ],
    [
      'a page without the parameter',
      'https://pay.example/basic/?M=M1',
      'u-1',
      'https://pay.example/basic/?M=M1&uniqueRequestID=u-1-r2',
    ],
    [
      'a fragment',
      `${page}#top`,
      'u-1',
      'https://pay.example/eupago/?M=M1&uniqueRequestID=u-1-r2&merchantName=Shop&BackURL=https%3A%2F%2Fshop.example%2F',
    ],
    [
      "the merchant's bytes, every other parameter as it came",
      'https://pay.example/basic/?merchantName=Caf%C3%A9%20%26%20co&M=a+b&d=x%2By&uniqueRequestID=u%2D1&e=&z2=-10',
      'u-1',
      'https://pay.example/basic/?merchantName=Caf%C3%A9%20%26%20co&M=a+b&d=x%2By&uniqueRequestID=u-1-r2&e=',
    ],
    ['a javascript: address', 'javascript:alert(1)', 'u-1', undefined],
    ['a relative address', '/eupago/?M=M1', 'u-1', undefined],
    ['an id with no room left', page, 'x'.repeat(pageConfigLimits.identifier), undefined],
  ])('%s', (_name, pageUrl, id, expected) => {
    expect(freshAttemptUrl(pageUrl, id)).toBe(expected);
  });
});

describe('tryAgainAddress', () => {
  const page = 'https://pay.example/basic/?M=M1&Statickey=sk&shopperID=s1&g1=t1';
  it.each([
    ['an address without saved cards, unchanged', page, page],
    ['the fragment dropped', `${page}#pay`, page],
    [
      'masked saved cards kept',
      `${page}&tokenList=%5Btoken%3At1%2CcardNumber%3A411111******1111%2CexpiryMonth%3A12%2CexpiryYear%3A30%5D`,
      `${page}&tokenList=%5Btoken%3At1%2CcardNumber%3A411111******1111%2CexpiryMonth%3A12%2CexpiryYear%3A30%5D`,
    ],
    [
      'a full card number cut to its first six and last four',
      `${page}&tokenList=[token:t1,cardNumber:4111111111111111,expiryMonth:12,expiryYear:30]`,
      `${page}&tokenList=%5Btoken%3At1%2CcardNumber%3A411111******1111%2CexpiryMonth%3A12%2CexpiryYear%3A30%5D`,
    ],
    [
      'the other parameters byte for byte when a card number is cut',
      'https://pay.example/basic/?merchantName=Caf%C3%A9%20%26%20co&tokenList=[token:t1,cardNumber:4111111111111111,expiryMonth:12,expiryYear:30]&M=a+b',
      'https://pay.example/basic/?merchantName=Caf%C3%A9%20%26%20co&tokenList=%5Btoken%3At1%2CcardNumber%3A411111******1111%2CexpiryMonth%3A12%2CexpiryYear%3A30%5D&M=a+b',
    ],
    [
      'a full card number in a later copy of tokenList too',
      `${page}&tokenList=x&tokenList=[token:b,cardNumber:4111111111111111,expiryMonth:1,expiryYear:30]#f`,
      `${page}&tokenList=x&tokenList=%5Btoken%3Ab%2CcardNumber%3A411111******1111%2CexpiryMonth%3A1%2CexpiryYear%3A30%5D`,
    ],
    ['not a URL, as it came', 'not a url', 'not a url'],
  ])('%s', (_name, pageUrl, expected) => {
    expect(tryAgainAddress(pageUrl)).toBe(expected);
  });

  it('never holds a full card number, whatever the merchant put in tokenList', () => {
    const address = tryAgainAddress(
      `${page}&tokenList=[token:a,cardNumber:5555555555554444,expiryMonth:1,expiryYear:30],[token:b,cardNumber:378282246310005,expiryMonth:1,expiryYear:30]`,
    );
    expect(decodeURIComponent(address)).not.toMatch(/\d{11}/);
  });
});
