import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configuredBaseUrl } from '@/core/gateway/configuration-reply';
import { configurationReplySchema } from '@/core/gateway/replies';

describe('configuredBaseUrl', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a base', { hppAnyBaseURL: '/gateway' }, '/gateway'],
    ['extra fields', { hppAnyBaseURL: 'https://gw.example', other: 1 }, 'https://gw.example'],
    ['an empty base', { hppAnyBaseURL: '' }, undefined],
    ['an oversized base', { hppAnyBaseURL: 'x'.repeat(2049) }, undefined],
    ['a base at the limit', { hppAnyBaseURL: 'x'.repeat(2048) }, 'x'.repeat(2048)],
    ['a number', { hppAnyBaseURL: 42 }, undefined],
    ['no field', { base: '/gateway' }, undefined],
    ['null', null, undefined],
    ['a string', '/gateway', undefined],
    ['an array', ['/gateway'], undefined],
  ])('%s', (_name, reply, expected) => {
    expect(configuredBaseUrl(reply)).toBe(expected);
  });

  it('accepts exactly the replies the shared schema accepts', () => {
    const base = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer({ min: 2040, max: 2056 }).map((length) => 'h'.repeat(length)),
      fc.anything(),
    );
    const reply = fc.oneof(
      fc.record({ hppAnyBaseURL: base }),
      fc.dictionary(fc.string(), base),
      fc.anything(),
    );
    fc.assert(
      fc.property(reply, (candidate) => {
        const parsed = v.safeParse(configurationReplySchema, candidate);
        expect(configuredBaseUrl(candidate)).toBe(parsed.success ? parsed.output.hppAnyBaseURL : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
