import { describe, expect, it } from 'vitest';
import { onceByContent } from './by-content';

describe('once by content', () => {
  it('computes once for the same bytes, again for other bytes', async () => {
    const remembered = new Map<string, Promise<number>>();
    let calls = 0;
    const ask = (text: string) => onceByContent(remembered, Buffer.from(text), async () => ++calls);
    expect(await ask('en.json')).toBe(1);
    expect(await ask('en.json')).toBe(1);
    expect(await ask('he.json')).toBe(2);
    expect(calls).toBe(2);
  });

  it('forgets a failure, so the next request tries again', async () => {
    const remembered = new Map<string, Promise<string>>();
    const content = Buffer.from('index.js');
    await expect(
      onceByContent(remembered, content, () => Promise.reject(new Error('process ended'))),
    ).rejects.toThrow('process ended');
    await Promise.resolve();
    expect(await onceByContent(remembered, content, async () => 'measured')).toBe('measured');
  });
});
