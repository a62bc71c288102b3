import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { maxRequestTargetBytes } from '@/core/url-limit';

interface ClientError extends Error {
  code?: string;
}

/**
 * A request target over the limit, handed to the app so that its own request-target rule
 * (static-site.ts) answers with the error page and every header the middleware adds.
 */
const overLongTarget = `/?${'x'.repeat(maxRequestTargetBytes)}`;

async function writeResponse(socket: Duplex, reply: Response): Promise<void> {
  const body = Buffer.from(await reply.arrayBuffer());
  const lines = [`HTTP/1.1 ${reply.status} URI Too Long`];
  reply.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') lines.push(`${name}: ${value}`);
  });
  lines.push(`content-length: ${body.byteLength}`, 'connection: close');
  socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]));
}

/**
 * Node refuses a request whose line and headers together exceed its maxHeaderSize with a bare
 * 431 and an empty body, before the app sees it: a shopper with a link over 64 KB would see a
 * blank page where one a little over 8 KB sees the error page. Here such a request is answered
 * as the app answers any over-long link: 414 and the error page with its headers. Huge headers
 * behind a short address (cookies) get the same answer: Node's `rawPacket` holds only the last
 * chunk read, so which of the two overflowed cannot be told reliably, and the shopper needs the
 * page either way. Other parse errors keep Node's own answer (400).
 */
export function answerOversizedRequests(
  server: Server,
  app: (request: Request) => Response | Promise<Response>,
  origin: () => string,
): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    if (!socket.writable) return;
    if (error.code !== 'HPE_HEADER_OVERFLOW') {
      socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      return;
    }
    Promise.resolve(app(new Request(`${origin()}${overLongTarget}`)))
      .then((reply) => writeResponse(socket, reply))
      .catch(() => socket.destroy());
  });
}
