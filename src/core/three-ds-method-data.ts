import { deviceInfoPath } from '@/core/gateway/endpoints';

/**
 * The 3-D Secure device-method step (spec sections 4 and 7). After an ACS reply the page posts
 * `threeDSMethodData` to the issuer's 3ds_method URL in a hidden frame; the issuer then notifies
 * /rest/v2/deviceInfo/{M}/{key} on the gateway, and the page calls /rest/v2/checkout/{key}.
 *
 * The {key} of both endpoints is the 3ds_trxid of the ACS reply. The spec names the placeholder
 * but not its source; the 3-D Secure server transaction id is the one value that identifies this
 * authentication on both the gateway and the issuer side (EMV 3DS threeDSServerTransID), it is
 * already inside the method data, and the page holds no other per-attempt key.
 */

function trimTrailingSlashes(base: string): string {
  return base.replace(/\/+$/, '');
}

export function threeDsNotificationUrl(gatewayBase: string, merchantId: string, key: string): string {
  return `${trimTrailingSlashes(gatewayBase)}${deviceInfoPath(merchantId, key)}`;
}

/**
 * UTF-8 bytes of a string, written out so the core needs neither TextEncoder nor Buffer and runs
 * the same in the browser and in Node. A lone surrogate becomes U+FFFD, as TextEncoder does.
 */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) {
      bytes.push(code);
    } else if (code < 0x800) {
      bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}

const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** RFC 4648 section 5 base64url, without '=' padding (EMV 3DS threeDSMethodData is sent unpadded). */
export function base64UrlEncode(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const triple = (b0 << 16) | (b1 << 8) | b2;
    const remaining = bytes.length - i;
    out += base64UrlAlphabet[(triple >> 18) & 63];
    out += base64UrlAlphabet[(triple >> 12) & 63];
    if (remaining > 1) out += base64UrlAlphabet[(triple >> 6) & 63];
    if (remaining > 2) out += base64UrlAlphabet[triple & 63];
  }
  return out;
}

/** The threeDSMethodData value: base64url of the JSON the issuer's method page expects. */
export function encodeThreeDsMethodData(trxId: string, notificationUrl: string): string {
  const json = JSON.stringify({ threeDSServerTransID: trxId, threeDSMethodNotificationURL: notificationUrl });
  return base64UrlEncode(utf8Bytes(json));
}
