import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { apiAreaOf, isLocusPath } from './api-areas';
import { gatewayCodeBody } from '../../shared/contract/envelopes';
import { hostAllowed, hostRefusal, type HostRule } from './host-check';
import { isOddPath } from './path-guard';
import { checkRequestTarget, invalidTargetBody } from './request-target';
import { API_ANSWER_CSP } from './api-answer-headers';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the app gets as `c.env` when it runs behind this handler: the Node request and response. */
export interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/** The Node response behind a request (a streaming handler may end it at once), when there is one. */
export function nodeOutgoing(env: unknown): ServerResponse | undefined {
  const outgoing = (env as Partial<NodeBindings> | undefined)?.outgoing;
  return outgoing !== undefined && typeof outgoing.destroy === 'function' ? outgoing : undefined;
}

export interface NodeHandlerOptions {
  /**
   * Handler for paths outside /tmap, /tms, /nugufacecan and /_locus (dev mode: Vite's
   * middleware). Without it every path goes to the app.
   */
  otherPaths?: NodeHandler;
  /** Answer only these Host headers (host-check.ts); others get 421. Without it, any host. */
  hosts?: HostRule;
  /** Receives unexpected errors around the app (the client gets 500 in the gateway envelope). Default: console.error. */
  logError?: (error: unknown) => void;
}

/** Headers of every answer this handler writes itself (JSON, never a page). */
const OWN_ANSWER_HEADERS = {
  'Content-Type': 'application/json;charset=UTF-8',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': API_ANSWER_CSP,
  'Cache-Control': 'no-store',
};

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, OWN_ANSWER_HEADERS);
  res.end(JSON.stringify(body));
}

/**
 * The Node request handler around the app. It checks the Host header first (every path,
 * Vite's too: DNS rebinding), then the raw request target: one that is not a path or a plain
 * http(s) URL (request-target.ts) gets 400, as does an odd path (URL parsing would silently
 * resolve `..` before the app could see it). An absolute target is handed on as a path, its
 * authority checked as a Host header is. A request the adapter still cannot turn into a fetch
 * Request gets 400 in the gateway envelope; nothing here answers 500 with a bare body.
 */
export function createNodeHandler(
  fetch: (request: Request, env: NodeBindings) => Response | Promise<Response>,
  options: NodeHandlerOptions = {},
): NodeHandler {
  const logError = options.logError ?? ((error: unknown) => console.error('[locus] unexpected error:', error));
  const toApp = getRequestListener((request, env) => fetch(request, env as NodeBindings), {
    errorHandler: (error) => {
      if (error instanceof RequestError) return Response.json(invalidTargetBody(error.message), { status: 400, headers: OWN_ANSWER_HEADERS });
      logError(error);
      return Response.json(gatewayCodeBody('API_CONFIGURATION_ERROR'), { status: 500, headers: OWN_ANSWER_HEADERS });
    },
  });
  return (req, res) => {
    if (options.hosts && !hostAllowed(req.headers.host, options.hosts)) {
      answer(res, 421, hostRefusal(req.headers.host));
      return;
    }
    const checked = checkRequestTarget(req.url ?? '');
    if (!checked.ok) {
      answer(res, 400, invalidTargetBody(checked.reason));
      return;
    }
    if (checked.authority !== null && options.hosts && !hostAllowed(checked.authority, options.hosts)) {
      answer(res, 421, hostRefusal(checked.authority));
      return;
    }
    const target = checked.target;
    if (isOddPath(target)) {
      answer(res, 400, gatewayCodeBody('INVALID_PATH'));
      return;
    }
    // The app sees the path form only; the Host header names this server.
    req.url = target;
    const path = target.split(/[?#]/, 1)[0] ?? '/';
    if (options.otherPaths && apiAreaOf(path) === undefined && !isLocusPath(path)) {
      options.otherPaths(req, res);
      return;
    }
    void toApp(req, res);
  };
}
