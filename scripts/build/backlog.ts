/**
 * Work handed off and not yet finished (the sizes of built bundles, still being compressed), so
 * the producer can wait while too much of it is outstanding instead of running ahead: every
 * waiting bundle's files sit in memory on their way to the compressing processes.
 */
export class Backlog {
  private readonly pending = new Set<Promise<unknown>>();

  get size(): number {
    return this.pending.size;
  }

  /** Counts `work` until it settles (fulfilled or rejected: its owner awaits it for the outcome). */
  add(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** Resolves once at most `limit` pieces of work are outstanding. */
  async atMost(limit: number): Promise<void> {
    while (this.pending.size > limit) await Promise.race(this.pending);
  }
}
