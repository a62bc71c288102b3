/** Minimal HTML for the simulated ACS and APM pages: escaped text, external script and style only. */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** Marks a string as already-safe HTML, so `html` does not escape it twice. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

/** Tagged template that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const text =
      value instanceof SafeHtml
        ? value.value
        : Array.isArray(value)
          ? value.map((part: SafeHtml) => part.value).join('')
          : escapeHtml(String(value));
    out += text + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

export interface HtmlPageOptions {
  title: string;
  gatewayBasePath: string;
  body: SafeHtml;
  /** File under {gateway}/static/, loaded at the end of <body>. */
  script?: string;
  /** data- attributes of <body>, read by the script. */
  data?: Record<string, string>;
}

export function htmlPage(options: HtmlPageOptions): string {
  const base = options.gatewayBasePath;
  const data = Object.entries(options.data ?? {})
    .map(([key, value]) => ` data-${key.replace(/[^a-z0-9-]/g, '')}="${escapeHtml(value)}"`)
    .join('');
  const script = options.script
    ? `<script src="${escapeHtml(`${base}/static/${options.script}`)}"></script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${escapeHtml(`${base}/static/sandbox-pages.css`)}">
</head>
<body${data}>
${options.body.value}
${script}
</body>
</html>
`;
}
