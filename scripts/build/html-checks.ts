/**
 * Problems in a built HTML file that would break under the planned CSP (script-src 'self'):
 * inline scripts (with or without type), inline event handlers and javascript: URLs.
 */
export function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (!/\ssrc\s*=/i.test(attributes)) problems.push(`inline <script${attributes}> without src`);
    else if (body.trim() !== '') problems.push('a <script src> with inline content');
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) {
    problems.push(`inline event handler ${match[1]}`);
  }
  if (/javascript:/i.test(html)) problems.push('a javascript: URL');
  return problems;
}
