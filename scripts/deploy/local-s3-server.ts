import S3rver from '@20minutes/s3rver';

/**
 * The deploy tests' S3 (local-s3.ts starts it): @20minutes/s3rver on 127.0.0.1 with a free port,
 * keeping its objects in the folder given as the only argument. It prints `{"port":…}` once it
 * listens and stops when its standard input closes (so it never outlives the test that started
 * it) or on SIGTERM.
 *
 * It runs in a process of its own because it needs `node --openssl-legacy-provider`: the
 * emulator writes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node 17 and
 * later) refuses by default, so without the flag every listing of more than 1,000 keys fails
 * with a 500. Nothing else of the project runs with that flag.
 */

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node --openssl-legacy-provider --import tsx local-s3-server.ts <folder>');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  // It checks SigV4 signatures, but canonicalises a bucket's path as "/bucket" where the SDK
  // signs "/bucket/" (ListObjectsV2, DeleteObjects, CreateBucket): every bucket request would
  // be refused. The access key must still be the one it knows (local-s3.ts).
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let closing = false;
const close = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.stdin.on('end', close);
process.stdin.resume();
process.on('SIGTERM', close);
