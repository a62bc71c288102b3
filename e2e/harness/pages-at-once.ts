/**
 * Pages a walk keeps open at once: their network waits overlap without starving a 2-core machine
 * (which also runs a second browser file beside this one).
 */
export const pagesAtOnce = 3;

/**
 * Runs `each` over every item, `pagesAtOnce` at a time, each item once; the results come in the
 * order the items finished.
 */
export async function walkAtOnce<T, R>(items: readonly T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const left = [...items];
  const results: R[] = [];
  const worker = async () => {
    for (let item = left.shift(); item !== undefined; item = left.shift()) results.push(await each(item));
  };
  await Promise.all(Array.from({ length: pagesAtOnce }, worker));
  return results;
}
