import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FunctionRequest,
  functionsOfBuild,
  publishFunction,
  type SendFunctionRequest,
} from './cloudfront-publish';

/** A CloudFront that answers from a script and records every request. */
function fakeCloudFront(answers: Partial<Record<FunctionRequest['command'], () => { ETag?: string }>>) {
  const requests: FunctionRequest[] = [];
  const send: SendFunctionRequest = async (request) => {
    requests.push(request);
    const answer = answers[request.command];
    if (!answer) throw new Error(`unexpected ${request.command}`);
    return answer();
  };
  return { send, requests };
}

function sdkError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const code = new TextEncoder().encode('function handler(event) { return event.request; }');
const fn = { name: 'hpp-routes', code, comment: 'HPP routes 2.1.0' };
const config = { Comment: 'HPP routes 2.1.0', Runtime: 'cloudfront-js-2.0' };

describe('publishing one CloudFront function', () => {
  it('updates an existing function with the ETag it described, then publishes the ETag of the update', async () => {
    const cloudFront = fakeCloudFront({
      DescribeFunction: () => ({ ETag: 'E-DESCRIBED' }),
      UpdateFunction: () => ({ ETag: 'E-UPDATED' }),
      PublishFunction: () => ({}),
    });
    expect(await publishFunction(cloudFront.send, fn)).toBe('updated');
    expect(cloudFront.requests).toEqual([
      { command: 'DescribeFunction', input: { Name: 'hpp-routes', Stage: 'DEVELOPMENT' } },
      {
        command: 'UpdateFunction',
        input: { Name: 'hpp-routes', IfMatch: 'E-DESCRIBED', FunctionConfig: config, FunctionCode: code },
      },
      { command: 'PublishFunction', input: { Name: 'hpp-routes', IfMatch: 'E-UPDATED' } },
    ]);
  });

  it('creates a function CloudFront does not know, then publishes the ETag of the creation', async () => {
    const cloudFront = fakeCloudFront({
      DescribeFunction: () => {
        throw sdkError('NoSuchFunctionExists', 'The specified function does not exist.');
      },
      CreateFunction: () => ({ ETag: 'E-CREATED' }),
      PublishFunction: () => ({}),
    });
    expect(await publishFunction(cloudFront.send, fn)).toBe('created');
    expect(cloudFront.requests.map((request) => request.command)).toEqual([
      'DescribeFunction',
      'CreateFunction',
      'PublishFunction',
    ]);
    expect(cloudFront.requests[1]).toEqual({
      command: 'CreateFunction',
      input: { Name: 'hpp-routes', FunctionConfig: config, FunctionCode: code },
    });
    expect(cloudFront.requests[2]).toEqual({
      command: 'PublishFunction',
      input: { Name: 'hpp-routes', IfMatch: 'E-CREATED' },
    });
  });

  it.each([
    [
      'a refused describe creates nothing',
      {
        DescribeFunction: () => {
          throw sdkError('AccessDenied', 'not allowed');
        },
      },
      /hpp-routes: DescribeFunction failed: AccessDenied: not allowed/,
      ['DescribeFunction'],
    ],
    [
      'a describe without an ETag writes nothing',
      { DescribeFunction: () => ({}) },
      /hpp-routes: DescribeFunction failed: .*no ETag/,
      ['DescribeFunction'],
    ],
    [
      'someone else changed it in between: the update is refused, nothing is published',
      {
        DescribeFunction: () => ({ ETag: 'E1' }),
        UpdateFunction: () => {
          throw sdkError('PreconditionFailed', 'ETag mismatch');
        },
      },
      /hpp-routes: UpdateFunction failed: PreconditionFailed/,
      ['DescribeFunction', 'UpdateFunction'],
    ],
    [
      'an update answered without an ETag is not published blind',
      { DescribeFunction: () => ({ ETag: 'E1' }), UpdateFunction: () => ({}) },
      /without an ETag/,
      ['DescribeFunction', 'UpdateFunction'],
    ],
    [
      'a refused publish names the function',
      {
        DescribeFunction: () => ({ ETag: 'E1' }),
        UpdateFunction: () => ({ ETag: 'E2' }),
        PublishFunction: () => {
          throw sdkError('InvalidArgument', 'code does not compile');
        },
      },
      /hpp-routes: PublishFunction failed: InvalidArgument: code does not compile/,
      ['DescribeFunction', 'UpdateFunction', 'PublishFunction'],
    ],
  ] as const)('%s', async (_name, answers, message, commands) => {
    const cloudFront = fakeCloudFront(answers);
    await expect(publishFunction(cloudFront.send, fn)).rejects.toThrow(message);
    expect(cloudFront.requests.map((request) => request.command)).toEqual(commands);
  });
});

describe('the functions of a build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hpp-cf-'));
    await mkdir(path.join(dist, 'deploy'));
    await writeFile(path.join(dist, 'routes.json'), '{"version":"2.1.0","routes":[]}');
    await writeFile(
      path.join(dist, 'deploy', 'cloudfront-function.js'),
      'function handler(e){return e.request}',
    );
    await writeFile(
      path.join(dist, 'deploy', 'cloudfront-response-function.js'),
      'function handler(e){return e.response}',
    );
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('reads both files, named by default or as asked, with the build version in the comment', async () => {
    const functions = await functionsOfBuild(dist, { headers: 'eu-headers' });
    expect(
      functions.map(({ role, name, file, comment, code }) => ({
        role,
        name,
        file,
        comment,
        code: new TextDecoder().decode(code),
      })),
    ).toEqual([
      {
        role: 'routes',
        name: 'hpp-routes',
        file: 'deploy/cloudfront-function.js',
        comment: 'HPP routes 2.1.0',
        code: 'function handler(e){return e.request}',
      },
      {
        role: 'headers',
        name: 'eu-headers',
        file: 'deploy/cloudfront-response-function.js',
        comment: 'HPP security headers 2.1.0',
        code: 'function handler(e){return e.response}',
      },
    ]);
  });

  it('names the missing file of an incomplete build', async () => {
    await rm(path.join(dist, 'deploy', 'cloudfront-response-function.js'));
    await expect(functionsOfBuild(dist)).rejects.toThrow(
      /deploy\/cloudfront-response-function\.js is missing .* run npm run build/,
    );
  });
});
