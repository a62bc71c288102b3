import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { referrerPolicy, strictTransportSecurity } from '@scripts/security/content-security-policy';
import { loggedFields } from './cloudfront-log-fields';

/**
 * The AWS side of docs/deploy.md ("S3 and CloudFront") as one CloudFormation template, written by
 * every build to dist/deploy/cloudformation.json beside the two functions it carries: a private
 * bucket read only through Origin Access Control, the distribution with the viewer-request
 * (routing) and viewer-response (security headers) functions, a cache policy whose key holds no
 * query, cookie or header, the response headers policy for responses no function sees (origin
 * errors), the error page for 403/404, and standard logging v2 with a field selection that leaves
 * the query out. Plain CloudFormation: a JSON document any AWS account deploys with the aws CLI,
 * with nothing to install here. Deploy it in us-east-1: CloudFront's log delivery source exists
 * only there.
 */
export interface SiteStackInput {
  manifest: Pick<RoutesManifest, 'version' | 'errorPage'>;
  /** dist/deploy/cloudfront-function.js and cloudfront-response-function.js, as the build wrote them. */
  routesFunctionCode: string;
  headersFunctionCode: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Template = { [key: string]: Json };

const ref = (name: string) => ({ Ref: name });
const attribute = (resource: string, name: string) => ({ 'Fn::GetAtt': [resource, name] });
// `${…}` in a plain string is CloudFormation's Fn::Sub syntax (biome.json lets it be, here only).
const sub = (text: string) => ({ 'Fn::Sub': text });

const distributionArn = sub('arn:aws:cloudfront::${AWS::AccountId}:distribution/${Distribution}');

/** HSTS as the response headers policy spells it, from the one header value the project sends. */
function strictTransportSecurityConfig() {
  const maxAge = Number(/max-age=(\d+)/.exec(strictTransportSecurity)?.[1]);
  return {
    AccessControlMaxAgeSec: maxAge,
    IncludeSubdomains: /includeSubDomains/i.test(strictTransportSecurity),
    Override: true,
  };
}

function privateBucket(extra: Template = {}): Template {
  return {
    Type: 'AWS::S3::Bucket',
    DeletionPolicy: 'Retain',
    UpdateReplacePolicy: 'Retain',
    Properties: {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      ...extra,
    },
  };
}

function cloudfrontFunction(name: string, comment: string, code: string): Template {
  return {
    Type: 'AWS::CloudFront::Function',
    Properties: {
      Name: sub(`\${AWS::StackName}-${name}`),
      AutoPublish: true,
      FunctionConfig: { Comment: comment, Runtime: 'cloudfront-js-2.0' },
      FunctionCode: code,
    },
  };
}

export function siteStackTemplate(input: SiteStackInput): Template {
  const { version, errorPage } = input.manifest;
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: `Hosted payment page ${version}: private S3 bucket behind CloudFront (docs/deploy.md)`,
    Parameters: {
      LogRetentionDays: {
        Type: 'Number',
        Default: 90,
        MinValue: 1,
        Description: 'Days the access logs are kept in the log bucket',
      },
    },
    Resources: {
      SiteBucket: privateBucket(),
      SiteBucketPolicy: {
        Type: 'AWS::S3::BucketPolicy',
        Properties: {
          Bucket: ref('SiteBucket'),
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Sid: 'ReadByThisDistributionOnly',
                Effect: 'Allow',
                Principal: { Service: 'cloudfront.amazonaws.com' },
                Action: 's3:GetObject',
                Resource: sub('${SiteBucket.Arn}/*'),
                Condition: { StringEquals: { 'AWS:SourceArn': distributionArn } },
              },
            ],
          },
        },
      },
      OriginAccessControl: {
        Type: 'AWS::CloudFront::OriginAccessControl',
        Properties: {
          OriginAccessControlConfig: {
            Name: sub('${AWS::StackName}-site'),
            OriginAccessControlOriginType: 's3',
            SigningBehavior: 'always',
            SigningProtocol: 'sigv4',
          },
        },
      },
      RoutesFunction: cloudfrontFunction('routes', `HPP routes ${version}`, input.routesFunctionCode),
      HeadersFunction: cloudfrontFunction(
        'headers',
        `HPP security headers ${version}`,
        input.headersFunctionCode,
      ),
      CachePolicy: {
        Type: 'AWS::CloudFront::CachePolicy',
        Properties: {
          CachePolicyConfig: {
            Name: sub('${AWS::StackName}-site'),
            Comment: 'The origin Cache-Control decides; the page reads its query in the browser',
            // Objects carry their own Cache-Control (npm run deploy); one without it is not cached.
            MinTTL: 0,
            DefaultTTL: 0,
            MaxTTL: 31536000,
            ParametersInCacheKeyAndForwardedToOrigin: {
              // Every shopper shares a page's cached HTML: no query, cookie or header in the key.
              QueryStringsConfig: { QueryStringBehavior: 'none' },
              CookiesConfig: { CookieBehavior: 'none' },
              HeadersConfig: { HeaderBehavior: 'none' },
              EnableAcceptEncodingGzip: true,
              EnableAcceptEncodingBrotli: true,
            },
          },
        },
      },
      ResponseHeadersPolicy: {
        Type: 'AWS::CloudFront::ResponseHeadersPolicy',
        Properties: {
          ResponseHeadersPolicyConfig: {
            Name: sub('${AWS::StackName}-site'),
            Comment: 'For responses the viewer-response function never sees (origin errors); same values',
            // No Content-Security-Policy or X-Frame-Options: they differ per page (the function).
            SecurityHeadersConfig: {
              StrictTransportSecurity: strictTransportSecurityConfig(),
              ContentTypeOptions: { Override: true },
              ReferrerPolicy: { ReferrerPolicy: referrerPolicy, Override: true },
            },
          },
        },
      },
      Distribution: {
        Type: 'AWS::CloudFront::Distribution',
        Properties: {
          DistributionConfig: {
            Enabled: true,
            Comment: `Hosted payment page ${version}`,
            HttpVersion: 'http2and3',
            Origins: [
              {
                Id: 'site',
                DomainName: attribute('SiteBucket', 'RegionalDomainName'),
                OriginAccessControlId: attribute('OriginAccessControl', 'Id'),
                S3OriginConfig: { OriginAccessIdentity: '' },
              },
            ],
            DefaultCacheBehavior: {
              TargetOriginId: 'site',
              ViewerProtocolPolicy: 'redirect-to-https',
              AllowedMethods: ['GET', 'HEAD'],
              CachedMethods: ['GET', 'HEAD'],
              Compress: true,
              CachePolicyId: ref('CachePolicy'),
              ResponseHeadersPolicyId: ref('ResponseHeadersPolicy'),
              FunctionAssociations: [
                {
                  EventType: 'viewer-request',
                  FunctionARN: attribute('RoutesFunction', 'FunctionMetadata.FunctionARN'),
                },
                {
                  EventType: 'viewer-response',
                  FunctionARN: attribute('HeadersFunction', 'FunctionMetadata.FunctionARN'),
                },
              ],
            },
            // With OAC and no s3:ListBucket a missing object is a 403: both get the error page.
            CustomErrorResponses: [403, 404].map((code) => ({
              ErrorCode: code,
              ResponseCode: 404,
              ResponsePagePath: errorPage,
              ErrorCachingMinTTL: 10,
            })),
            // No Logging here: legacy standard logs hold every field, cs-uri-query included.
          },
        },
      },
      LogBucket: privateBucket({
        LifecycleConfiguration: {
          Rules: [{ Id: 'expire-access-logs', Status: 'Enabled', ExpirationInDays: ref('LogRetentionDays') }],
        },
      }),
      LogBucketPolicy: {
        Type: 'AWS::S3::BucketPolicy',
        Properties: {
          Bucket: ref('LogBucket'),
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Sid: 'CloudFrontLogDeliveryOfThisAccount',
                Effect: 'Allow',
                Principal: { Service: 'delivery.logs.amazonaws.com' },
                Action: 's3:PutObject',
                Resource: sub('${LogBucket.Arn}/*'),
                Condition: {
                  StringEquals: {
                    's3:x-amz-acl': 'bucket-owner-full-control',
                    'aws:SourceAccount': ref('AWS::AccountId'),
                  },
                  ArnLike: {
                    'aws:SourceArn': sub('arn:aws:logs:${AWS::Region}:${AWS::AccountId}:delivery-source:*'),
                  },
                },
              },
            ],
          },
        },
      },
      AccessLogSource: {
        Type: 'AWS::Logs::DeliverySource',
        Properties: {
          Name: sub('${AWS::StackName}-access'),
          LogType: 'ACCESS_LOGS',
          ResourceArn: distributionArn,
        },
      },
      AccessLogDestination: {
        Type: 'AWS::Logs::DeliveryDestination',
        Properties: {
          Name: sub('${AWS::StackName}-access'),
          DestinationResourceArn: attribute('LogBucket', 'Arn'),
          OutputFormat: 'w3c',
        },
      },
      AccessLogDelivery: {
        Type: 'AWS::Logs::Delivery',
        DependsOn: ['AccessLogSource', 'LogBucketPolicy'],
        Properties: {
          DeliverySourceName: sub('${AWS::StackName}-access'),
          DeliveryDestinationArn: attribute('AccessLogDestination', 'Arn'),
          // The field selection: cloudfront-log-fields.ts says what is left out and why.
          RecordFields: [...loggedFields],
        },
      },
    },
    Outputs: {
      BucketName: { Description: 'npm run deploy -- --bucket <this>', Value: ref('SiteBucket') },
      DistributionId: { Value: ref('Distribution') },
      DistributionDomainName: {
        Description: 'npm run verify-deploy -- https://<this>',
        Value: attribute('Distribution', 'DomainName'),
      },
      LogBucketName: { Value: ref('LogBucket') },
    },
  };
}
