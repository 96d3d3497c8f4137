import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { apiAreaOf, isLocusPath } from './api-areas';
import { gatewayCodeBody } from '../../shared/contract/envelopes';
import { hostAllowed, hostRefusal, type HostRule } from './host-check';
import { isOddPath } from './path-guard';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface NodeHandlerOptions {
  /**
   * Handler for paths outside /tmap, /tms, /nugufacecan and /_locus (dev mode: Vite's
   * middleware). Without it every path goes to the app.
   */
  otherPaths?: NodeHandler;
  /** Answer only these Host headers (host-check.ts); others get 421. Without it, any host. */
  hosts?: HostRule;
}

/**
 * The Node request handler around the app. It checks the Host header first (every path,
 * Vite's too: DNS rebinding), then the raw request target for odd paths: URL parsing would
 * silently resolve `..` before the app could see it.
 */
export function createNodeHandler(
  fetch: (request: Request) => Response | Promise<Response>,
  options: NodeHandlerOptions = {},
): NodeHandler {
  const toApp = getRequestListener((request) => fetch(request));
  return (req, res) => {
    if (options.hosts && !hostAllowed(req.headers.host, options.hosts)) {
      res.writeHead(421, { 'Content-Type': 'application/json;charset=UTF-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(hostRefusal(req.headers.host)));
      return;
    }
    const target = req.url ?? '/';
    if (isOddPath(target)) {
      res.writeHead(400, { 'Content-Type': 'application/json;charset=UTF-8', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify(gatewayCodeBody('INVALID_PATH')));
      return;
    }
    const path = target.split(/[?#]/, 1)[0] ?? '/';
    if (options.otherPaths && apiAreaOf(path) === undefined && !isLocusPath(path)) {
      options.otherPaths(req, res);
      return;
    }
    void toApp(req, res);
  };
}
