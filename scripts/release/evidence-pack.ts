import {
  type InventoryEntry,
  lazyChunkName,
  type ScriptRole,
  type ScriptsManifest,
} from '@scripts/build/integrity';
import type { RouteEntry } from '@scripts/routes/routes-manifest';
import type { DeployCheckReport } from '@scripts/security/deploy-check';
import { features } from '@/features/catalogue';

/**
 * The evidence a merchant's assessor asks for under PCI DSS 6.4.3 (an inventory of every script
 * on the payment page, each authorised with a reason, and a way to assure its integrity) and
 * 11.6.1 (a mechanism that detects unauthorised changes to the page and its headers, run
 * periodically): for one merchant and one release, every script and stylesheet the page can
 * load with its hash, the feature it belongs to and why it is there, how the browser checks it,
 * the page's inline code allowed by hash, the security headers expected and as served, and a
 * dated verify-deploy run against the live site. Pure: evidence.ts fetches and writes.
 */

export interface EvidenceFile {
  url: string;
  role: ScriptRole;
  /** "sha384-…" as the build recorded it and the browser checks it. */
  integrity: string;
  /** The feature of src/features/catalogue.ts it belongs to, or the page's own part. */
  feature: string;
  why: string;
  /** How the browser refuses a changed copy before it runs or applies. */
  integrityCheck: string;
}

export interface EvidencePack {
  format: 1;
  merchant: string;
  page: string;
  release: string;
  generatedAt: string;
  site: string;
  files: EvidenceFile[];
  inlineCode: { kind: 'script' | 'style'; cspHash: string; what: string }[];
  /** `same` is null where the header cannot be compared: HSTS on a site served over plain http. */
  headers: { name: string; expected: string; served: string | null; same: boolean | null }[];
  verification: {
    at: string;
    command: string;
    pages: number;
    files: number;
    differences: DeployCheckReport['differences'];
    notes: string[];
    passed: boolean;
  };
}

const integrityChecks: Record<ScriptRole, string> = {
  entry: 'integrity attribute (SRI, sha384) on its <script type="module"> tag in the page',
  preload: 'integrity attribute (SRI, sha384) on its <link rel="modulepreload"> tag in the page',
  stylesheet: 'integrity attribute (SRI, sha384) on its <link rel="stylesheet"> tag in the page',
  'inlined-stylesheet':
    "its rules are inline in the page, allowed by their sha256 in the page's CSP (style-src); the file is fetched only where a policy refuses the inline copy, with the data-integrity its <style> names",
  'lazy-chunk':
    "its hash in the integrity section of the page's import map (a browser refuses a module that does not match), and the page loads it by a module script that carries the same hash (src/platform/checked-chunk-import.ts)",
};

/** Why a file is in the page: its feature in the catalogue, or the part of the page it is. */
export function purposeOf(entry: Pick<InventoryEntry, 'url' | 'role'>): { feature: string; why: string } {
  if (entry.role === 'entry') {
    return {
      feature: 'page start-up',
      why: 'the first screen: the form, its texts and start-up (src/main.tsx)',
    };
  }
  if (entry.role === 'stylesheet' || entry.role === 'inlined-stylesheet') {
    return { feature: 'page styles', why: "the first screen's stylesheet with the merchant's theme" };
  }
  const name = lazyChunkName(entry.url);
  if (name === '_en') {
    return {
      feature: 'bundled English texts',
      why: 'loaded only when a translation file fails or is slow (src/platform/i18n.ts)',
    };
  }
  if (name === 'i18next') {
    return {
      feature: 'translation library (i18next)',
      why: 'loaded once the form is usable: language change, later texts, the English fallback (src/platform/i18n.ts)',
    };
  }
  const riders = Object.entries(features)
    .filter(([, feature]) => 'chunk' in feature && feature.chunk === name)
    .map(([rider]) => rider);
  const feature = (features as Record<string, { when: string }>)[name];
  if (feature) {
    return {
      feature: [name, ...riders].join(' + '),
      why: `loads ${feature.when}${riders.length > 0 ? `; carries ${riders.join(', ')}` : ''}`,
    };
  }
  return {
    feature: 'unknown',
    why: 'a chunk no feature of src/features/catalogue.ts names: ask why it is there',
  };
}

