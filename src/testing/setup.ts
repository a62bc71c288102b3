// Component tests opt into happy-dom per file with `// @vitest-environment happy-dom`;
// pure core tests stay in plain Node so they cannot touch the DOM by accident.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
