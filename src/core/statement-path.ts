/**
 * Where a variant's accessibility statement is served: in its bundle's folder, beside its payment
 * page. "basic" → "/basic/accessibility.html"; "aober/chicshes.html" → "/aober/chicshes/accessibility.html".
 * The page's footer links it; the build writes it there and routes it (scripts/routes/routes-manifest.ts).
 */
export const statementFile = 'accessibility.html';

export function statementPath(variantPath: string): string {
  const folder = variantPath.endsWith('.html') ? variantPath.slice(0, -'.html'.length) : variantPath;
  return `/${folder}/${statementFile}`;
}
