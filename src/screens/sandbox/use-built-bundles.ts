import { useEffect, useState } from 'react';
import { isSandboxVariant, sandboxVariants } from '@/screens/sandbox/sandbox-variants';

/** The bundle list of the sandbox's answer, or undefined when the answer is not one. */
export function readBundleList(reply: unknown): string[] | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const bundles = (reply as { bundles?: unknown }).bundles;
  if (!Array.isArray(bundles) || bundles.length === 0) return undefined;
  const valid = bundles.filter(
    (entry): entry is string => typeof entry === 'string' && isSandboxVariant(entry),
  );
  return valid.length > 0 ? valid : undefined;
}

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * The variants the console offers: the bundles dist/ holds now, as the sandbox lists them (so a
 * variant just built with --only shows at once), or the registry's list baked into the console
 * when the sandbox cannot say (an older sandbox, a static copy of the console).
 */
export function useBuiltBundles(): readonly string[] {
  const [bundles, setBundles] = useState<readonly string[]>(sandboxVariants);
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const configuration = await fetchJson('/configuration', controller.signal);
      const base = (configuration as { hppAnyBaseURL?: unknown }).hppAnyBaseURL;
      if (typeof base !== 'string' || !base.startsWith('/')) return;
      const listed = readBundleList(
        await fetchJson(`${base.replace(/\/+$/, '')}/__sandbox/bundles`, controller.signal),
      );
      if (listed) setBundles(listed);
    })().catch(() => undefined);
    return () => controller.abort();
  }, []);
  return bundles;
}
