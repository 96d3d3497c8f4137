import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { apiAreaOf, isLocusPath } from './api-areas';
import { gatewayBody } from './envelopes';
import { isOddPath } from './path-guard';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface NodeHandlerOptions {
  /**
   * Handler for paths outside /tmap, /tms, /nugufacecan and /_locus (dev mode: Vite's
   * middleware). Without it every path goes to the app.
   */
  otherPaths?: NodeHandler;
}

/**
 * The Node request handler around the app. It checks the raw request target for odd paths
 * first: URL parsing would silently resolve `..` before the app could see it.
 */
export function createNodeHandler(
  fetch: (request: Request) => Response | Promise<Response>,
  options: NodeHandlerOptions = {},
): NodeHandler {
  const toApp = getRequestListener((request) => fetch(request));
  return (req, res) => {
    const target = req.url ?? '/';
    if (isOddPath(target)) {
      res.writeHead(400, { 'Content-Type': 'application/json;charset=UTF-8', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify(gatewayBody('INVALID_PATH')));
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
