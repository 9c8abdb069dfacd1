import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from './requestPath.js';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A plain-text answer; used for errors, redirects and anything without a page of its own. */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** A static site is read-only: GET and HEAD only, anything else is a 405 naming what is allowed. */
export function assertReadMethod(req: IncomingMessage): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Method not allowed', { Allow: 'GET, HEAD' });
}

export function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  sendText(res, status, `Redirecting to ${location}`, {
    Location: location,
    // A dev server's routes change while it runs, so its (302) redirects must not be remembered.
    ...(status === 302 ? {} : { 'Cache-Control': 'public, max-age=3600' }),
  });
}

function answerFailure(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendText(res, error.status, error.message, error.headers);
    return;
  }
  process.stderr.write(`docs-gen: request ${res.req?.method} ${res.req?.url} failed: ${(error as Error)?.stack ?? String(error)}\n`);
  sendText(res, 500, 'Internal server error');
}

/**
 * An HTTP server that never lets a request take it down: handler failures become 4xx/5xx answers and
 * requests Node cannot even parse get a 400 (431 for oversized headers) before the socket is closed.
 */
export function createSafeServer(handler: RequestHandler): http.Server {
  const server = http.createServer((req, res) => {
    req.on('error', () => res.destroy());
    handler(req, res).catch((error: unknown) => answerFailure(res, error));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/** Checks a --port value: a whole number from 0 (any free port) to 65535. */
export function parsePort(value: string | number): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${value}": use a number from 0 to 65535`);
  return port;
}

/** Starts listening and returns the URL it can be reached at (the real port when 0 was asked for). */
export async function listen(server: http.Server, host: string, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is already in use; pick another with --port`) : error);
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${hostPart}:${address.port}/`;
}
