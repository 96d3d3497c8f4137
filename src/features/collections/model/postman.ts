import { faceHeaderName, fillPath, operationRoutes, pathVariables, type OperationRoute } from '../../../../shared/contract/routes';
import { queryValue } from '../../../api/coordinate-param';
import { redactText, type Secrets } from '../../../api/redact';
import type { RequestParts } from '../../../api/request-spec';
import { wireParts } from '../../../api/wire-parts';
import type { Collection, Expectation, SavedCall } from './collection';
import { withoutCredentials } from './credentials';
import { longitudePath } from './expectations';

/*
 * A collection as a Postman collection (v2.1): each call with its real method, URL (on the chosen
 * profile's base URL), query and headers, the key as the variable {{appKey}} (and the app-id as
 * {{appId}}), never their values; each call's expectations as `pm.test(...)` scripts.
 */

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Where each area takes its credentials (as the console's client puts them). */
const KEY_PLACEMENT: Record<OperationRoute['area'], { query: boolean; appId: boolean; version: boolean; format: boolean }> = {
  tmap: { query: true, appId: false, version: true, format: true },
  zones: { query: false, appId: false, version: false, format: false },
  faces: { query: false, appId: true, version: false, format: false },
};

interface PostmanKeyValue {
  key: string;
  value: string;
}

interface PostmanItem {
  name: string;
  request: {
    method: string;
    header: PostmanKeyValue[];
    url: { raw: string; protocol: string; host: string[]; port?: string; path: string[]; query?: PostmanKeyValue[] };
    body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
  };
  event?: { listen: 'test'; script: { type: 'text/javascript'; exec: string[] } }[];
}

export interface PostmanCollection {
  info: { name: string; schema: string };
  variable: PostmanKeyValue[];
  item: PostmanItem[];
}

/** Encodes a query value, keeping Postman's {{variables}} as they are. */
function enc(text: string): string {
  return text
    .split(/(\{\{[A-Za-z]+\}\})/)
    .map((part, i) => (i % 2 === 1 ? part : encodeURIComponent(part)))
    .join('');
}

function stringLiteral(v: unknown): string {
  return JSON.stringify(v);
}

/** One expectation as the lines of a Postman test; none when it has no simple form. */
function postmanTest(e: Expectation): string[] {
  const at = (path: string) => `at(pm.response.json(), ${stringLiteral(path)})`;
  switch (e.kind) {
    case 'status':
      return [`pm.test(${stringLiteral(`status ${e.status}`)}, () => pm.response.to.have.status(${e.status}));`];
    case 'exists':
      return [`pm.test(${stringLiteral(`${e.path} exists`)}, () => pm.expect(${at(e.path)}).to.not.equal(undefined));`];
    case 'equals':
      return [`pm.test(${stringLiteral(`${e.path} = ${String(e.value)}`)}, () => pm.expect(String(${at(e.path)})).to.eql(${stringLiteral(String(e.value))}));`];
    case 'near': {
      const lon = longitudePath(e.path);
      if (lon === undefined) return [];
      return [
        `pm.test(${stringLiteral(`${e.path} within ${e.metres} m`)}, () => {`,
        `  const body = pm.response.json();`,
        `  pm.expect(metres(Number(${`at(body, ${stringLiteral(e.path)})`}), Number(${`at(body, ${stringLiteral(lon)})`}), ${e.lat}, ${e.lon})).to.be.at.most(${e.metres});`,
        `});`,
      ];
    }
  }
}

const HELPERS = [
  `const at = (o, p) => p.split('.').reduce((v, k) => (v === undefined || v === null ? undefined : v[k]), o);`,
  `const metres = (la1, lo1, la2, lo2) => { const r = Math.PI / 180; const h = Math.sin(((la2 - la1) * r) / 2) ** 2 + Math.cos(la1 * r) * Math.cos(la2 * r) * Math.sin(((lo2 - lo1) * r) / 2) ** 2; return 2 * 6371008.8 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)); };`,
];

/** A face call's path values and headers (the client's face wiring is asynchronous: it may encode an image). */
function faceParts(route: OperationRoute, params: Record<string, unknown>): RequestParts | undefined {
  if (params.image !== undefined) return undefined;
  const vars = pathVariables(route.path);
  const pathValues: Record<string, string | number | undefined> = {};
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (vars.includes(k)) pathValues[k] = v as string | number | undefined;
    else if (k !== 'mode' && v !== undefined && v !== null && v !== '' && v !== false) headers[faceHeaderName(k)] = v === true ? 'true' : String(v);
  }
  return { pathValues, headers };
}

