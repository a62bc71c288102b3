import { createHash } from 'node:crypto';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { referrerPolicy } from '@scripts/security/content-security-policy';
import { deploySecurity } from '@scripts/security/route-security';
import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { cloudfrontFunction } from '../cloudfront-function';
import { cloudfrontResponseFunction } from '../cloudfront-response-function';
import { loggedFields, withheldFields } from './cloudfront-log-fields';
import { siteStackTemplate } from './site-stack';

// The functions as a build writes them: every page with hashes of its own, a gateway elsewhere.
const registryManifest = registryRoutesManifest();
const manifest = {
  ...registryManifest,
  routes: registryManifest.routes.map((route) => ({
    ...route,
    inlineHashes: {
      script: [`'sha256-${createHash('sha256').update(route.path).digest('base64')}'`],
      style: [`'sha256-${createHash('sha256').update(`${route.path}.css`).digest('base64')}'`],
    },
  })),
};
const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: 'https://gw.example/hpp' });
const routesFunctionCode = cloudfrontFunction(manifest);
const headersFunctionCode = cloudfrontResponseFunction(manifest, security);
const template = siteStackTemplate({ manifest, routesFunctionCode, headersFunctionCode });

// A synthesized template read as data: what CloudFormation would be asked to create.
type Node = { [key: string]: unknown };
const resources = template.Resources as Record<string, { Type: string; Properties: Node }>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const only = (type: string) => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0]?.[1].Properties as Node;
};
const at = (node: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], node);

const distribution = at(only('AWS::CloudFront::Distribution'), 'DistributionConfig') as Node;
const behaviour = at(distribution, 'DefaultCacheBehavior') as Node;

describe('the bucket', () => {
  it.each(ofType('AWS::S3::Bucket').map(([name, bucket]) => [name, bucket.Properties]))(
    '%s is private: all public access blocked, no website hosting, objects owned by the bucket',
    (_name, properties) => {
      expect(at(properties, 'PublicAccessBlockConfiguration')).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(properties).not.toHaveProperty('WebsiteConfiguration');
      expect(at(properties, 'OwnershipControls', 'Rules', 0, 'ObjectOwnership')).toBe('BucketOwnerEnforced');
    },
  );

  it('is read by this distribution alone, through Origin Access Control (SigV4, always signed)', () => {
    const policy = ofType('AWS::S3::BucketPolicy').find(
      ([, p]) => at(p, 'Properties', 'Bucket', 'Ref') === 'SiteBucket',
    );
    expect(at(policy?.[1].Properties, 'PolicyDocument', 'Statement')).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Condition: {
          StringEquals: {
            'AWS:SourceArn': {
              'Fn::Sub': 'arn:aws:cloudfront::${AWS::AccountId}:distribution/${Distribution}',
            },
          },
        },
      }),
    ]);
    expect(at(only('AWS::CloudFront::OriginAccessControl'), 'OriginAccessControlConfig')).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    // The REST endpoint (a website endpoint cannot be signed for) and no legacy identity.
    expect(at(distribution, 'Origins', 0)).toMatchObject({
      DomainName: { 'Fn::GetAtt': ['SiteBucket', 'RegionalDomainName'] },
      OriginAccessControlId: { 'Fn::GetAtt': ['OriginAccessControl', 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
  });
});

describe('the distribution', () => {
  it.each([
    ['RoutesFunction', 'viewer-request', routesFunctionCode],
    ['HeadersFunction', 'viewer-response', headersFunctionCode],
  ])('runs %s, the build’s generated code, as %s', (name, eventType, code) => {
    expect(at(resources[name]?.Properties, 'FunctionCode')).toBe(code);
    expect(at(resources[name]?.Properties, 'FunctionConfig', 'Runtime')).toBe('cloudfront-js-2.0');
    expect(at(resources[name]?.Properties, 'AutoPublish')).toBe(true);
    expect(at(behaviour, 'FunctionAssociations')).toContainEqual({
      EventType: eventType,
      FunctionARN: { 'Fn::GetAtt': [name, 'FunctionMetadata.FunctionARN'] },
    });
  });

  it('serves GET and HEAD over HTTPS only, compressed', () => {
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
    });
  });

  it('keys its cache on the path alone: no query, cookie or header; the origin’s Cache-Control decides', () => {
    expect(behaviour.CachePolicyId).toEqual({ Ref: 'CachePolicy' });
    const config = at(only('AWS::CloudFront::CachePolicy'), 'CachePolicyConfig') as Node;
    expect(at(config, 'ParametersInCacheKeyAndForwardedToOrigin')).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
    });
    expect(config).toMatchObject({ MinTTL: 0, MaxTTL: 31536000 });
  });

  it('adds the headers every response shares, and none that differs per page', () => {
    expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: 'ResponseHeadersPolicy' });
    const headers = at(
      only('AWS::CloudFront::ResponseHeadersPolicy'),
      'ResponseHeadersPolicyConfig',
      'SecurityHeadersConfig',
    ) as Node;
    expect(headers).toEqual({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: referrerPolicy, Override: true },
    });
  });

  it.each([403, 404])('answers an origin %i with the error page, as a 404', (code) => {
    expect(at(distribution, 'CustomErrorResponses')).toContainEqual({
      ErrorCode: code,
      ResponseCode: 404,
      ResponsePagePath: manifest.errorPage,
      ErrorCachingMinTTL: 10,
    });
  });
});

describe('access logs never record a page’s query', () => {
  it('has no legacy standard logging (it writes every field) and no real-time log', () => {
    expect(distribution).not.toHaveProperty('Logging');
    expect(behaviour).not.toHaveProperty('RealtimeLogConfigArn');
    expect(ofType('AWS::CloudFront::RealtimeLogConfig')).toEqual([]);
  });

  it('delivers the distribution’s access logs (v2) to the private log bucket', () => {
    expect(only('AWS::Logs::DeliverySource')).toMatchObject({
      LogType: 'ACCESS_LOGS',
      ResourceArn: { 'Fn::Sub': 'arn:aws:cloudfront::${AWS::AccountId}:distribution/${Distribution}' },
    });
    expect(only('AWS::Logs::DeliveryDestination')).toMatchObject({
      DestinationResourceArn: { 'Fn::GetAtt': ['LogBucket', 'Arn'] },
    });
    expect(only('AWS::Logs::Delivery').RecordFields).toEqual([...loggedFields]);
  });

  it.each(withheldFields)('leaves out %s (%s)', (field) => {
    expect(only('AWS::Logs::Delivery').RecordFields).not.toContain(field);
  });

  it('names fields, never "all": a delivery without RecordFields logs every field', () => {
    expect((only('AWS::Logs::Delivery').RecordFields as string[]).length).toBeGreaterThan(0);
  });
});

it('fits the aws CLI’s --template-body (51,200 bytes), so no staging bucket is needed', () => {
  expect(JSON.stringify(template).length).toBeLessThan(51_200);
});
