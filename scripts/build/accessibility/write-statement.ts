import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { statementFile } from '@/core/statement-path';
import type { BuildTarget } from '../build-targets';
import { statementCss, statementHtml, statementStylesheet } from './statement-html';

/** Writes a variant's statement and its stylesheet into the variant's bundle folder. */
export async function writeStatement(outRoot: string, target: BuildTarget, version: string): Promise<void> {
  const dir = path.join(outRoot, target.key);
  await mkdir(path.join(dir, path.dirname(statementStylesheet)), { recursive: true });
  await Promise.all([
    writeFile(path.join(dir, statementFile), statementHtml({ theme: target.theme, version })),
    writeFile(path.join(dir, statementStylesheet), statementCss(target.theme)),
  ]);
}
