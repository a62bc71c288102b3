import { describe, expect, it } from 'vitest';
import { newUniqueRequestId } from '@/screens/sandbox/new-unique-request-id';

describe('newUniqueRequestId', () => {
  it.each([
    [0x00, 'sbx-000000000000000000000000'],
    [0xab, 'sbx-abababababababababababab'],
  ])('hex-encodes 12 random bytes (%i)', (byte, expected) => {
    expect(newUniqueRequestId((bytes) => bytes.fill(byte))).toBe(expected);
  });

  it('draws fresh values from crypto and fits the gateway rule', () => {
    const ids = Array.from({ length: 20 }, () => newUniqueRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  });
});
