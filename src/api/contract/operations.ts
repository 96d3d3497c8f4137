import type { z } from 'zod';
import type {
  Area,
  HttpMethod,
  OperationId,
  QueryValue,
  RequestBody,
  RequestSpec,
  ResponseFormat,
} from '../types';
import * as faces from './faces';
import * as geo from './geo';
import * as geofencing from './geofencing';
import * as road from './road';
import * as zones from './zones';

/**
 * Which scope headers a face operation works in: 'app' needs app-id only, 'group' also
 * group-id, 'subject' also subject-id.
 */
export type FaceScope = 'app' | 'group' | 'subject';

/** One operation of the platform, as both the console and the emulator see it. */
export interface OperationContract {
  id: OperationId;
  area: Area;
  method: HttpMethod;
  /** Path template below the base URL; `{name}` marks a path variable named as in params. */
  path: string;
  /**
   * Request parameters: query params for GETs of the zone and /tmap areas (strings accepted,
   * numbers coerced), the JSON body for zoneListInsert, and the operation function's input for
   * the face area (whose wire headers have their own schemas in ./faces).
   */
  params: z.ZodType;
  /** Body of a successful answer. */
  response: z.ZodType;
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

/** The registry: every operation keyed by its id. */
export const operationContracts = {
  // ---- zones (/tms) ---------------------------------------------------------------------------
  zoneList: {
    id: 'zoneList',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneList',
    params: zones.zoneListParamsSchema,
    response: zones.zoneListResponseSchema,
    formats: JSON_ONLY,
  },
  zoneInsert: {
    id: 'zoneInsert',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneInsert',
    params: zones.zoneInsertParamsSchema,
    response: zones.zoneInsertResponseSchema,
    formats: JSON_ONLY,
  },
  zoneListInsert: {
    id: 'zoneListInsert',
    area: 'zones',
    method: 'POST',
    path: '/tms/zoneListInsert',
    params: zones.zoneListInsertParamsSchema,
    response: zones.zoneListInsertResponseSchema,
    formats: JSON_ONLY,
    body: 'json',
  },
  zoneUpdate: {
    id: 'zoneUpdate',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneUpdate',
    params: zones.zoneUpdateParamsSchema,
    response: zones.zoneUpdateResponseSchema,
    formats: JSON_ONLY,
  },
  zoneDelete: {
    id: 'zoneDelete',
    area: 'zones',
    method: 'GET',
    path: '/tms/zoneDelete',
    params: zones.zoneDeleteParamsSchema,
    response: zones.zoneDeleteResponseSchema,
    formats: JSON_ONLY,
  },

  // ---- address and coordinate services (/tmap/geo) -----------------------------------------------
  reverseGeocoding: {
    id: 'reverseGeocoding',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/reversegeocoding',
    params: geo.reverseGeocodingParamsSchema,
    response: geo.reverseGeocodingResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  geocoding: {
    id: 'geocoding',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/geocoding',
    params: geo.geocodingParamsSchema,
    response: geo.geocodingResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  fullAddrGeo: {
    id: 'fullAddrGeo',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/fullAddrGeo',
    params: geo.fullAddrGeoParamsSchema,
    response: geo.fullAddrGeoResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  coordConvert: {
    id: 'coordConvert',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/coordconvert',
    params: geo.coordConvertParamsSchema,
    response: geo.coordConvertResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  convertAddress: {
    id: 'convertAddress',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/convertAddress',
    params: geo.convertAddressParamsSchema,
    response: geo.convertAddressResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  postcode: {
    id: 'postcode',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/postcode',
    params: geo.postcodeParamsSchema,
    response: geo.postcodeResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  reverseLabel: {
    id: 'reverseLabel',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/reverseLabel',
    params: geo.reverseLabelParamsSchema,
    response: geo.reverseLabelResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },

  // ---- road (/tmap/road) ---------------------------------------------------------------------------
  nearToRoad: {
    id: 'nearToRoad',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/road/nearToRoad',
    params: road.nearToRoadParamsSchema,
    response: road.nearToRoadResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },

  // ---- geofencing (/tmap/geofencing) ---------------------------------------------------------------
  regionSearch: {
    id: 'regionSearch',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geofencing/regions',
    params: geofencing.regionSearchParamsSchema,
    response: geofencing.regionSearchResponseSchema,
    formats: ALL_FORMATS,
    xml: 'elements',
  },
  regionLookup: {
    id: 'regionLookup',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geofencing/regions/{regionId}',
    params: geofencing.regionLookupParamsSchema,
    response: geofencing.regionLookupResponseSchema,
    formats: ALL_FORMATS,
    xml: 'kml',
  },

  // ---- faces (/nugufacecan/v1) -----------------------------------------------------------------------
  faceList: {
    id: 'faceList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/face',
    params: faces.faceListParamsSchema,
    response: faces.faceListResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'subject',
  },
  faceCreate: {
    id: 'faceCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/face',
    params: faces.faceCreateParamsSchema,
    response: faces.faceCreateResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'subject',
    body: 'json-or-multipart',
  },
  faceDelete: {
    id: 'faceDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/face/{face_id}',
    params: faces.faceDeleteParamsSchema,
    response: faces.faceDeleteResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'subject',
  },
  groupList: {
    id: 'groupList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/group',
    params: faces.groupListParamsSchema,
    response: faces.groupListResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  groupCreate: {
    id: 'groupCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/group',
    params: faces.groupCreateParamsSchema,
    response: faces.groupCreateResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  groupDelete: {
    id: 'groupDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/group/{group_id}',
    params: faces.groupDeleteParamsSchema,
    response: faces.groupDeleteResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'app',
  },
  subjectList: {
    id: 'subjectList',
    area: 'faces',
    method: 'GET',
    path: '/nugufacecan/v1/subject',
    params: faces.subjectListParamsSchema,
    response: faces.subjectListResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  subjectCreate: {
    id: 'subjectCreate',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/subject',
    params: faces.subjectCreateParamsSchema,
    response: faces.subjectCreateResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  subjectDelete: {
    id: 'subjectDelete',
    area: 'faces',
    method: 'DELETE',
    path: '/nugufacecan/v1/subject/{subject_id}',
    params: faces.subjectDeleteParamsSchema,
    response: faces.subjectDeleteResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'group',
  },
  faceDetect: {
    id: 'faceDetect',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/detect',
    params: faces.faceDetectParamsSchema,
    response: faces.faceDetectResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'app',
    body: 'json-or-multipart',
  },
  faceRecognize: {
    id: 'faceRecognize',
    area: 'faces',
    method: 'POST',
    path: '/nugufacecan/v1/recognize',
    params: faces.faceRecognizeParamsSchema,
    response: faces.faceRecognizeResponseSchema,
    formats: JSON_ONLY,
    faceScope: 'group',
    body: 'json-or-multipart',
  },
} as const satisfies { readonly [K in OperationId]: OperationContract & { id: K } };

export type OperationContracts = typeof operationContracts;

/** Every operation id, in registry order. */
export const OPERATION_IDS = Object.keys(operationContracts) as OperationId[];

/** The contract of one operation. */
export function getOperationContract<K extends OperationId>(id: K): OperationContracts[K] {
  return operationContracts[id];
}

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

/** The template in the `:name` form that routers such as Hono use. */
export function routePattern(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

/** The parsed (output) type of an operation's successful answer. */
export type ResponseOf<K extends OperationId> = z.output<OperationContracts[K]['response']>;

/** The registry seen through a mapped type, so that a generic id selects its own schema type. */
const responseSchemas: { readonly [P in OperationId]: { response: z.ZodType<ResponseOf<P>> } } =
  operationContracts;

/** The parts of a request that an operation function supplies; the rest comes from the registry. */
export interface RequestParts {
  /** Values of the path template's variables (encoded here). */
  pathValues?: Record<string, string | number | undefined>;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string | undefined>;
  body?: RequestBody;
  format?: ResponseFormat;
}

/**
 * Builds the RequestSpec of an operation from the registry (area, method, path, response
 * schema) and the parts the operation function supplies. Credentials and version are the
 * client's business and never appear here.
 */
export function requestSpecFor<K extends OperationId>(
  id: K,
  parts: RequestParts = {},
): RequestSpec<ResponseOf<K>> {
  const contract: OperationContract = operationContracts[id];
  const spec: RequestSpec<ResponseOf<K>> = {
    operation: id,
    area: contract.area,
    method: contract.method,
    path: fillPath(contract.path, parts.pathValues ?? {}),
    schema: responseSchemas[id].response,
  };
  if (parts.query !== undefined) spec.query = parts.query;
  if (parts.headers !== undefined) spec.headers = parts.headers;
  if (parts.body !== undefined) spec.body = parts.body;
  if (parts.format !== undefined && contract.formats.includes(parts.format)) spec.format = parts.format;
  return spec;
}
