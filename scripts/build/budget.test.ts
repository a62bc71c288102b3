import { describe, expect, it } from 'vitest';
import {
  BudgetError,
  budgetMessage,
  budgetOverruns,
  checkBudget,
  firstLoadBudget,
  firstLoadTarget,
  sizeReportLines,
} from './budget';

const bundle = (screen: string, gzip: number) => ({
  screen,
  sizes: { total: { raw: gzip * 3, gzip, brotli: gzip - 1 } },
});

describe('the first-load budget', () => {
  it.each([
    ['under', 999, []],
    ['exactly at the limit', 1000, []],
    ['one byte over', 1001, ['basic']],
  ])('a bundle %s passes or is named', (_case, gzip, names) => {
    expect(budgetOverruns({ basic: bundle('card-form', gzip) }, 1000).map((o) => o.name)).toEqual(names);
  });

  it('names every bundle over, largest first, and leaves the sandbox console out', () => {
    const overruns = budgetOverruns(
      {
        basic: bundle('card-form', 1200),
        eupago: bundle('card-form', 900),
        nayax: bundle('nayax', 1500),
        sandbox: bundle('sandbox', 5000),
        result: bundle('result', 1200),
      },
      1000,
    );
    expect(overruns).toEqual([
      { name: 'nayax', gzip: 1500, limit: 1000 },
      { name: 'basic', gzip: 1200, limit: 1000 },
      { name: 'result', gzip: 1200, limit: 1000 },
    ]);
  });

  it('fails with a message naming the variants and by how much', () => {
    const run = () => checkBudget({ basic: bundle('card-form', 2000), tui: bundle('tui', 900) }, 1000);
    expect(run).toThrow(BudgetError);
    expect(run).toThrow('basic: 2.0 kB > 1.0 kB (+1000 bytes)');
    expect(() => checkBudget({ basic: bundle('card-form', 1000) }, 1000)).not.toThrow();
    expect(budgetMessage([{ name: 'a', gzip: 1100, limit: 1000 }])).toContain('1 bundle(s) over');
  });

  it('enforces the 100 kB goal by default', () => {
    expect(firstLoadTarget).toBe(100_000);
    expect(firstLoadBudget).toBe(firstLoadTarget);
    expect(budgetOverruns({ basic: bundle('card-form', 100_001) })).toHaveLength(1);
    expect(budgetOverruns({ basic: bundle('card-form', 100_000) })).toHaveLength(0);
  });
});

describe('the size report', () => {
  const sized = (screen: string, gzip: number) => ({
    screen,
    sizes: { total: { raw: 0, gzip, brotli: gzip - 100 }, lazy: { raw: 0, gzip: 500, brotli: 400 } },
  });

  it('lists every bundle and marks the ones over budget', () => {
    const lines = sizeReportLines({ basic: sized('card-form', 2000), tui: sized('tui', 500) }, 1000);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/basic\s+2\.0 kB gzip\s+1\.9 kB brotli {2}\+ 0\.5 kB lazy {2}OVER BUDGET$/);
    expect(lines[2]).not.toContain('OVER');
  });

  it.each([
    // The build of 2026-11-27 printed the console's 103.3 kB beside the 100 kB budget, unexplained.
    ['sandbox', 'sandbox', 1033, /\+ 0\.5 kB lazy {2}\(no budget: not a shopper page\)$/],
    ['basic', 'card-form', 990, /\+ 0\.5 kB lazy$/],
    ['basic', 'card-form', 1033, /\+ 0\.5 kB lazy {2}OVER BUDGET$/],
  ])('%s (%s) at %i bytes ends its line so', (name, screen, gzip, ending) => {
    const [, line] = sizeReportLines({ [name]: sized(screen, gzip) }, 1000);
    expect(line).toMatch(ending);
  });
});
