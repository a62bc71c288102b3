/**
 * Why a server could not listen, in one line a person at a terminal can act on; undefined for
 * any other error, which keeps its stack. Node's own report of a taken port is a stack trace that
 * buries the one fact that matters.
 */
export function listenFailureMessage(error: unknown, port: number, command: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE')
    return `${command}: port ${port} on 127.0.0.1 is already in use (another ${command} still running?). Stop it, or choose another port: PORT=9000 ${command} (PORT=0 takes any free port).`;
  if (code === 'EACCES')
    return `${command}: port ${port} needs privileges this user does not have. Choose a port above 1023: PORT=9000 ${command}.`;
  return undefined;
}

/** Runs `listen`; a failure listenFailureMessage explains ends the process with that line and exit code 1. */
export async function listenOrExit<T>(listen: () => Promise<T>, port: number, command: string): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    const message = listenFailureMessage(error, port, command);
    if (message === undefined) throw error;
    console.error(message);
    process.exit(1);
  }
}
