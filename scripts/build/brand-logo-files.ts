import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHexColour, relativeLuminance } from '@variants/contrast';
import type { VariantBrand } from '@variants/settings';
import { themePalettes } from '@variants/theme-palettes';
import type { Theme, ThemeColours } from '@variants/themes';

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

/** The header's background under the logo in one palette: the brand bar, or the surface for a plain header. */
function headerIsDark(theme: Theme, colours: ThemeColours): boolean {
  const background = theme.headerStyle === 'plain' ? colours.surface : colours.brand;
  // A theme written wrong (a colour misspelt) is reported by its check, not by a throw from here,
  // which would stop `npm run dev` from loading the config that shows the check in the page.
  return isHexColour(background) && relativeLuminance(background) < 0.18;
}

/** The file the header shows over one palette: the dark version where the header is dark and the theme has one. */
function fileOver(theme: Theme, logo: NonNullable<Theme['logo']>, colours: ThemeColours): string {
  return logo.darkFile && headerIsDark(theme, colours) ? logo.darkFile : logo.file;
}

/**
 * The files the header shows: `file` over the theme's first palette, and `darkSchemeFile` where the
 * page follows the shopper into its dark palette and the header needs the other version there
 * (a plain header turns from a white panel into a near-black one).
 */
export function logoFilesFor(theme: Theme): { file: string; darkSchemeFile?: string } | undefined {
  const logo = theme.logo;
  if (!logo) return undefined;
  // A theme written wrong (a colour missing) is reported by its check, not by a throw from deriving
  // its dark palette here, which would stop `npm run dev` from showing that check.
  const sound = theme.colours !== undefined && Object.values(theme.colours).every(isHexColour);
  const [first, second] = sound ? themePalettes(theme) : [];
  const file = fileOver(theme, logo, first?.colours ?? theme.colours);
  const darkSchemeFile = second ? fileOver(theme, logo, second.colours) : file;
  return darkSchemeFile === file ? { file } : { file, darkSchemeFile };
}

function assetOf(root: string, file: string): LogoAsset {
  const source = readFileSync(path.join(root, file));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/logo-${hash}${path.extname(file)}`, source };
}

/** The logo files a theme's bundle carries: the first palette's, then the dark scheme's if it differs. */
export function logoAssets(root: string, theme: Theme): LogoAsset[] {
  const files = logoFilesFor(theme);
  if (!files) return [];
  return [files.file, ...(files.darkSchemeFile ? [files.darkSchemeFile] : [])].map((file) =>
    assetOf(root, file),
  );
}

export function brandLogo(theme: Theme, assets: readonly LogoAsset[], base: string): VariantBrand['logo'] {
  const [asset, darkScheme] = assets;
  if (!asset || !theme.logo) return undefined;
  return {
    src: `${base}${asset.fileName}`,
    ...(darkScheme ? { darkSchemeSrc: `${base}${darkScheme.fileName}` } : {}),
    alt: theme.logo.alt ?? theme.name,
  };
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
