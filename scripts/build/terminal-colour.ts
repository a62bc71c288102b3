import { createLogger, type Logger } from 'vite';

/**
 * Whether what the build prints may carry colour. Vite colours by its own rule (a terminal, or
 * any CI), and Rolldown writes escapes into its warnings' text whatever the output is, so a build
 * log written to a file held raw `ESC[33m`. The rule here is the common one (no-color.org,
 * force-color.org): NO_COLOR set and not empty means none, FORCE_COLOR set (not `0`/`false`)
 * means colour, and otherwise colour only when standard output is a terminal.
 */
export function colourWanted(env: Readonly<Record<string, string | undefined>>, isTty: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTty;
}

/** Text without its ANSI escape sequences (colours, bold, cursor moves). */
export function withoutAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched.
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
}

/** Vite's logger for the build: as it is when colour is wanted, every line plain when it is not. */
export function buildLogger(colour: boolean): Logger {
  const logger = createLogger('warn', { allowClearScreen: false });
  if (colour) return logger;
  return {
    ...logger,
    info: (message, options) => logger.info(withoutAnsi(message), options),
    warn: (message, options) => logger.warn(withoutAnsi(message), options),
    warnOnce: (message, options) => logger.warnOnce(withoutAnsi(message), options),
    error: (message, options) => logger.error(withoutAnsi(message), options),
    get hasWarned() {
      return logger.hasWarned;
    },
  };
}
