/**
 * Reads a gateway request body the way the page sends it: application/x-www-form-urlencoded,
 * UTF-8, small. Anything else is refused with a reason (the 400 reply's message), and a body
 * over the limit is never read past the limit, so a large upload costs the server nothing.
 */

import type { Result } from '@/core/result';

/** Largest body accepted: a full checkout with every billing and recipient field is under 3 KB. */
export const maxFormBodyBytes = 16 * 1024;
const maxFields = 100;
const maxValueLength = 4096;

export type FormBodyResult = Result<Record<string, string>>;

function isFormContentType(header: string | null): boolean {
  if (header === null) return false;
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/x-www-form-urlencoded') return false;
  const charset = parameters.find((parameter) => parameter.startsWith('charset='));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readFormBody(request: Request): Promise<FormBodyResult> {
  if (!isFormContentType(request.headers.get('content-type'))) {
    return { ok: false, error: 'the body must be application/x-www-form-urlencoded (UTF-8)' };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxFormBodyBytes) return { ok: false, error: `the body is over ${maxFormBodyBytes} bytes` };
  const bytes = await readLimited(request, maxFormBodyBytes);
  if (bytes === undefined) return { ok: false, error: `the body is over ${maxFormBodyBytes} bytes` };

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'the body is not valid UTF-8' };
  }
  // A form body is key=value pairs; JSON or XML sent with the form content type is refused
  // rather than read as one odd key.
  if (/^\s*[[{<]/.test(text)) return { ok: false, error: 'the body is not form-encoded' };

  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > maxFields) return { ok: false, error: `more than ${maxFields} fields` };
    if (value.length > maxValueLength) return { ok: false, error: `${key.slice(0, 40)} is too long` };
    // A repeated field is ambiguous (which M is meant?): refused, never first-wins or last-wins.
    if (Object.hasOwn(fields, key)) return { ok: false, error: `${key.slice(0, 40)} is sent more than once` };
    fields[key] = value;
  }
  // Spec section 3: empty values are dropped from requests; the gateway reads them as absent.
  for (const key of Object.keys(fields)) {
    if (fields[key]?.trim() === '') delete fields[key];
  }
  return { ok: true, value: fields };
}