function item(call: SavedCall, base: URL): PostmanItem | undefined {
  const route = operationRoutes[call.operation];
  const params = withoutCredentials(call.params).params;
  const parts = route.area === 'faces' ? faceParts(route, params) : wireParts(route, params);
  // A call that needs an image loaded first is not something a collection holds.
  if (parts instanceof Promise || parts === undefined) return undefined;
  const place = KEY_PLACEMENT[route.area];
  const query: PostmanKeyValue[] = [];
  if (place.version) query.push({ key: 'version', value: '1' });
  for (const [k, v] of Object.entries(parts.query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    query.push({ key: k, value: queryValue(k, v) });
  }
  if (place.format) query.push({ key: 'format', value: 'json' });
  if (place.query) query.push({ key: 'appKey', value: '{{appKey}}' });

  const header: PostmanKeyValue[] = [{ key: 'Accept', value: 'application/json' }];
  if (!place.query) header.push({ key: 'appKey', value: '{{appKey}}' });
  if (place.appId) header.push({ key: 'app-id', value: '{{appId}}' });
  for (const [k, v] of Object.entries(parts.headers ?? {})) if (v !== undefined) header.push({ key: k, value: v });

  const path = `${base.pathname.replace(/\/+$/, '')}${fillPath(route.path, parts.pathValues ?? {})}`;
  const search = query.map((q) => `${encodeURIComponent(q.key)}=${enc(q.value)}`).join('&');
  const origin = `${base.protocol}//${base.host}`;
  const out: PostmanItem = {
    name: `${call.operation} ${route.method} ${route.path}`,
    request: {
      method: route.method,
      header,
      url: {
        raw: `${origin}${path}${search ? `?${search}` : ''}`,
        protocol: base.protocol.replace(':', ''),
        host: base.hostname.split('.'),
        path: path.split('/').filter((p) => p !== ''),
      },
    },
  };
  if (base.port) out.request.url.port = base.port;
  if (query.length > 0) out.request.url.query = query;
  if (parts.body?.kind === 'json') {
    header.push({ key: 'Content-Type', value: 'application/json' });
    out.request.body = { mode: 'raw', raw: JSON.stringify(parts.body.value, null, 2), options: { raw: { language: 'json' } } };
  }
  const tests = call.expectations.flatMap(postmanTest);
  if (tests.length > 0) out.event = [{ listen: 'test', script: { type: 'text/javascript', exec: [...HELPERS, ...tests] } }];
  return out;
}

/**
 * The Postman collection for `baseUrl` (absolute: the page's origin for the profiles served by
 * this server). The session's secrets are replaced by placeholders wherever they would appear.
 */
export function toPostman(collection: Collection, baseUrl: string, secrets: Secrets): PostmanCollection {
  const base = new URL(baseUrl);
  const items = collection.calls.map((c) => item(c, base)).filter((i): i is PostmanItem => i !== undefined);
  const out: PostmanCollection = {
    info: { name: collection.name, schema: SCHEMA },
    variable: [
      { key: 'appKey', value: '' },
      { key: 'appId', value: '' },
    ],
    item: items,
  };
  return JSON.parse(redactText(JSON.stringify(out), secrets)) as PostmanCollection;
}