export function evidencePack(options: {
  route: RouteEntry;
  inventory: ScriptsManifest;
  release: string;
  site: string;
  servedHeaders: (name: string) => string | null;
  report: DeployCheckReport;
  /** The command that made this check, as an assessor would repeat it. */
  command: string;
  checkedAt: Date;
  generatedAt: Date;
}): EvidencePack {
  const { inventory, report } = options;
  const https = options.site.startsWith('https:');
  return {
    format: 1,
    merchant: options.route.variant,
    page: options.route.path,
    release: options.release,
    generatedAt: options.generatedAt.toISOString(),
    site: options.site,
    files: inventory.files
      .map((file) => ({
        url: file.url,
        role: file.role,
        integrity: file.integrity,
        ...purposeOf(file),
        integrityCheck: file.fetchedWithPage
          ? `${integrityChecks[file.role]}; fetched as the page loads by a <link rel="modulepreload" fetchpriority="low"> carrying its integrity attribute (SRI, sha384), which the module script takes it from`
          : integrityChecks[file.role],
      }))
      .sort((a, b) => (a.url < b.url ? -1 : 1)),
    inlineCode: [
      ...inventory.inlineHashes.script.map((cspHash) => ({
        kind: 'script' as const,
        cspHash,
        what: "the page's import map (the integrity of every lazy chunk), allowed by this hash in script-src",
      })),
      ...inventory.inlineHashes.style.map((cspHash) => ({
        kind: 'style' as const,
        cspHash,
        what: "the first screen's stylesheet, allowed by this hash in style-src",
      })),
    ],
    headers: Object.entries(inventory.headers)
      .map(([name, expected]) => {
        const served = options.servedHeaders(name);
        return {
          name,
          expected,
          served,
          // A browser ignores HSTS over http, where a server rightly leaves it out: not a match, not compared.
          same: !https && name === 'strict-transport-security' ? null : served === expected,
        };
      })
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    verification: {
      at: options.checkedAt.toISOString(),
      command: options.command,
      pages: report.pages,
      files: report.files,
      differences: report.differences,
      notes: report.notes,
      passed: report.differences.length === 0,
    },
  };
}

const cell = (text: string | null) => (text ?? '(not sent)').replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The same pack for a person. */
export function evidenceMarkdown(pack: EvidencePack): string {
  const { verification } = pack;
  return [
    `# Payment page evidence: ${pack.merchant}, release ${pack.release}`,
    '',
    `Page \`${pack.page}\` on ${pack.site}. Generated ${pack.generatedAt}. For PCI DSS 6.4.3 (inventory, authorisation`,
    'and integrity of every script) and 11.6.1 (detection of unauthorised changes to the page and its headers).',
    '',
    `## Tamper check (11.6.1): ${verification.passed ? 'PASSED' : 'FAILED'}`,
    '',
    `\`${verification.command}\` at ${verification.at}: ${verification.pages} page, ${verification.files} scripts and stylesheets compared with the build.`,
    ...verification.notes.map((note) => `- note: ${note}`),
    ...(verification.differences.length === 0
      ? ['- no differences from the build']
      : verification.differences.map((difference) => `- **${difference.url}**: ${difference.problem}`)),
    '',
    `## Scripts and stylesheets (6.4.3): ${pack.files.length}`,
    '',
    "Every file the page can load; nothing else may run (the page's CSP allows only its own origin and the hashes below).",
    '',
    '| File | Feature | Why it is there | Hash | How the browser checks it |',
    '|---|---|---|---|---|',
    ...pack.files.map(
      (file) =>
        `| \`${file.url}\` (${file.role}) | ${cell(file.feature)} | ${cell(file.why)} | \`${file.integrity}\` | ${cell(file.integrityCheck)} |`,
    ),
    '',
    '## Inline code allowed by hash',
    '',
    '| Kind | CSP hash | What it is |',
    '|---|---|---|',
    ...pack.inlineCode.map((code) => `| ${code.kind} | \`${code.cspHash}\` | ${cell(code.what)} |`),
    '',
    '## Security headers: expected and as served',
    '',
    '| Header | Expected | Served | Same |',
    '|---|---|---|---|',
    ...pack.headers.map(
      (header) =>
        `| ${header.name} | \`${cell(header.expected)}\` | \`${cell(header.served)}\` | ${header.same === null ? 'not compared (HSTS is sent over https only)' : header.same ? 'yes' : '**no**'} |`,
    ),
    '',
  ].join('\n');
}
