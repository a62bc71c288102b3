import type { ContentEncoding } from '@scripts/build/served-encodings';

/**
 * Which of the encodings a file has precompressed beside it a browser's Accept-Encoding takes:
 * brotli first (smaller), then gzip, then none (the file as it is). Read liberally: any case,
 * spaces, parameters; a coding with q=0 is refused, and `*` stands for the codings not named.
 * The CloudFront viewer-request function makes the same choice in its own plain JavaScript
 * (cloudfront-function.ts); both are tested against acceptEncodingCases.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find((coding) => available.includes(coding) && accepts(coding));
}
