import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.json's `paths`, for the two test runners' configs. */
export const projectAliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@variants/': fileURLToPath(new URL('./variants/', import.meta.url)),
  '@scripts/': fileURLToPath(new URL('./scripts/', import.meta.url)),
};
