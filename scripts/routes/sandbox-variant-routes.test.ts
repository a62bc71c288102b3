import { routePathFor } from '@scripts/routes/routes-manifest';
import { describe, expect, it } from 'vitest';
import { sandboxVariants, variantRoutePath } from '@/screens/sandbox/sandbox-variants';

// The sandbox console builds its links itself; they must be the routes the build serves.
describe('sandbox console links', () => {
  it.each(sandboxVariants)('%s opens at the route the build serves', (path) => {
    expect(variantRoutePath(path)).toBe(routePathFor(path));
  });
});
