import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { meetsFloor } from './node-line';

/**
 * The files a contributor's tools read before any code: the Node version (.nvmrc for nvm, fnm and
 * CI's setup-node), the licence, the editor's settings, line endings, and npm's install-script
 * policy. Each must agree with what the project itself declares, or a fresh clone works
 * differently from the one that was tested.
 */

interface PackageJson {
  license?: string;
  engines?: { node?: string };
  allowScripts?: Record<string, boolean>;
}
interface LockFile {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;
const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

describe('the files a contributor’s tools read', () => {
  it('.nvmrc names a Node line that satisfies package.json engines', () => {
    expect(manifest.engines?.node).toBeDefined();
    expect(meetsFloor(readIfThere('.nvmrc'), manifest.engines?.node ?? '')).toBe(true);
  });

  it('.ci/run tests on a Node release of the .nvmrc line that satisfies engines', () => {
    const pinned = /^node_version=(\d+\.\d+\.\d+)$/m.exec(readIfThere('.ci/run'))?.[1] ?? '';
    expect(pinned, '.ci/run pins node_version=<major.minor.patch>').toMatch(/^\d/);
    expect(pinned.split('.')[0]).toBe(readIfThere('.nvmrc').trim().replace(/^v/, '').split('.')[0]);
    expect(meetsFloor(pinned, manifest.engines?.node ?? '')).toBe(true);
  });

  it('@types/node describes the Node line the project runs on', () => {
    const types = lock.packages['node_modules/@types/node']?.version ?? '';
    expect(types.split('.')[0]).toBe(readIfThere('.nvmrc').trim().replace(/^v/, '').split('.')[0]);
  });

  it('package.json names its licence and LICENSE says it', () => {
    expect(manifest.license).toBe('UNLICENSED');
    // npm's UNLICENSED means "no licence granted": the file must say so, not grant one.
    expect(readIfThere('LICENSE')).toMatch(/proprietary/i);
    expect(readIfThere('LICENSE')).toMatch(/all rights reserved/i);
  });

  it.each(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path, entry]) => [path.replace(/^.*node_modules\//, ''), entry.version]),
  )('decides in allowScripts whether %s@%s may run its install script', (name) => {
    // npm 11 skips an undecided package's script and warns on every install; a decision
    // (true or false, for the name or name@version) is what keeps `npm ci` silent.
    const decided = Object.keys(manifest.allowScripts ?? {}).some(
      (key) => key === name || key.startsWith(`${name}@`),
    );
    expect(
      decided,
      `add "${name}" to package.json allowScripts (docs/testing.md, "What a fresh clone pins")`,
    ).toBe(true);
  });

  it('.editorconfig writes what Biome formats: 2 spaces, LF, its line width', () => {
    const biome = JSON.parse(readFileSync('biome.json', 'utf8')) as {
      formatter: { indentStyle: string; indentWidth: number; lineWidth: number };
    };
    const editorconfig = readIfThere('.editorconfig');
    const general = editorconfig.split(/^\[/m).find((section) => section.startsWith('*]')) ?? '';
    expect(general).toContain(`indent_style = ${biome.formatter.indentStyle}`);
    expect(general).toContain(`indent_size = ${biome.formatter.indentWidth}`);
    expect(general).toContain(`max_line_length = ${biome.formatter.lineWidth}`);
    expect(general).toContain('end_of_line = lf');
    expect(general).toContain('insert_final_newline = true');
  });

  it('.gitattributes checks text out with LF and keeps the lock file out of diffs', () => {
    const attributes = readIfThere('.gitattributes');
    expect(attributes).toMatch(/^\* text=auto eol=lf$/m);
    expect(attributes).toMatch(/^package-lock\.json -diff linguist-generated$/m);
  });
});
