import type { z } from 'zod';
import type { OperationId } from './routes';
import * as faces from './faces';
import * as geo from './geo';
import * as geofencing from './geofencing';
import * as road from './road';
import * as zones from './zones';

import { operationRoutes, type OperationRoute } from './routes';

export { fillPath, pathVariables, routePattern, type FaceScope } from './routes';

/** One operation of the platform, as both the console and the emulator see it: its route and its schemas. */
export interface OperationContract extends OperationRoute {
  /**
   * Request parameters: query params for GETs of the zone and /tmap areas (strings accepted,
   * numbers coerced), the JSON body for zoneListInsert, and the operation function's input for
   * the face area (whose wire headers have their own schemas in ./faces).
   */
  params: z.ZodType;
  /**
   * The request as the emulator reads it, where that differs from params: the headers and path
   * variables of a face operation, the raw rows of zoneListInsert (checked one by one).
   */
  request?: z.ZodType;
  /** Body of a successful answer. */
  response: z.ZodType;
}

/** The registry: every operation keyed by its id. */
export const operationContracts = {
  // ---- zones (/tms) ---------------------------------------------------------------------------
  zoneList: {
    ...operationRoutes.zoneList,
    params: zones.zoneListParamsSchema,
    response: zones.zoneListResponseSchema,
  },
  zoneInsert: {
    ...operationRoutes.zoneInsert,
    params: zones.zoneInsertParamsSchema,
    response: zones.zoneInsertResponseSchema,
  },
  zoneListInsert: {
    ...operationRoutes.zoneListInsert,
    params: zones.zoneListInsertParamsSchema,
    request: zones.zoneListInsertBodySchema,
    response: zones.zoneListInsertResponseSchema,
  },
  zoneUpdate: {
    ...operationRoutes.zoneUpdate,
    params: zones.zoneUpdateParamsSchema,
    response: zones.zoneUpdateResponseSchema,
  },
  zoneDelete: {
    ...operationRoutes.zoneDelete,
    params: zones.zoneDeleteParamsSchema,
    response: zones.zoneDeleteResponseSchema,
  },

  // ---- address and coordinate services (/tmap/geo) -----------------------------------------------
  reverseGeocoding: {
    ...operationRoutes.reverseGeocoding,
    params: geo.reverseGeocodingParamsSchema,
    response: geo.reverseGeocodingResponseSchema,
  },
  geocoding: {
    ...operationRoutes.geocoding,
    params: geo.geocodingParamsSchema,
    response: geo.geocodingResponseSchema,
  },
  fullAddrGeo: {
    ...operationRoutes.fullAddrGeo,
    params: geo.fullAddrGeoParamsSchema,
    response: geo.fullAddrGeoResponseSchema,
  },
  coordConvert: {
    ...operationRoutes.coordConvert,
    params: geo.coordConvertParamsSchema,
    response: geo.coordConvertResponseSchema,
  },
  convertAddress: {
    ...operationRoutes.convertAddress,
    params: geo.convertAddressParamsSchema,
    response: geo.convertAddressResponseSchema,
  },
  postcode: {
    ...operationRoutes.postcode,
    params: geo.postcodeParamsSchema,
    response: geo.postcodeResponseSchema,
  },
  reverseLabel: {
    ...operationRoutes.reverseLabel,
    params: geo.reverseLabelParamsSchema,
    response: geo.reverseLabelResponseSchema,
  },

  // ---- road (/tmap/road) ---------------------------------------------------------------------------
  nearToRoad: {
    ...operationRoutes.nearToRoad,
    params: road.nearToRoadParamsSchema,
    response: road.nearToRoadResponseSchema,
  },

  // ---- geofencing (/tmap/geofencing) ---------------------------------------------------------------
  regionSearch: {
    ...operationRoutes.regionSearch,
    params: geofencing.regionSearchParamsSchema,
    response: geofencing.regionSearchResponseSchema,
  },
  regionLookup: {
    ...operationRoutes.regionLookup,
    params: geofencing.regionLookupParamsSchema,
    response: geofencing.regionLookupResponseSchema,
  },

  // ---- faces (/nugufacecan/v1) -----------------------------------------------------------------------
  faceList: {
    ...operationRoutes.faceList,
    params: faces.faceListParamsSchema,
    request: faces.faceRequestSchemas.faceList,
    response: faces.faceListResponseSchema,
  },
  faceCreate: {
    ...operationRoutes.faceCreate,
    params: faces.faceCreateParamsSchema,
    request: faces.faceRequestSchemas.faceCreate,
    response: faces.faceCreateResponseSchema,
  },
  faceDelete: {
    ...operationRoutes.faceDelete,
    params: faces.faceDeleteParamsSchema,
    request: faces.faceRequestSchemas.faceDelete,
    response: faces.faceDeleteResponseSchema,
  },
  groupList: {
    ...operationRoutes.groupList,
    params: faces.groupListParamsSchema,
    request: faces.faceRequestSchemas.groupList,
    response: faces.groupListResponseSchema,
  },
  groupCreate: {
    ...operationRoutes.groupCreate,
    params: faces.groupCreateParamsSchema,
    request: faces.faceRequestSchemas.groupCreate,
    response: faces.groupCreateResponseSchema,
  },
  groupDelete: {
    ...operationRoutes.groupDelete,
    params: faces.groupDeleteParamsSchema,
    request: faces.faceRequestSchemas.groupDelete,
    response: faces.groupDeleteResponseSchema,
  },
  subjectList: {
    ...operationRoutes.subjectList,
    params: faces.subjectListParamsSchema,
    request: faces.faceRequestSchemas.subjectList,
    response: faces.subjectListResponseSchema,
  },
  subjectCreate: {
    ...operationRoutes.subjectCreate,
    params: faces.subjectCreateParamsSchema,
    request: faces.faceRequestSchemas.subjectCreate,
    response: faces.subjectCreateResponseSchema,
  },
  subjectDelete: {
    ...operationRoutes.subjectDelete,
    params: faces.subjectDeleteParamsSchema,
    request: faces.faceRequestSchemas.subjectDelete,
    response: faces.subjectDeleteResponseSchema,
  },
  faceDetect: {
    ...operationRoutes.faceDetect,
    params: faces.faceDetectParamsSchema,
    request: faces.faceRequestSchemas.faceDetect,
    response: faces.faceDetectResponseSchema,
  },
  faceRecognize: {
    ...operationRoutes.faceRecognize,
    params: faces.faceRecognizeParamsSchema,
    request: faces.faceRequestSchemas.faceRecognize,
    response: faces.faceRecognizeResponseSchema,
  },
} as const satisfies { readonly [K in OperationId]: OperationContract & { id: K } };

export type OperationContracts = typeof operationContracts;



/** The parsed (output) type of an operation's successful answer. */
export type ResponseOf<K extends OperationId> = z.output<OperationContracts[K]['response']>;

/** The registry seen through a mapped type, so that a generic id selects its own schema type. */
const responseSchemas: { readonly [P in OperationId]: { response: z.ZodType<ResponseOf<P>> } } =
  operationContracts;


/** The response schema of an operation, typed by what it parses to. */
export function responseSchemaOf<K extends OperationId>(id: K): z.ZodType<ResponseOf<K>> {
  return responseSchemas[id].response;
}
