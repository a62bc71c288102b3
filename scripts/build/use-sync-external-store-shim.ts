/**
 * Stands in for the `use-sync-external-store/shim` package in the bundles (variant-vite-config
 * aliases it here). react-i18next imports the shim for React 16/17; on React 18+ the shim only
 * hands back React's own useSyncExternalStore, so this is the same hook without the ~0.4 kB
 * (gzip) fallback implementation that React 19 never runs.
 */
export { useSyncExternalStore } from 'react';
