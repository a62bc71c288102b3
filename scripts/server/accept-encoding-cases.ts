import type { ContentEncoding } from '@scripts/build/served-encodings';

type Choice = ContentEncoding | undefined;

/**
 * Accept-Encoding headers and the encoding a server with both `.br` and `.gz` beside a file
 * sends for each: the one table the sandbox, the bench's server, the CloudFront function and
 * nginx are tested against. The fourth column is where nginx (brotli_static, gzip_static) sends
 * something else: it does not read `*`, and sends the file as it is, which every client takes.
 */
export const acceptEncodingCases: readonly (
  | readonly [string, string | undefined, Choice]
  | readonly [string, string | undefined, Choice, Choice]
)[] = [
  ['Chromium', 'gzip, deflate, br, zstd', 'br'],
  ['Firefox', 'gzip, deflate, br', 'br'],
  ['Safari', 'gzip, deflate, br', 'br'],
  ['a gzip-only client (curl --compressed without brotli)', 'deflate, gzip', 'gzip'],
  ['no header', undefined, undefined],
  ['identity only', 'identity', undefined],
  ['brotli refused with q=0', 'br;q=0, gzip', 'gzip'],
  ['upper case and spaces', ' GZIP ,  BR ', 'br'],
  ['brotli with a weight', 'gzip;q=1.0, br;q=0.5', 'br'],
  ['any coding', '*', 'br', undefined],
  ['any coding but brotli', 'br;q=0, *;q=0.1', 'gzip', undefined],
  ['everything refused', 'br;q=0, gzip;q=0', undefined],
];
