import {
  CreateFunctionCommand,
  DescribeFunctionCommand,
  PublishFunctionCommand,
  UpdateFunctionCommand,
} from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import { cloudFrontSender } from './cloudfront-client';
import type { FunctionRequest } from './cloudfront-publish';

const code = new Uint8Array([102, 117, 110]);
const FunctionConfig = { Comment: 'HPP routes 2.1.0', Runtime: 'cloudfront-js-2.0' } as const;

describe('the SDK commands sent for each request', () => {
  it.each([
    [
      { command: 'DescribeFunction', input: { Name: 'hpp-routes', Stage: 'DEVELOPMENT' } },
      DescribeFunctionCommand,
    ],
    [
      { command: 'CreateFunction', input: { Name: 'hpp-routes', FunctionConfig, FunctionCode: code } },
      CreateFunctionCommand,
    ],
    [
      {
        command: 'UpdateFunction',
        input: { Name: 'hpp-routes', IfMatch: 'E1', FunctionConfig, FunctionCode: code },
      },
      UpdateFunctionCommand,
    ],
    [{ command: 'PublishFunction', input: { Name: 'hpp-routes', IfMatch: 'E2' } }, PublishFunctionCommand],
  ] as [FunctionRequest, new (...args: never[]) => unknown][])('%j', async (request, Command) => {
    const sent: unknown[] = [];
    let destroyed = false;
    const sender = await cloudFrontSender({
      send: async (command) => {
        sent.push(command);
        return { ETag: 'E-REPLY' };
      },
      destroy: () => {
        destroyed = true;
      },
    });
    expect(await sender.send(request)).toEqual({ ETag: 'E-REPLY' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(Command);
    expect((sent[0] as { input: unknown }).input).toEqual(request.input);
    sender.close();
    expect(destroyed).toBe(true);
  });
});
