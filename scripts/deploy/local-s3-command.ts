import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import { type CloudFrontStandIn, startCloudFrontStandIn } from './cloudfront-stand-in';
import { type LocalS3, localS3Credentials, startLocalS3 } from './local-s3';

/**
 * `npm run local-s3 -- [--bucket hpp-local] [--dir .local-s3] [--port 4568] [--cdn-port 8088]
 * [--dist dist]`: the deploy tests' S3 emulator for a rehearsal, in one command. It starts on
 * 127.0.0.1 with the bucket made, and when a build is at --dist also the bucket served as the
 * distribution serves it (the build's two CloudFront functions around it: cloudfront-stand-in.ts),
 * then prints what `npm run deploy`, `npm run rollback` and `npm run verify-deploy` need and runs
 * until Ctrl-C. Its objects stay in --dir between runs.
 */

const specs = {
  bucket: { type: 'string', value: 'name' },
  dir: { type: 'string', value: 'folder' },
  port: { type: 'string', value: 'port' },
  'cdn-port': { type: 'string', value: 'port' },
  dist: { type: 'string', value: 'folder' },
} as const;
export const localS3Usage =
  'usage: npm run local-s3 -- [--bucket hpp-local] [--dir .local-s3] [--port n] [--cdn-port n] [--dist dist]';

export interface LocalS3Options {
  bucket: string;
  dir: string;
  port?: number;
  cdnPort?: number;
  dist: string;
}

function port(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new UsageError(`npm run local-s3: --${name} must be a port number`);
  return value;
}

export function parseLocalS3Arguments(argv: readonly string[]): LocalS3Options {
  const { values } = parseCommandLine('npm run local-s3', argv, specs);
  const bucket = values.bucket ?? 'hpp-local';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new UsageError(`npm run local-s3: ${bucket} is not a bucket name`);
  const s3Port = port('port', values.port);
  const cdnPort = port('cdn-port', values['cdn-port']);
  return {
    bucket,
    dir: path.resolve(values.dir ?? '.local-s3'),
    ...(s3Port !== undefined ? { port: s3Port } : {}),
    ...(cdnPort !== undefined ? { cdnPort } : {}),
    dist: path.resolve(values.dist ?? 'dist'),
  };
}

/** What to type next, with this emulator's endpoint and credentials. */
export function rehearsalLines(options: {
  bucket: string;
  endpoint: string;
  cdn?: string;
  dir: string;
}): string[] {
  const target = `--bucket ${options.bucket} --endpoint ${options.endpoint}`;
  return [
    `local S3 on ${options.endpoint}, bucket ${options.bucket}, objects kept in ${options.dir}`,
    ...(options.cdn ? [`the bucket served as CloudFront serves it: ${options.cdn}`] : []),
    'in another shell:',
    `  export AWS_ACCESS_KEY_ID=${localS3Credentials.accessKeyId} AWS_SECRET_ACCESS_KEY=${localS3Credentials.secretAccessKey} AWS_REGION=us-east-1`,
    `  npm run deploy -- ${target}`,
    ...(options.cdn
      ? [
          `  npm run verify-deploy -- ${options.cdn}`,
          `  npm run rollback -- ${target} --merchant basic`,
          `  npm run verify-deploy -- ${options.cdn} --bucket ${options.bucket} --endpoint ${options.endpoint}`,
        ]
      : [`  npm run rollback -- ${target} --merchant basic`]),
    'Ctrl-C stops it',
  ];
}

export async function startRehearsal(
  options: LocalS3Options,
): Promise<{ s3: LocalS3; cdn?: CloudFrontStandIn; lines: string[] }> {
  await mkdir(options.dir, { recursive: true });
  const s3 = await startLocalS3({
    directory: options.dir,
    bucket: options.bucket,
    prefix: '',
    ...(options.port !== undefined ? { port: options.port } : {}),
  });
  const functions = path.join(options.dist, 'deploy', 'cloudfront-function.js');
  const cdn = existsSync(functions)
    ? await startCloudFrontStandIn({
        dist: options.dist,
        client: s3.client,
        bucket: options.bucket,
        prefix: '',
        ...(options.cdnPort !== undefined ? { port: options.cdnPort } : {}),
      })
    : undefined;
  const lines = rehearsalLines({
    bucket: options.bucket,
    endpoint: s3.endpoint,
    dir: options.dir,
    ...(cdn ? { cdn: cdn.url } : {}),
  });
  if (!cdn) lines.splice(1, 0, `no build at ${options.dist} (npm run build): the bucket is not served`);
  return { s3, ...(cdn ? { cdn } : {}), lines };
}

async function main(): Promise<void> {
  let options: LocalS3Options;
  try {
    options = parseLocalS3Arguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(localS3Usage);
    process.exitCode = 2;
    return;
  }
  try {
    const { s3, cdn, lines } = await startRehearsal(options);
    for (const line of lines) console.log(line);
    const stop = async () => {
      await cdn?.close();
      await s3.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`local-s3: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
