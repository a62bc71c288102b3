/**
 * Polls `probe` until it returns something `done` accepts. A probe that throws (a page between two
 * documents, a frame that went away) is tried again; the last value or error is in the message.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeout = 10_000,
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (done(value)) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : error;
    }
    if (Date.now() - started > timeout) {
      throw new Error(
        `timed out after ${timeout} ms waiting for ${what}; last seen: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
