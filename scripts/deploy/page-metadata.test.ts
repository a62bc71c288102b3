import { describe, expect, it } from 'vitest';
import { metadataBytes, pageObjectMetadata, sharedPageHeaders } from './page-metadata';

const shared = {
  'permissions-policy': 'camera=()',
  'referrer-policy': 'strict-origin',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

describe('a page’s own headers as S3 metadata', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'a page no one frames: its policy, DENY and same-origin',
      {
        'content-security-policy': "frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        ...shared,
      },
      {
        'hpp-content-security-policy': "frame-ancestors 'none'",
        'hpp-x-frame-options': 'DENY',
        'hpp-cross-origin-opener-policy': 'same-origin',
      },
    ],
    [
      'an iframe variant: its policy alone',
      { 'content-security-policy': "frame-ancestors 'self'", ...shared },
      { 'hpp-content-security-policy': "frame-ancestors 'self'" },
    ],
  ])('%s', (_what, headers, metadata) => {
    expect(pageObjectMetadata(headers)).toEqual(metadata);
    expect(sharedPageHeaders(headers)).toEqual(shared);
  });

  it('counts its size as S3 does: the UTF-8 bytes of keys and values', () => {
    expect(metadataBytes({ 'hpp-a': 'xyz', 'hpp-b': 'é' })).toBe(5 + 3 + 5 + 2);
  });
});
