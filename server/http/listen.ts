import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NodeHandler } from './node-listener';

export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Stops accepting connections and closes idle and open ones. */
  close(): Promise<void>;
}

/** Starts an HTTP server on host:port (port 0 = any free port). */
export function listen(handler: NodeHandler, host: string, port: number, server: Server = createServer()): Promise<RunningServer> {
  server.on('request', handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        port: address.port,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          }),
      });
    });
  });
}
