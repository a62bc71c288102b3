import { createHash } from 'node:crypto';

/**
 * What `compute` answers for this content, computed once per distinct content (by its sha256):
 * bundles share many files (en.json, the scheme images, stylesheets). A failure is not
 * remembered, so the next request for the same content tries again.
 */
export function onceByContent<T>(
  remembered: Map<string, Promise<T>>,
  content: Uint8Array,
  compute: () => Promise<T>,
): Promise<T> {
  const key = createHash('sha256').update(content).digest('hex');
  let answer = remembered.get(key);
  if (!answer) {
    answer = compute();
    answer.catch(() => remembered.delete(key));
    remembered.set(key, answer);
  }
  return answer;
}
