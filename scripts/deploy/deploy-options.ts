import { parseCommandLine, UsageError } from '@scripts/command-line';
import { normalizePrefix, parseDuration } from './s3-plan';

export interface DeployOptions {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region?: string;
  dist: string;
  dryRun: boolean;
  force: boolean;
  prune: boolean;
  pruneGraceSeconds?: number;
  /** Also create/update and publish the build's two CloudFront Functions (cloudfront-publish.ts). */
  publishFunctions: boolean;
  /** Their names, when not hpp-routes and hpp-headers. */
  functionNames: { routes?: string; headers?: string };
  /** How many releases of each merchant prune keeps for a rollback (release-records.ts); 5 by default. */
  keepReleases?: number;
  /**
   * Promotion: the bucket (and prefix) this very build was deployed to and verified on. Every object
   * to write is copied from there inside S3, after a check that it holds this build's bytes.
   */
  promoteFrom?: { bucket: string; prefix: string };
}

export const deployUsage =
  'usage: npm run deploy -- --bucket <name> [--prefix <path>] [--endpoint <url>] [--region <region>] ' +
  '[--dist dist] [--dry-run] [--force] [--prune --prune-older-than <7d|seconds>] ' +
  '[--publish-functions [--routes-function hpp-routes] [--headers-function hpp-headers]] ' +
  '[--keep-releases 5] [--promote-from <bucket>[/<prefix>]]\n' +
  'environment: HPP_S3_BUCKET, HPP_S3_PREFIX, HPP_S3_ENDPOINT, HPP_S3_REGION (flags win); ' +
  'credentials and the default region come from the AWS SDK default chain (AWS_PROFILE, AWS_REGION, …)';

export const deployOptionSpecs = {
  bucket: { type: 'string', value: 'name' },
  prefix: { type: 'string', value: 'path' },
  endpoint: { type: 'string', value: 'url' },
  region: { type: 'string', value: 'region' },
  dist: { type: 'string', value: 'folder' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
  prune: { type: 'boolean' },
  'prune-older-than': { type: 'string', value: '7d|seconds' },
  'publish-functions': { type: 'boolean' },
  'routes-function': { type: 'string', value: 'name' },
  'headers-function': { type: 'string', value: 'name' },
  'keep-releases': { type: 'string', value: 'n' },
  'promote-from': { type: 'string', value: 'bucket[/prefix]' },
} as const;

/**
 * Flags win over the environment. Throws a UsageError on an unknown option or a missing value
 * (command-line.ts), an Error for the user on a rule between options.
 */
export function parseDeployArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): DeployOptions {
  const { values: given } = parseCommandLine('npm run deploy', argv, deployOptionSpecs);
  for (const [name, value] of Object.entries(given)) {
    if (value === '') throw new UsageError(`npm run deploy: --${name} needs a value`);
  }
  const values = {
    bucket: given.bucket ?? env.HPP_S3_BUCKET,
    prefix: given.prefix ?? env.HPP_S3_PREFIX,
    endpoint: given.endpoint ?? env.HPP_S3_ENDPOINT,
    region: given.region ?? env.HPP_S3_REGION,
    dist: given.dist,
    'prune-older-than': given['prune-older-than'],
    'routes-function': given['routes-function'],
    'headers-function': given['headers-function'],
    'keep-releases': given['keep-releases'],
    'promote-from': given['promote-from'],
  };
  const flags = {
    'dry-run': given['dry-run'] ?? false,
    force: given.force ?? false,
    prune: given.prune ?? false,
    'publish-functions': given['publish-functions'] ?? false,
  };
  if (!values.bucket) throw new Error('no bucket: give --bucket or set HPP_S3_BUCKET');
  if (values.endpoint !== undefined) {
    const url = new URL(values.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('--endpoint must be http(s)');
  }
  const grace = values['prune-older-than'];
  if (flags.prune && grace === undefined) {
    throw new Error(
      '--prune needs --prune-older-than (e.g. 7d): how long a shopper may keep an old page open',
    );
  }
  if (!flags.prune && grace !== undefined) throw new Error('--prune-older-than only goes with --prune');
  const routesFunction = values['routes-function'];
  const headersFunction = values['headers-function'];
  if (!flags['publish-functions'] && (routesFunction ?? headersFunction) !== undefined) {
    throw new Error('--routes-function and --headers-function only go with --publish-functions');
  }
  for (const name of [routesFunction, headersFunction]) {
    // CloudFront's own rule for function names.
    if (name !== undefined && !/^[a-zA-Z0-9-_]{1,64}$/.test(name)) {
      throw new Error(`${name}: a CloudFront function name is 1-64 letters, digits, - and _`);
    }
  }
  const keep = values['keep-releases'];
  const keepReleases = keep === undefined ? undefined : Number(keep);
  if (keepReleases !== undefined && (!Number.isInteger(keepReleases) || keepReleases < 1)) {
    throw new Error('--keep-releases must be a whole number ≥ 1 (the live release is always kept)');
  }
  const promoteFrom =
    values['promote-from'] === undefined ? undefined : parseBucketAndPrefix(values['promote-from']);
  if (
    promoteFrom &&
    promoteFrom.bucket === values.bucket &&
    promoteFrom.prefix === normalizePrefix(values.prefix ?? '')
  ) {
    throw new Error('--promote-from names the bucket and prefix being deployed to');
  }
  return {
    bucket: values.bucket,
    prefix: normalizePrefix(values.prefix ?? ''),
    ...(values.endpoint !== undefined ? { endpoint: values.endpoint } : {}),
    ...(values.region !== undefined ? { region: values.region } : {}),
    dist: values.dist ?? 'dist',
    dryRun: flags['dry-run'],
    force: flags.force,
    prune: flags.prune,
    ...(grace !== undefined ? { pruneGraceSeconds: parseDuration(grace) } : {}),
    publishFunctions: flags['publish-functions'],
    functionNames: {
      ...(routesFunction !== undefined ? { routes: routesFunction } : {}),
      ...(headersFunction !== undefined ? { headers: headersFunction } : {}),
    },
    ...(keepReleases !== undefined ? { keepReleases } : {}),
    ...(promoteFrom ? { promoteFrom } : {}),
  };
}

/** "hpp-staging", "hpp-staging/eu/" or "s3://hpp-staging/eu" → bucket and normalised prefix. */
export function parseBucketAndPrefix(text: string): { bucket: string; prefix: string } {
  const [bucket = '', ...rest] = text.replace(/^s3:\/\//, '').split('/');
  // S3's bucket naming rules, in short: 3-63 lower-case letters, digits, '.' and '-'.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`${text}: not a bucket name`);
  return { bucket, prefix: normalizePrefix(rest.join('/')) };
}
