import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from './local-s3';

/**
 * The emulator must report what S3 reports after a copy: the ETag of the bytes now at the key.
 * Rollback and promotion write with CopyObject (headers replaced); the package keeps the key's
 * old MD5 in that case, so a rolled-back page listed with the newer build's ETag, a promotion
 * check passed on a page staging no longer held, and the next deploy skipped it.
 */
const headers = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', metadata: {} };
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

let root: string;
let s3: LocalS3;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-local-s3-server-'));
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket: 'hpp-copy', prefix: '' });
});

afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the local S3 emulator after CopyObject', () => {
  it.each([
    // The rollback: a kept copy of release A over B's page (scripts/deploy/rollback.ts).
    { case: 'over a key holding other bytes', before: '<p>release B</p>', source: '<p>release A</p>' },
    // A promotion to an empty bucket, or a first copy of a kept object.
    { case: 'onto a key not there yet', before: undefined, source: '<p>only release</p>' },
  ])('lists the ETag of the bytes copied $case', async ({ before, source }) => {
    const store = s3.store();
    const key = `page-${md5(source).slice(0, 8)}/index.html`;
    if (before !== undefined) await store.putBytes(key, bytes(before), headers);
    await store.putBytes(`_releases/objects/${md5(source)}`, bytes(source), headers);
    await store.copy(`_releases/objects/${md5(source)}`, key, headers);

    expect(new TextDecoder().decode(await store.get(key))).toBe(source);
    const listed = (await store.list('page-')).find((object) => object.key === key);
    expect(listed?.etag.replaceAll('"', '')).toBe(md5(source));
    store.close();
  });
});
