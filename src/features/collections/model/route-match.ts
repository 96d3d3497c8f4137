import { operationRoutes, OPERATION_IDS, pathVariables, type OperationId } from '../../../../shared/contract/routes';
import { isCredentialName } from './credentials';

/*
 * A request seen elsewhere (a recorded call, a curl command, a HAR entry) read back as an
 * operation of the contract and its params: the path against the contract's routes, the query
 * (or the face headers, or a zone's JSON body) as params. Credentials are dropped by name and
 * reported; what the client adds itself (version, format, callback, Accept) is left out.
 */

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export type SkipReason =
  | { kind: 'badUrl' }
  | { kind: 'unknownPath'; path: string }
  | { kind: 'method'; method: string; path: string }
  | { kind: 'photo' }
  | { kind: 'badBody' };

export type Matched =
  | { ok: true; operation: OperationId; params: Record<string, unknown>; dropped: string[] }
  | { ok: false; reason: SkipReason };

const CLIENT_QUERY = new Set(['version', 'format', 'callback']);
const CLIENT_HEADERS = new Set(['accept', 'content-type', 'content-length', 'user-agent', 'host', 'origin', 'referer', 'accept-encoding', 'accept-language', 'connection']);

function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped.replace(/\{[^}]+\}/g, '([^/]+)')}/?$`);
}

/** The operation whose route is this method and path, with its path variables' values. */
function routeOf(method: string, pathname: string): { id: OperationId; vars: Record<string, string> } | 'method' | undefined {
  let wrongMethod = false;
  for (const id of OPERATION_IDS) {
    const route = operationRoutes[id];
    const m = templatePattern(route.path).exec(pathname);
    if (!m) continue;
    if (route.method !== method) {
      wrongMethod = true;
      continue;
    }
    const vars: Record<string, string> = {};
    pathVariables(route.path).forEach((name, i) => {
      vars[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { id, vars };
  }
  return wrongMethod ? 'method' : undefined;
}

/** camelCase of a kebab-case face header (face-name -> faceName). */
function paramOfHeader(name: string): string {
  return name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function isPhoto(body: string): boolean {
  return /data:image\/|;base64,|<file \d+ B>|(^|&)image=/.test(body);
}

/** Reads one request as a call of the contract, or says why it cannot be. */
export function matchRequest(req: SeenRequest): Matched {
  let url: URL;
  try {
    url = new URL(req.url, 'http://localhost');
  } catch {
    return { ok: false, reason: { kind: 'badUrl' } };
  }
  const method = req.method.toUpperCase();
  const found = routeOf(method, url.pathname);
  if (found === undefined) return { ok: false, reason: { kind: 'unknownPath', path: url.pathname } };
  if (found === 'method') return { ok: false, reason: { kind: 'method', method, path: url.pathname } };
  const route = operationRoutes[found.id];
  const dropped: string[] = [];
  const params: Record<string, unknown> = { ...found.vars };

  for (const [k, v] of url.searchParams) {
    if (isCredentialName(k)) dropped.push(k);
    else if (!CLIENT_QUERY.has(k.toLowerCase())) params[k] = v;
  }
  for (const [k, v] of Object.entries(req.headers)) {
    const name = k.toLowerCase();
    if (isCredentialName(name)) dropped.push(k);
    else if (route.area === 'faces' && !CLIENT_HEADERS.has(name)) params[paramOfHeader(name)] = v;
  }
  const body = req.body?.trim();
  if (body) {
    if (isPhoto(body)) return { ok: false, reason: { kind: 'photo' } };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, reason: { kind: 'badBody' } };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: { kind: 'badBody' } };
    for (const [k, v] of Object.entries(parsed)) {
      if (isCredentialName(k)) dropped.push(k);
      else params[k] = v;
    }
    // The wire carries zone names percent-encoded; a call takes them plain (the client encodes them).
    if (found.id === 'zoneListInsert' && Array.isArray(params.reqDatas)) {
      params.reqDatas = (params.reqDatas as unknown[]).map((d) => {
        if (typeof d !== 'object' || d === null) return d;
        const o = d as Record<string, unknown>;
        return typeof o.name === 'string' ? { ...o, name: safeDecode(o.name) } : o;
      });
    }
  }
  return { ok: true, operation: found.id, params, dropped: [...new Set(dropped)] };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
