import type { z } from 'zod';
import { operationContracts } from '../../../../shared/contract/operations';
import { PLACEHOLDERS } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';
import type { QueryValue, RequestSpec, ResponseFormat } from '../../../api/types';

/** Query parameters and headers the client adds itself (credentials, version, format). */
export const CLIENT_QUERY = new Set(['appkey', 'version', 'format', 'callback']);
export const CLIENT_HEADERS = new Set(['accept', 'appkey', 'app-id', 'group-id', 'subject-id', 'content-type']);

/** Matches a path of the template (`{regionId}` is any one segment) at the end of a URL path. */
export function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`));
  return new RegExp(`(${escaped.replace(/\{[^}]+\}/g, '[^/]+')})$`);
}

function hasPlaceholder(v: string): boolean {
  return v.includes(PLACEHOLDERS.appKey) || v.includes(PLACEHOLDERS.appId);
}

/**
 * Rebuilds the request of a recorded GET from its redacted event, so it can be sent again with
 * the session's real credentials (the client adds them, as for any call). Nothing unredacted is
 * kept to make this possible, and it works for calls saved before a reload too. Calls with a body
 * (POST) are not rebuilt: their bodies are kept only as a summary, and re-sending writes is not a
 * click-away action.
 */
export function replaySpec(event: RequestEvent, format?: ResponseFormat): RequestSpec<unknown> | undefined {
  const contract = operationContracts[event.operation];
  if (event.method !== 'GET' || contract.method !== 'GET') return undefined;
  let url: URL;
  try {
    url = new URL(event.url);
  } catch {
    return undefined;
  }
  const path = templatePattern(contract.path).exec(url.pathname)?.[1];
  if (path === undefined) return undefined;
  const query: Record<string, QueryValue> = {};
  for (const [k, v] of url.searchParams) {
    if (CLIENT_QUERY.has(k.toLowerCase())) continue;
    if (hasPlaceholder(v)) return undefined;
    query[k] = v;
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers)) {
    if (CLIENT_HEADERS.has(k.toLowerCase())) continue;
    if (hasPlaceholder(v)) return undefined;
    headers[k] = v;
  }
  const wanted = format ?? event.format;
  const spec: RequestSpec<unknown> = {
    operation: event.operation,
    area: contract.area,
    method: 'GET',
    path,
    query,
    schema: contract.response as z.ZodType<unknown>,
  };
  if (Object.keys(headers).length > 0) spec.headers = headers;
  if ((contract.formats as readonly ResponseFormat[]).includes(wanted)) spec.format = wanted;
  return spec;
}

/** The formats an operation's contract offers (json only outside the /tmap area). */
export function formatsOf(operation: RequestEvent['operation']): readonly ResponseFormat[] {
  return operationContracts[operation].formats;
}
