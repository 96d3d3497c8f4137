import { OPERATION_IDS, operationRoutes } from '../../shared/contract/routes';

/** Each operation's method and path as a pattern: a `{name}` variable is one path segment. */
const PATTERNS = OPERATION_IDS.map((id) => {
  const route = operationRoutes[id];
  const source = route.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return { id, method: route.method, pattern: new RegExp(`^${source}$`) };
});

/**
 * The operation (shared/contract/routes.ts) a recorded request was a call of, by method and
 * path; a path no operation serves is named by its method and path (`GET /tmap/unknown`).
 */
export function operationOf(method: string, path: string): string {
  const upper = method.toUpperCase();
  const found = PATTERNS.find((p) => p.method === upper && p.pattern.test(path));
  return found ? found.id : `${upper} ${path}`;
}
