import type http from 'node:http';
import { ws as wsPackage } from '../util/lazyPackages.js';
import { RELOAD_PATH } from './clientSnippet.js';

export type ReloadMessage = { type: 'reload'; ms: number } | { type: 'error'; ms: number; problems: number };

export interface ReloadChannel {
  broadcast(message: ReloadMessage): void;
  close(): void;
}

/**
 * The WebSocket every open dev page listens on. It shares the HTTP server's port, on a path of its
 * own; any other upgrade request is refused.
 */
export function attachReloadChannel(server: http.Server): ReloadChannel {
  const { WebSocketServer, WebSocket } = wsPackage();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== RELOAD_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Pages only listen; a socket error must not reach the process.
      ws.on('error', () => ws.terminate());
      wss.emit('connection', ws, req);
    });
  });
  return {
    broadcast(message) {
      const text = JSON.stringify(message);
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
