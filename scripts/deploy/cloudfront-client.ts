import type { FunctionRequest, SendFunctionRequest } from './cloudfront-publish';

/**
 * Sends cloudfront-publish.ts's requests with the AWS SDK for JavaScript v3 (credentials from the
 * SDK's default chain, like the S3 upload). CloudFront is a global service signed in us-east-1,
 * whatever region the bucket is in. The SDK is loaded only when functions are published.
 */
export interface CloudFrontClientLike {
  send(command: unknown): Promise<{ ETag?: string | undefined }>;
  destroy(): void;
}

export async function cloudFrontSender(
  client?: CloudFrontClientLike,
): Promise<{ send: SendFunctionRequest; close(): void }> {
  const sdk = await import('@aws-sdk/client-cloudfront');
  const cloudFront: CloudFrontClientLike =
    client ?? new sdk.CloudFrontClient({ region: 'us-east-1', maxAttempts: 5 });
  const command = (request: FunctionRequest) => {
    switch (request.command) {
      case 'DescribeFunction':
        return new sdk.DescribeFunctionCommand(request.input);
      case 'CreateFunction':
        return new sdk.CreateFunctionCommand(request.input);
      case 'UpdateFunction':
        return new sdk.UpdateFunctionCommand(request.input);
      case 'PublishFunction':
        return new sdk.PublishFunctionCommand(request.input);
    }
  };
  return {
    send: (request) => cloudFront.send(command(request)),
    close: () => cloudFront.destroy(),
  };
}
