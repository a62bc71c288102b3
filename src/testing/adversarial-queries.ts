import fc from 'fast-check';
import { pageConfigQueryKeys } from '@/core/page-config';

/**
 * Test support (not a test): page query strings an attacker or a broken merchant integration
 * could send, shared by the parsePageConfig fuzz test (thousands of runs) and the browser fuzz
 * test (a sample through the real page). Known keys get hostile values (markup, script URLs,
 * broken percent escapes, bidi controls, NUL, astral characters, malformed tokenList groups,
 * prototype names), keys repeat, and values can be huge.
 */

const knownKeys = Object.values(pageConfigQueryKeys);

export const hostileValues = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(document.domain)</script>',
  "'-alert(1)-'",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/',
  '%',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '\u202e\u2066evil',
  '\ud83d\ude00'.repeat(50),
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":1}}',
  '[token:',
  '[token:a,cardNumber:4111,expiryMonth:1,expiryYear:2',
  '[token:,cardNumber:,expiryMonth:,expiryYear:]',
  '[[token:a,cardNumber:b]]',
  '[token:a:b:c,cardNumber:<b>4111</b>,expiryMonth:13,expiryYear:-1][',
  '|||',
  ',,,',
  'Y',
  'true',
  'TRUE',
  'v2',
  'zz-ZZ',
];

const tokenGroup = fc
  .tuple(
    fc.oneof(
      fc.constant('tok_visa_approved'),
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...hostileValues),
    ),
    fc.oneof(fc.constant('411111******1111'), fc.string({ maxLength: 20 })),
    fc.oneof(fc.constant('12'), fc.string({ maxLength: 3 })),
    fc.oneof(fc.constant('2030'), fc.string({ maxLength: 5 })),
    fc.boolean(),
  )
  .map(([token, number, month, year, broken]) => {
    const group = `[token:${token},cardNumber:${number},expiryMonth:${month},expiryYear:${year}]`;
    return broken ? group.slice(0, Math.max(1, group.length - 3)) : group;
  });

const tokenList = fc.array(tokenGroup, { maxLength: 60 }).map((groups) => groups.join(''));

export function adversarialValue(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileValues) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: tokenList },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('x', '9', '<', '%', '\u00e9', '\ud83d\ude00'),
          fc.integer({ min: 0, max: maxLength }),
        )
        .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
    },
  );
}

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...knownKeys) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'm', 'TOKENLIST', 'merchantname', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/**
 * A query string with its "?": either built by URLSearchParams (what a merchant library sends)
 * or joined raw (unencoded "&", "=", "%" and "#" inside values, as a careless integration does).
 * `maxValueLength` bounds the huge values: 40,000 for the parser, less for a real browser, whose
 * URL has to fit a server's request line.
 */
export function adversarialQuery(options: {
  maxValueLength: number;
  maxPairs?: number;
}): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.tuple(key, adversarialValue(options.maxValueLength)), {
        maxLength: options.maxPairs ?? 25,
      }),
      fc.boolean(),
    )
    .map(([pairs, raw]) =>
      raw
        ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`
        : `?${new URLSearchParams(pairs).toString()}`,
    );
}
