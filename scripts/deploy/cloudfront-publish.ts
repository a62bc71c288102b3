import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `npm run deploy -- --publish-functions`: the two CloudFront Functions the build writes, each
 * created or updated from its file and then published (LIVE), with the calls docs/deploy.md
 * gives for the aws CLI: DescribeFunction for the ETag, UpdateFunction with it (CreateFunction
 * when there is no such function yet), PublishFunction with the ETag of that update. This file
 * builds the requests and decides the order; cloudfront-client.ts sends them with the SDK.
 * Associating a function with a behaviour is the distribution's configuration, done once by hand.
 */

export const functionRuntime = 'cloudfront-js-2.0';

export interface GeneratedFunction {
  /** Under dist/. */
  file: string;
  /** Where it attaches, for messages. */
  event: 'viewer-request' | 'viewer-response';
  /** The name docs/deploy.md uses; --routes-function / --headers-function choose another. */
  defaultName: string;
  /** "HPP routes 2.1.0" */
  comment: string;
}

export const generatedFunctions = {
  routes: {
    file: 'deploy/cloudfront-function.js',
    event: 'viewer-request',
    defaultName: 'hpp-routes',
    comment: 'HPP routes',
  },
  headers: {
    file: 'deploy/cloudfront-response-function.js',
    event: 'viewer-response',
    defaultName: 'hpp-headers',
    comment: 'HPP security headers',
  },
} as const satisfies Record<string, GeneratedFunction>;

export type FunctionRole = keyof typeof generatedFunctions;

interface FunctionConfig {
  Comment: string;
  Runtime: typeof functionRuntime;
}

/** The four CloudFront API calls, as plain data (the SDK command's input). */
export type FunctionRequest =
  | { command: 'DescribeFunction'; input: { Name: string; Stage: 'DEVELOPMENT' } }
  | {
      command: 'CreateFunction';
      input: { Name: string; FunctionConfig: FunctionConfig; FunctionCode: Uint8Array };
    }
  | {
      command: 'UpdateFunction';
      input: { Name: string; IfMatch: string; FunctionConfig: FunctionConfig; FunctionCode: Uint8Array };
    }
  | { command: 'PublishFunction'; input: { Name: string; IfMatch: string } };

/** Sends one request; resolves with the reply's ETag (Describe, Create, Update). */
export type SendFunctionRequest = (request: FunctionRequest) => Promise<{ ETag?: string | undefined }>;

/** The SDK's error for a function that does not exist (its `name`). */
const noSuchFunction = 'NoSuchFunctionExists';

export interface FunctionToPublish {
  name: string;
  code: Uint8Array;
  comment: string;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Creates or updates one function from `code`, then publishes exactly that version. */
export async function publishFunction(
  send: SendFunctionRequest,
  fn: FunctionToPublish,
): Promise<'created' | 'updated'> {
  const config: FunctionConfig = { Comment: fn.comment, Runtime: functionRuntime };
  const step = async (request: FunctionRequest) => {
    try {
      return await send(request);
    } catch (error) {
      throw new Error(`${fn.name}: ${request.command} failed: ${describeError(error)}`, { cause: error });
    }
  };
  let current: string | undefined;
  try {
    current = (await send({ command: 'DescribeFunction', input: { Name: fn.name, Stage: 'DEVELOPMENT' } }))
      .ETag;
    if (!current) throw new Error('no ETag in the reply');
  } catch (error) {
    if (!(error instanceof Error && error.name === noSuchFunction)) {
      throw new Error(`${fn.name}: DescribeFunction failed: ${describeError(error)}`, { cause: error });
    }
  }
  const written = current
    ? await step({
        command: 'UpdateFunction',
        input: { Name: fn.name, IfMatch: current, FunctionConfig: config, FunctionCode: fn.code },
      })
    : await step({
        command: 'CreateFunction',
        input: { Name: fn.name, FunctionConfig: config, FunctionCode: fn.code },
      });
  if (!written.ETag) throw new Error(`${fn.name}: CloudFront answered the write without an ETag`);
  await step({ command: 'PublishFunction', input: { Name: fn.name, IfMatch: written.ETag } });
  return current ? 'updated' : 'created';
}

/** Reads both functions from a build (dist/deploy/), named as given or by default, with the build's version. */
export async function functionsOfBuild(
  dist: string,
  names: Partial<Record<FunctionRole, string>> = {},
): Promise<(FunctionToPublish & { role: FunctionRole; file: string })[]> {
  const routes = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')) as { version?: unknown };
  const version = typeof routes.version === 'string' ? ` ${routes.version}` : '';
  return Promise.all(
    (Object.keys(generatedFunctions) as FunctionRole[]).map(async (role) => {
      const generated = generatedFunctions[role];
      const file = path.join(dist, generated.file);
      const code = await readFile(file).catch((error: unknown) => {
        throw new Error(`${generated.file} is missing from ${dist}: run npm run build first`, {
          cause: error,
        });
      });
      return {
        role,
        file: generated.file,
        name: names[role] ?? generated.defaultName,
        code: new Uint8Array(code),
        comment: `${generated.comment}${version}`,
      };
    }),
  );
}
