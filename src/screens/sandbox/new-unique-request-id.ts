/** Fills a byte array with random values; the browser's crypto by default, a fixed one in tests. */
export type FillRandom = (bytes: Uint8Array) => void;

const cryptoFill: FillRandom = (bytes) => {
  crypto.getRandomValues(bytes);
};

/**
 * A fresh uniqueRequestID: 'sbx-' and 24 hex digits (96 random bits). The sandbox gateway keys a
 * payment by M + uniqueRequestID and never pays one twice, so every test payment needs a new one;
 * the shape fits the gateway's rule /^[A-Za-z0-9_.:-]{1,128}$/.
 */
export function newUniqueRequestId(fill: FillRandom = cryptoFill): string {
  const bytes = new Uint8Array(12);
  fill(bytes);
  return `sbx-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
