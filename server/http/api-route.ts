import type { OperationId } from '../../shared/contract/routes';
import type { ApiArea } from './api-areas';
import type { LocusContext } from './locus-env';

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One served API operation; the gateway checks (key, limits, face app-id) run before `handle`. */
export interface ApiRoute {
  /**
   * The contract operation it serves: every built-in route has one (http/define-route.ts); only
   * routes a test adds may have none.
   */
  operation?: OperationId;
  method: ApiMethod;
  /** Hono pattern, e.g. '/tmap/geo/reversegeocoding' or '/nugufacecan/v1/face/:face_id'. */
  path: string;
  area: ApiArea;
  handle(c: LocusContext): Response | Promise<Response>;
}
