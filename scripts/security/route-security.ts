import type { VariantEntry } from '@variants/registry';
import { kindOfName, screenKinds } from '@variants/screens';
import { gatewayOriginOf, type InlineHashes, securityHeaders } from './content-security-policy';
import {
  anyFrameAncestors,
  type FrameAncestorsConfig,
  frameAncestorsFor,
  parseFrameAncestors,
} from './frame-ancestors';

/** What a deployment decides about its headers; the routes and the registry decide the rest. */
export interface SiteSecurityConfig {
  /** hppAnyBaseURL: "/gateway" or an absolute http(s) URL. */
  gatewayBaseUrl: string;
  frameAncestors: FrameAncestorsConfig;
  /** Adds Strict-Transport-Security (nginx behind TLS, CloudFront); false for the http sandbox. */
  https: boolean;
  /** Sandbox only: the http origin of its simulated foreign ACS. */
  extraAcsOrigins?: readonly string[];
}

/** Registry paths of the variants meant to run inside a merchant's iframe (settings.inIframe). */
export function iframeVariantPaths(registry: { variants: readonly VariantEntry[] }): string[] {
  return registry.variants.filter((entry) => entry.settings?.inIframe === true).map((entry) => entry.path);
}

/** Whether an iframe variant can show the screen inside its own frame (see anyFrameAncestors). */
function isLandingInFrames(screen: string): boolean {
  const kind = kindOfName(screen);
  return kind !== undefined && screenKinds[kind].landingInFrames;
}

export function routeFrameAncestors(
  route: { variant: string; screen: string },
  iframeVariants: readonly string[],
  frameAncestors: FrameAncestorsConfig,
): string[] {
  if (iframeVariants.includes(route.variant)) return frameAncestorsFor(frameAncestors, route.variant);
  if (isLandingInFrames(route.screen)) return anyFrameAncestors(frameAncestors, iframeVariants);
  return [];
}

/** What the headers of a page depend on: its variant, its screen and the hashes of its inline code. */
export interface PageRoute {
  variant: string;
  screen: string;
  inlineHashes?: InlineHashes | undefined;
}

/** The headers of one page of the routes manifest. */
export function routeSecurityHeaders(
  route: PageRoute,
  iframeVariants: readonly string[],
  config: SiteSecurityConfig,
): Record<string, string> {
  return securityHeaders({
    kind: 'page',
    https: config.https,
    page: {
      frameAncestors: routeFrameAncestors(route, iframeVariants, config.frameAncestors),
      gatewayOrigin: gatewayOriginOf(config.gatewayBaseUrl),
      inlineHashes: route.inlineHashes,
      ...(config.extraAcsOrigins ? { extraAcsOrigins: config.extraAcsOrigins } : {}),
    },
  });
}

/** The headers of everything that is not a page: assets, /configuration, gateway JSON. */
export function resourceSecurityHeaders(config: Pick<SiteSecurityConfig, 'https'>): Record<string, string> {
  return securityHeaders({ kind: 'resource', https: config.https });
}

/** The headers of a whole deployment: what the nginx config, the CloudFront function and the inventory carry. */
export interface SiteSecurity {
  page: (route: PageRoute) => Record<string, string>;
  resource: Record<string, string>;
}

/**
 * The production headers of a registry (always https: both nginx behind TLS and CloudFront
 * send HSTS), from hppAnyBaseURL and the HPP_FRAME_ANCESTORS text.
 */
export function deploySecurity(options: {
  registry: { variants: readonly VariantEntry[] };
  gatewayBaseUrl: string;
  frameAncestors?: string | undefined;
}): SiteSecurity {
  const iframeVariants = iframeVariantPaths(options.registry);
  const config: SiteSecurityConfig = {
    gatewayBaseUrl: options.gatewayBaseUrl,
    frameAncestors: parseFrameAncestors(options.frameAncestors, iframeVariants),
    https: true,
  };
  return {
    page: (route) => routeSecurityHeaders(route, iframeVariants, config),
    resource: resourceSecurityHeaders(config),
  };
}
