import type http from 'node:http';
import type { WebSocketServer } from 'ws';
import { ws as wsPackage } from '../util/lazyPackages.js';
import { RELOAD_PATH } from './clientSnippet.js';

export type ReloadMessage = { type: 'reload'; ms: number } | { type: 'error'; ms: number; problems: number };

export interface ReloadChannel {
  broadcast(message: ReloadMessage): void;
  close(): void;
}

/**
 * The WebSocket every open dev page listens on. It shares the HTTP server's port, on a path of its
 * own; any other upgrade request is refused. The WebSocket package loads with the first page that
 * connects: loading it took 10–18 ms of dev's start, before anything could be served.
 */
export function attachReloadChannel(server: http.Server): ReloadChannel {
  let wss: WebSocketServer | undefined;
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== RELOAD_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss ??= new (wsPackage().WebSocketServer)({ noServer: true, maxPayload: 1024 });
    const channel = wss;
    channel.handleUpgrade(req, socket, head, (ws) => {
      // Pages only listen; a socket error must not reach the process.
      ws.on('error', () => ws.terminate());
      channel.emit('connection', ws, req);
    });
  });
  return {
    broadcast(message) {
      if (!wss) return;
      const text = JSON.stringify(message);
      const open = wsPackage().WebSocket.OPEN;
      for (const client of wss.clients) if (client.readyState === open) client.send(text);
    },
    close() {
      if (!wss) return;
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
