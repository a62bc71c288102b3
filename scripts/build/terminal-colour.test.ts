import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLogger, colourWanted, withoutAnsi } from './terminal-colour';

describe('colourWanted', () => {
  it.each([
    ['a terminal', {}, true, true],
    ['a file or pipe', {}, false, false],
    // CI sets CI=true; Vite took that as leave to colour a log file. Only a terminal counts here.
    ['a file under CI', { CI: 'true' }, false, false],
    ['NO_COLOR at a terminal (no-color.org)', { NO_COLOR: '1' }, true, false],
    ['an empty NO_COLOR, which no-color.org says to ignore', { NO_COLOR: '' }, true, true],
    ['FORCE_COLOR into a file', { FORCE_COLOR: '1' }, false, true],
    ['FORCE_COLOR=0', { FORCE_COLOR: '0' }, true, false],
    ['NO_COLOR over FORCE_COLOR', { NO_COLOR: '1', FORCE_COLOR: '1' }, true, false],
  ])('%s', (_case, env, isTty, expected) => {
    expect(colourWanted(env, isTty)).toBe(expected);
  });
});

describe('withoutAnsi', () => {
  it.each([
    [
      // A Rolldown warning as `npm run build > build.log` wrote it (2026-11-28).
      'Rolldown warning',
      '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/core/token-list.ts is dynamically imported',
      '[INEFFECTIVE_DYNAMIC_IMPORT] src/core/token-list.ts is dynamically imported',
    ],
    ['picocolors yellow and bold', '\u001b[33mwarning: \u001b[1mx\u001b[22m\u001b[39m', 'warning: x'],
    ['plain text', 'basic  98.6 kB gzip', 'basic  98.6 kB gzip'],
  ])('%s', (_case, text, plain) => {
    expect(withoutAnsi(text)).toBe(plain);
  });
});

describe('buildLogger', () => {
  afterEach(() => vi.restoreAllMocks());
  const coloured = '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0mmessage';

  it.each([
    [false, '[INEFFECTIVE_DYNAMIC_IMPORT] message'],
    [true, coloured],
  ])('with colour %s, a warning prints as %j', (colour, printed) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = buildLogger(colour);
    logger.warn(coloured);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining(printed)]);
    expect(logger.hasWarned).toBe(true);
  });
});
