import type { Area, HttpMethod, ResponseFormat } from './wire';

/*
 * Where each operation lives and how it travels: area, method, path template, formats. No
 * schemas here (they are in ./operations, with zod), so that the console's first page can build
 * requests without loading the schema library; the client loads the response schemas when the
 * first answer arrives.
 */

/**
 * Which scope headers a face operation works in: 'app' needs app-id only, 'group' also
 * group-id, 'subject' also subject-id.
 */
export type FaceScope = 'app' | 'group' | 'subject';

/** The wire facts of one operation. */
export interface OperationRoute {
  /** The operation's id: its key in operationRoutes. */
  id: string;
  area: Area;
  method: HttpMethod;
  /** Path template below the base URL; `{name}` marks a path variable named as in params. */
  path: string;
  /** Response formats offered; only the /tmap area has more than json. */
  formats: readonly ResponseFormat[];
  /** What format=xml gives: elements named after the lower-cased JSON fields, or KML. */
  xml?: 'elements' | 'kml';
  /** Face operations only. */
  faceScope?: FaceScope;
  /** How the request body travels, when there is one. */
  body?: 'json' | 'json-or-multipart';
}

const JSON_ONLY = ['json'] as const satisfies readonly ResponseFormat[];
const ALL_FORMATS = ['json', 'xml', 'javascript'] as const satisfies readonly ResponseFormat[];

/** Every operation's route, keyed by its id. */
export const operationRoutes = {
  // ---- zones (/tms) ---------------------------------------------------------------------------
  zoneList: {
    id: 'zoneList',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneList',
    formats: JSON_ONLY,
  },
  zoneInsert: {
    id: 'zoneInsert',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneInsert',
    formats: JSON_ONLY,
  },
  zoneListInsert: {
    id: 'zoneListInsert',
    area: 'zones',
    method: 'POST',
    path: '/tms/zoneListInsert',
    formats: JSON_ONLY,
    body: 'json',
  },
  zoneUpdate: {
    id: 'zoneUpdate',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneUpdate',
    formats: JSON_ONLY,
  },
  zoneDelete: {
    id: 'zoneDelete',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneDelete',
    formats: JSON_ONLY,
  },

  // ---- address and coordinate services (/tmap/geo) -----------------------------------------------
  reverseGeocoding: {
    id: 'reverseGeocoding',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/reversegeocoding',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  geocoding: {
    id: 'geocoding',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/geocoding',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  fullAddrGeo: {
    id: 'fullAddrGeo',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/fullAddrGeo',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  coordConvert: {
    id: 'coordConvert',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/coordconvert',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  convertAddress: {
    id: 'convertAddress',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/convertAddress',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  postcode: {
    id: 'postcode',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/postcode',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  reverseLabel: {
    id: 'reverseLabel',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/reverseLabel',
    formats: ALL_FORMATS,
    xml: 'elements',
  },

  // ---- road (/tmap/road) ---------------------------------------------------------------------------
  nearToRoad: {
    id: 'nearToRoad',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/road/nearToRoad',
    formats: ALL_FORMATS,
    xml: 'elements',
  },

  // ---- geofencing (/tmap/geofencing) ---------------------------------------------------------------
  regionSearch: {
    id: 'regionSearch',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geofencing/regions',
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  regionLookup: {
    id: 'regionLookup',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geofencing/regions/{regionId}',
    formats: ALL_FORMATS,
    xml: 'kml',
  },

  // ---- faces (/nugufacecan/v1) -----------------------------------------------------------------------
  faceList: {
    id: 'faceList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/face',
    formats: JSON_ONLY,
    faceScope: 'subject',
  },
  faceCreate: {
    id: 'faceCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/face',
    formats: JSON_ONLY,
    faceScope: 'subject',
    body: 'json-or-multipart',
  },
  faceDelete: {
    id: 'faceDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/face/{face_id}',
    formats: JSON_ONLY,
    faceScope: 'subject',
  },
  groupList: {
    id: 'groupList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/group',
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  groupCreate: {
    id: 'groupCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/group',
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  groupDelete: {
    id: 'groupDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/group/{group_id}',
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  subjectList: {
    id: 'subjectList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/subject',
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  subjectCreate: {
    id: 'subjectCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/subject',
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  subjectDelete: {
    id: 'subjectDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/subject/{subject_id}',
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  faceDetect: {
    id: 'faceDetect',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/detect',
    formats: JSON_ONLY,
    faceScope: 'app',
    body: 'json-or-multipart',
  },
  faceRecognize: {
    id: 'faceRecognize',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/recognize',
    formats: JSON_ONLY,
    faceScope: 'group',
    body: 'json-or-multipart',
  },
} as const satisfies Record<string, OperationRoute>;

/** Fails to compile when an entry's id is not its key. */
type IdsAreKeys<T extends { readonly [K in keyof T]: { readonly id: K } }> = T;

/** Every operation's id, derived from the registry (never listed by hand). */
export type OperationId = keyof IdsAreKeys<typeof operationRoutes>;

/** The ids of one area's operations. */
export type OperationIdOf<A extends Area> = {
  [K in OperationId]: (typeof operationRoutes)[K]['area'] extends A ? K : never;
}[OperationId];

/** Every operation id, in registry order. */
export const OPERATION_IDS = Object.keys(operationRoutes) as OperationId[];

/** Names of the `{name}` variables of a path template, in order. */
export function pathVariables(template: string): string[] {
  return Array.from(template.matchAll(/\{([^}]+)\}/g), (m) => m[1] ?? '');
}

/**
 * Fills a path template, encoding each value with encodeURIComponent. Throws when a variable
 * has no value, because a request to '/face/' would hit a different endpoint.
 */
export function fillPath(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`Path variable ${name} has no value`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The header a face param travels in: its kebab-case name (faceName -> face-name, useSpoof ->
 * use-spoof, multi -> multi). The client sends with it and the OpenAPI document names with it.
 */
export function faceHeaderName(param: string): string {
  return param.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The template in the `:name` form that routers such as Hono use. */
export function routePattern(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}
