import { isSourceExpression } from './content-security-policy';

/**
 * Who may put an iframe variant in a frame: the merchant allow-list, from HPP_FRAME_ANCESTORS
 * (read by the build and by the sandbox alike):
 *
 *   HPP_FRAME_ANCESTORS="pinergy=https://shop.pinergy.example; *=https://checkout.partner.example"
 *
 * Entries are separated by ';'; each names a registry path of an iframe variant (or '*' for all
 * of them) and, after '=', space-separated origins. Every iframe variant also allows 'self', so
 * the site's own pages (the sandbox console, tests) can frame it. A variant not meant for an
 * iframe can never be named: its frame-ancestors stays 'none'.
 */
export interface FrameAncestorsConfig {
  /** Allowed for every iframe variant. */
  all: readonly string[];
  /** Allowed for one iframe variant, by registry path. */
  byVariant: Readonly<Record<string, readonly string[]>>;
}

export const noFrameAncestors: FrameAncestorsConfig = { all: [], byVariant: {} };

export function parseFrameAncestors(
  text: string | undefined,
  iframeVariants: readonly string[],
): FrameAncestorsConfig {
  const all: string[] = [];
  const byVariant: Record<string, string[]> = {};
  for (const entry of (text ?? '').split(';')) {
    if (entry.trim() === '') continue;
    const equals = entry.indexOf('=');
    if (equals === -1)
      throw new Error(`HPP_FRAME_ANCESTORS: "${entry.trim()}" has no "variant=" before its origins`);
    const name = entry.slice(0, equals).trim();
    const sources = entry
      .slice(equals + 1)
      .split(/\s+/)
      .filter((source) => source !== '');
    for (const source of sources) {
      if (!isSourceExpression(source)) {
        throw new Error(`HPP_FRAME_ANCESTORS: "${source}" is not 'self' or an http(s) origin`);
      }
    }
    if (name === '*') {
      all.push(...sources);
    } else if (iframeVariants.includes(name)) {
      byVariant[name] = [...(byVariant[name] ?? []), ...sources];
    } else {
      throw new Error(
        `HPP_FRAME_ANCESTORS: "${name}" is not an iframe variant; those are ${iframeVariants.join(', ')}`,
      );
    }
  }
  return { all, byVariant };
}

/** The frame-ancestors sources of one iframe variant: 'self', the shared list, its own list. */
export function frameAncestorsFor(config: FrameAncestorsConfig, variantPath: string): string[] {
  return [...new Set(["'self'", ...config.all, ...(config.byVariant[variantPath] ?? [])])];
}

/**
 * The union over all iframe variants: for the pages an iframe variant may land on inside its
 * own frame (the error page when its configuration fails, the result page when the top window
 * cannot be navigated), which hold no form to trick a shopper into.
 */
export function anyFrameAncestors(config: FrameAncestorsConfig, iframeVariants: readonly string[]): string[] {
  return [...new Set(iframeVariants.flatMap((path) => frameAncestorsFor(config, path)))];
}
