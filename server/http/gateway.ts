import type { MiddlewareHandler } from 'hono';
import type { ApiArea } from './api-areas';
import type { LocusEnv } from './locus-env';
import type { LocusConfig } from '../config';
import { ApiFailure } from './api-failure';
import type { RateLimiter } from './rate-limiter';

/**
 * The gateway's checks for one served route, in the real order: key (401 UNAUTHORIZED when
 * missing, 403 INVALID_API_KEY when unknown), then rate limits (429 THROTTLED /
 * QUOTA_EXCEEDED), then, for faces, the product's app-id check (400, face code 1000): the
 * app-id must be one LOCUS_FACE_APPS binds to this key. Another key's app-id gets the same
 * answer as an unknown one, so a key cannot even learn which app-ids exist.
 * Unknown paths and methods never get here: they are answered 403 MISSING_AUTHENTICATION_TOKEN
 * whatever the key, as the real gateway does.
 *
 * Key placement: /tmap and /tms take query `appKey` or header `appKey` (the query wins when
 * both are sent); /nugufacecan takes the header only. Header names are case-insensitive.
 * A blank key counts as missing.
 */
export function gatewayChecks(area: ApiArea, config: LocusConfig, limiter: RateLimiter): MiddlewareHandler<LocusEnv> {
  const keys = new Set(config.apiKeys);
  const keysOfApp = new Map(config.faceApps.map((b) => [b.appId, new Set(b.keys)]));
  return async (c, next) => {
    const key = readAppKey(area, (name) => c.req.query(name), (name) => c.req.header(name));
    if (key === undefined) throw ApiFailure.gateway('UNAUTHORIZED');
    if (!keys.has(key)) throw ApiFailure.gateway('INVALID_API_KEY');
    const verdict = limiter.admit(key);
    if (verdict !== 'ok') throw ApiFailure.gateway(verdict);
    let appId: string | undefined;
    if (area === 'faces') {
      appId = c.req.header('app-id')?.trim();
      if (!appId || keysOfApp.get(appId)?.has(key) !== true) throw ApiFailure.face(1000, 'apps do not exist');
    }
    c.set('appKey', key);
    c.set('appId', appId);
    await next();
  };
}

function readAppKey(
  area: ApiArea,
  query: (name: string) => string | undefined,
  header: (name: string) => string | undefined,
): string | undefined {
  const fromQuery = area === 'faces' ? undefined : query('appKey')?.trim();
  if (fromQuery) return fromQuery;
  const fromHeader = header('appKey')?.trim();
  return fromHeader ? fromHeader : undefined;
}
