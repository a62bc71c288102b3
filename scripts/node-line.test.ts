import { describe, expect, it } from 'vitest';
import { meetsFloor, oldNodeWarning } from './node-line';

describe('meetsFloor', () => {
  it.each([
    // .nvmrc values as nvm and fnm read them: a partial version is the newest of its line.
    ['24', '>=24.11', true],
    ['24.11', '>=24.11', true],
    ['v24.21.0', '>=24.11', true],
    ['26', '>=24.11', true],
    ['24.10', '>=24.11', false],
    ['24.11.0', '>=24.11.1', false],
    ['20', '>=24.11', false],
    ['v20.20.2', '>=24.11', false],
    // Anything but a plain floor is not understood, so it never passes by accident.
    ['lts/*', '>=24.11', false],
    ['24', '^24.11', false],
  ])('%s against engines %s: %s', (version, engines, expected) => {
    expect(meetsFloor(version, engines)).toBe(expected);
  });
});

describe('oldNodeWarning', () => {
  it.each([
    ['v20.20.2', 'npm run build: Node 20.20.2 is older than this project supports (>=24.11)'],
    ['v22.23.3', 'npm run build: Node 22.23.3 is older than this project supports (>=24.11)'],
    ['v24.21.0', undefined],
    ['v26.12.1', undefined],
  ])('on %s', (running, start) => {
    const warning = oldNodeWarning('npm run build', running, '>=24.11', '24\n');
    if (start === undefined) expect(warning).toBeUndefined();
    else {
      expect(warning).toContain(start);
      expect(warning).toContain('tested on Node 24, an LTS line in support');
      expect(warning).toContain('nvm install');
    }
  });
});
