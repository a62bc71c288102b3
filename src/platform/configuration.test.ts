import { describe, expect, it } from 'vitest';
import { loadGatewayBase } from '@/platform/configuration';

const origin = 'https://hpp.example';
const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('GET /configuration', () => {
  it.each([
    [{ hppAnyBaseURL: 'https://gw.example/api/' }, 'https://gw.example/api'],
    [{ hppAnyBaseURL: '/gateway' }, 'https://hpp.example/gateway'],
  ])('reads hppAnyBaseURL from %j', async (body, expected) => {
    await expect(loadGatewayBase(origin, answer(body))).resolves.toBe(expected);
  });

  it.each([
    ['a 500', answer({ error: 'x' }, 500)],
    ['HTML instead of JSON', answer('<html>maintenance</html>')],
    ['a missing field', answer({ base: '/gateway' })],
    ['a javascript: base', answer({ hppAnyBaseURL: 'javascript:alert(1)' })],
    [
      'a network error',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('gives up on %s so the page shows the error page', async (_name, fetchImpl) => {
    await expect(loadGatewayBase(origin, fetchImpl)).resolves.toBeUndefined();
  });
});

describe('a /configuration that never answers', () => {
  /** A fetch that answers only when aborted, as a hung server does. */
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('gives up after its timeout, so the page shows the error page instead of loading for ever', async () => {
    const started = Date.now();
    await expect(loadGatewayBase(origin, hanging, 200)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
