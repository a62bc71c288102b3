import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as errorCodes from '@/core/gateway/error-codes';
import { failureCodeKey, knownFailureCodes } from '@/screens/result/failure-codes';

const english = JSON.parse(readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8'));
const codes: Record<string, unknown> = english.result.codes;

describe('failureCodeKey', () => {
  it.each([
    ['-10', 'result.codes.-10'],
    ['DECLINED', 'result.codes.DECLINED'],
    ['declined', 'result.codes.DECLINED'],
    ['AUTHENTICATION_FAILED', 'result.codes.AUTHENTICATION_FAILED'],
    ['SOMETHING_NEW', 'result.codes.unknown'],
    ['unknown.nested', 'result.codes.unknown'],
    ['__proto__', 'result.codes.unknown'],
    [undefined, 'result.codes.unknown'],
  ])('%j explains with %s', (code, key) => {
    expect(failureCodeKey(code)).toBe(key);
  });

  it('knows every failure code core/gateway/error-codes.ts names, and no other', () => {
    // The sandbox's RETRY code for a deleted saved card never reaches the result page as z2.
    const { tokenNotFoundCode: _retryOnly, isNamedErrorCode: _check, ...failureCodes } = errorCodes;
    expect([...knownFailureCodes].sort()).toEqual(Object.values(failureCodes).sort());
  });

  it.each(knownFailureCodes)('%s has an English explanation', (code) => {
    expect(codes[code]).toEqual(expect.any(String));
  });
});
