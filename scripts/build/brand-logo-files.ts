import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHexColour, relativeLuminance } from '@variants/contrast';
import type { VariantBrand } from '@variants/settings';
import type { Theme } from '@variants/themes';

/**
 * A theme's logo as its bundle carries it: the file read from the project, written into the
 * bundle's assets under a name with its content hash (so a new logo is a new URL, and a cached
 * page never shows an old one), and the runtime data the header renders from. Same origin as the
 * page, so the policy's img-src 'self' covers it; no data: URL, which that policy refuses.
 */
export interface LogoAsset {
  /** Relative to the bundle's base: "assets/logo-1a2b3c4d.svg". */
  fileName: string;
  source: Buffer;
}

/** The header's background under the logo: the brand bar, or the surface for a plain header. */
function headerIsDark(theme: Theme): boolean {
  const background = theme.headerStyle === 'plain' ? theme.colours.surface : theme.colours.brand;
  // A theme written wrong (a colour misspelt) is reported by its check, not by a throw from here,
  // which would stop `npm run dev` from loading the config that shows the check in the page.
  return isHexColour(background) && relativeLuminance(background) < 0.18;
}

/** The file the header shows: the dark version where the header is dark and the theme has one. */
export function logoFileFor(theme: Theme): string | undefined {
  const logo = theme.logo;
  if (!logo) return undefined;
  return logo.darkFile && headerIsDark(theme) ? logo.darkFile : logo.file;
}

export function logoAsset(root: string, theme: Theme): LogoAsset | undefined {
  const file = logoFileFor(theme);
  if (!file) return undefined;
  const source = readFileSync(path.join(root, file));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/logo-${hash}${path.extname(file)}`, source };
}

export function brandLogo(theme: Theme, asset: LogoAsset | undefined, base: string): VariantBrand['logo'] {
  if (!asset || !theme.logo) return undefined;
  return { src: `${base}${asset.fileName}`, alt: theme.logo.alt ?? theme.name };
}

/** Each logo file a theme names that is not in the project, as "<source>: themes.<name>.logo.<field>: …". */
export function missingLogoFiles(
  root: string,
  table: Readonly<Record<string, Theme>>,
  source: string,
): string[] {
  return Object.entries(table).flatMap(([name, theme]) =>
    (['file', 'darkFile'] as const).flatMap((field) => {
      const file = theme.logo?.[field];
      return file === undefined || existsSync(path.join(root, file))
        ? []
        : [
            `${source}: themes.${name}.logo.${field}: ${file} does not exist (a logo is a file under variants/logos/)`,
          ];
    }),
  );
}
