import type { ScreenName } from '@variants/screens';
import { type CriterionTest, type TestedCriterion, type TestPages, testedCriteria } from './criteria';

/** A variant as the statement needs it: its registry path and the screen it shows. */
export interface StatementPage {
  path: string;
  screen: ScreenName;
}

/** A criterion met on this page, with only the tests that load this page. */
export interface MetHere {
  row: TestedCriterion;
  tests: readonly CriterionTest[];
}

/** A criterion whose tests load only other pages: never claimed met here, never left out. */
export interface ShownElsewhere {
  row: TestedCriterion;
  tests: readonly CriterionTest[];
  /** The variants its tests load, in the table's order. */
  shownOn: readonly string[];
  /** Those of them that show the common card form, when this page shows it too: the same code. */
  sameCardForm: readonly string[];
}

export interface PageClaims {
  met: readonly MetHere[];
  elsewhere: readonly ShownElsewhere[];
}

/** The common card form most variants share; the others have screens of their own (variants/screens.ts). */
const commonCardForm: ScreenName = 'card-form';

/** Whether a test's pages include the variant at `path`. */
export function loadsPage(pages: TestPages, path: string): boolean {
  return 'only' in pages ? pages.only.includes(path) : !pages.everyVariantBut.includes(path);
}

function pagesOf(pages: TestPages, variants: readonly StatementPage[]): readonly string[] {
  return 'only' in pages
    ? pages.only
    : variants.map((variant) => variant.path).filter((path) => !pages.everyVariantBut.includes(path));
}

/**
 * What one variant's statement may claim: a criterion is met there only with the tests that load
 * its page; one whose tests load only other pages is listed with the pages they load, and, when
 * this page and some of those show the common card form, with those (the same code, not the
 * same settings or colours).
 */
export function claimsForPage(
  page: StatementPage,
  variants: readonly StatementPage[],
  criteria: readonly TestedCriterion[] = testedCriteria,
): PageClaims {
  const screenOf = new Map(variants.map((variant) => [variant.path, variant.screen]));
  const met: MetHere[] = [];
  const elsewhere: ShownElsewhere[] = [];
  for (const row of criteria) {
    const here = row.tests.filter((test) => loadsPage(test.pages, page.path));
    if (here.length > 0) {
      met.push({ row, tests: here });
      continue;
    }
    const shownOn = [...new Set(row.tests.flatMap((test) => pagesOf(test.pages, variants)))];
    const sameCardForm =
      page.screen === commonCardForm ? shownOn.filter((path) => screenOf.get(path) === commonCardForm) : [];
    elsewhere.push({ row, tests: row.tests, shownOn, sameCardForm });
  }
  return { met, elsewhere };
}
