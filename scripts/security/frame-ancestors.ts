import { isSourceExpression } from './content-security-policy';
import { parseVariantLists, type VariantLists } from './variant-lists';

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
export type FrameAncestorsConfig = VariantLists;

export const noFrameAncestors: FrameAncestorsConfig = { all: [], byVariant: {} };

export function parseFrameAncestors(
  text: string | undefined,
  iframeVariants: readonly string[],
): FrameAncestorsConfig {
  return parseVariantLists(text, iframeVariants, {
    variable: 'HPP_FRAME_ANCESTORS',
    itemsName: 'origins',
    itemSeparator: /\s+/,
    itemProblem: (source) => (isSourceExpression(source) ? undefined : "is not 'self' or an http(s) origin"),
    unknownVariant: () => `is not an iframe variant; those are ${iframeVariants.join(', ')}`,
  });
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
