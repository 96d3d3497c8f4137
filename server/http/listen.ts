import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { gatewayErrorBody } from '../../shared/contract/envelopes';
import type { NodeHandler } from './node-listener';
import { invalidTargetBody } from './request-target';
import { API_ANSWER_CSP } from './api-answer-headers';

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
  server.on('clientError', answerClientError);
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

/** A request line (method, space, target) of at least 8 KB: the limit was reached in the target. */
function longRequestLine(packet: Buffer | undefined): boolean {
  const text = packet?.toString('latin1') ?? '';
  const end = text.indexOf('\r\n');
  const line = end === -1 ? text : text.slice(0, end);
  return /^[A-Za-z]+ /.test(line) && (end === -1 || line.length >= 8192);
}

/**
 * The answer to a request Node's parser refused before any handler saw it (Node's own answer
 * is a bare 400 with no body): the gateway envelope, then the connection is closed. A request
 * line that does not parse, or a target longer than the header limit (16 KB), is 400
 * INVALID_PATH; headers over the limit 431; a request that did not arrive in time 408.
 */
function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  let status = 400;
  let body: unknown;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    if (longRequestLine(error.rawPacket)) {
      body = invalidTargetBody('the request target is longer than the server accepts (16 KB with the headers)');
    } else {
      status = 431;
      body = gatewayErrorBody(431, 'gw', 'REQUEST_HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts (16 KB)');
    }
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = gatewayErrorBody(408, 'gw', 'REQUEST_TIMEOUT', 'The request did not arrive in time');
  } else if (error.code === 'HPE_INVALID_URL') {
    body = invalidTargetBody('the request target does not parse');
  } else {
    body = gatewayErrorBody(400, 'gw', 'BAD_REQUEST', `The request could not be read (${error.code ?? 'malformed'})`);
  }
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json;charset=UTF-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Security-Policy: ${API_ANSWER_CSP}\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}
