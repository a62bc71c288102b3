import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { statementFile } from '@/core/statement-path';
import type { BuildTarget } from '../build-targets';
import type { StatementPage } from './claims-for-page';
import { statementCss, statementHtml, statementStylesheet } from './statement-html';

/**
 * Writes a variant's statement and its stylesheet into the variant's bundle folder. `variants`:
 * every variant of the registry built from, so that a statement names the pages a test loads.
 */
export async function writeStatement(
  outRoot: string,
  target: BuildTarget,
  version: string,
  variants: readonly StatementPage[],
  /** YYYY-MM-DD, the day of the build's source: the same for every statement of one build. */
  preparedOn: string,
): Promise<void> {
  const dir = path.join(outRoot, target.key);
  const page = { path: target.path, screen: target.runtime.screen };
  await mkdir(path.join(dir, path.dirname(statementStylesheet)), { recursive: true });
  await Promise.all([
    writeFile(
      path.join(dir, statementFile),
      statementHtml({
        theme: target.theme,
        version,
        page,
        variants,
        preparedOn,
        contact: target.accessibilityContact,
      }),
    ),
    writeFile(path.join(dir, statementStylesheet), statementCss(target.theme)),
  ]);
}
