import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenFailureMessage } from './listen-failure';
import { startFixtureSandbox } from './sandbox-fixture';

describe('listenFailureMessage', () => {
  it.each([
    [{ code: 'EADDRINUSE' }, /^npm start: port 8080 on 127\.0\.0\.1 is already in use .*PORT=9000 npm start/],
    [{ code: 'EACCES' }, /^npm start: port 8080 needs privileges .*above 1023/],
    [{ code: 'ENOENT' }, undefined],
    [new Error('something else'), undefined],
    [null, undefined],
  ])('%j → %s', (error, expected) => {
    const message = listenFailureMessage(error, 8080, 'npm start');
    if (expected === undefined) expect(message).toBeUndefined();
    else expect(message).toMatch(expected);
  });

  describe('on a port another process holds', () => {
    let taken: Server;
    let port: number;
    beforeAll(async () => {
      taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      port = (taken.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

    it("explains the sandbox's own listening error in one line", async () => {
      const error = await startFixtureSandbox({ port }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(listenFailureMessage(error, port, 'npm start')).toBe(
        `npm start: port ${port} on 127.0.0.1 is already in use (another npm start still running?). Stop it, or choose another port: PORT=9000 npm start (PORT=0 takes any free port).`,
      );
    });
  });
});
