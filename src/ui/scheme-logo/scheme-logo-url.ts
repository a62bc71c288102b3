import type { SchemeLogoId } from '@/core/scheme-logos';

/** The logo image's address under the variant's base path (bundles live under /<variant>/). */
export function schemeLogoUrl(scheme: SchemeLogoId): string {
  return `${import.meta.env.BASE_URL}assets/schemes/${scheme}.svg`;
}
