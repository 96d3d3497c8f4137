import { faceHeaderName, pathVariables, type OperationRoute } from '../../shared/contract/routes';
import type { Area, QueryValue } from './types';
import type { RequestParts } from './request-spec';

/*
 * How an operation's params travel, per area: the one table the generic call reads. Path
 * variables named in the route's template are taken out first, whatever the area; the rest goes
 * to the query (address, road, geofencing; zone GETs), the JSON body (zone POST) or headers and
 * an image body (faces). Credentials, version and format are the client's business, not this.
 */

type Params = Record<string, unknown>;
type WireShaper = (route: OperationRoute, params: Params) => RequestParts | Promise<RequestParts>;

/** Query entries for the params given; undefined when there are none, so a bare GET stays bare. */
function queryOf(params: Params): Record<string, QueryValue> | undefined {
  const entries = Object.entries(params) as [string, QueryValue][];
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function headerValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  return value === true ? 'true' : String(value);
}

/** Per area: how the params (path variables already taken out) become query, headers and body. */
const AREA_WIRE: Record<Area, WireShaper> = {
  tmap: (_route, params) => ({ query: queryOf(params) }),
  zones: (route, params) => (route.method === 'GET' ? { query: queryOf(params) } : { body: { kind: 'json', value: params } }),
  faces: async (_route, { image, mode, ...rest }) => {
    const headers: Record<string, string> = {};
    // A value is sent only when given (a flag as 'true').
    for (const [name, value] of Object.entries(rest)) {
      const text = headerValue(value);
      if (text !== undefined) headers[faceHeaderName(name)] = text;
    }
    if (image === undefined) return { headers };
    // The image encoding (and the contract module it reads data URIs with) loads with the first upload.
    const { imageBody } = await import('./image-body');
    return { headers, body: await imageBody(image as Blob | string, mode === 'multipart' ? 'multipart' : 'json') };
  },
};

/** The few operations whose params are rewritten before they travel. */
const PARAM_REWRITES: Partial<Record<string, (params: Params) => Params>> = {
  // Keyed by OperationId (a route's `id` is typed as a plain string in OperationRoute).
  // The interface wants each zone name percent-encoded (UTF-8) inside the JSON body; callers pass plain names.
  zoneListInsert: (params) => ({
    ...params,
    reqDatas: (params.reqDatas as { code: string; name: string }[]).map(({ code, name }) => ({ code, name: encodeURIComponent(name) })),
  }),
};

/**
 * The request parts of one call of `route` with `params`: at once (no promise) unless something
 * must be loaded first (an image to encode), so that a call can leave in its caller's task.
 */
export function wireParts(route: OperationRoute, params: Params): RequestParts | Promise<RequestParts> {
  const rewrite = PARAM_REWRITES[route.id];
  const rest: Params = { ...(rewrite ? rewrite(params) : params) };
  const pathValues: Record<string, string | number | undefined> = {};
  for (const name of pathVariables(route.path)) {
    pathValues[name] = rest[name] as string | number | undefined;
    delete rest[name];
  }
  const shaped = AREA_WIRE[route.area](route, rest);
  return shaped instanceof Promise ? shaped.then((parts) => withPathValues(pathValues, parts)) : withPathValues(pathValues, shaped);
}

function withPathValues(pathValues: Record<string, string | number | undefined>, parts: RequestParts): RequestParts {
  const out: RequestParts = { pathValues };
  if (parts.query !== undefined) out.query = parts.query;
  if (parts.headers !== undefined) out.headers = parts.headers;
  if (parts.body !== undefined) out.body = parts.body;
  return out;
}
