import { z } from 'zod';
import {
  arrayOrSingle,
  checkGeographicRange,
  coordTypeSchema,
  lenientInt,
  lenientNumber,
  lenientString,
  numberParam,
  optionalInt,
  optionalParam,
  optionalString,
} from './common';

/*
 * Road matching (/tmap/road). Unlike the address services, header values arrive as JSON
 * numbers ("speed":80) with linkId and idxName as strings; strings holding numbers are
 * accepted all the same (XML renderings, older bodies).
 */

// ================================================================================================
// nearToRoad

export const nearToRoadParamsSchema = z
  .object({
    lat: numberParam(),
    lon: numberParam(),
    /** Only 0 is seen; meaning not documented. */
    opt: optionalParam(numberParam({ int: true, min: 0 })),
    /** 0 and 5 are seen; meaning not documented. */
    vehicleType: optionalParam(numberParam({ int: true, min: 0 })),
    /** Search radius (metres, by the values seen: 80, 100). */
    radius: optionalParam(numberParam({ int: true, min: 1 })),
    /** Vehicle dimensions sent by the documentation's sample call (cm / kg). */
    vehicleWidth: optionalParam(numberParam({ min: 0 })),
    vehicleHeight: optionalParam(numberParam({ min: 0 })),
    vehicleWeight: optionalParam(numberParam({ min: 0 })),
    vehicleTotalWeight: optionalParam(numberParam({ min: 0 })),
    vehicleLength: optionalParam(numberParam({ min: 0 })),
    coordType: optionalParam(coordTypeSchema),
  })
  .superRefine((value, ctx) => checkGeographicRange(value, ctx, 'lat', 'lon', 'coordType'));

export const roadHeaderSchema = z.looseObject({
  /** Total link distance, metres. */
  totalDistance: lenientNumber,
  /** Mesh id of the link. */
  idxName: lenientString,
  linkId: lenientString,
  /** Speed limit, km/h. */
  speed: lenientInt,
  /** Toll / free road code. */
  tollLink: lenientInt,
  roadName: optionalString,
  lane: lenientInt,
  /** One-way / two-way division. */
  laneType: lenientInt,
  /** Original road grade. */
  roadCategory: lenientInt,
  linkFacil: optionalInt,
});

const linkPointSchema = z.looseObject({
  location: z.looseObject({
    latitude: lenientNumber,
    longitude: lenientNumber,
  }),
});

export const nearToRoadResponseSchema = z.looseObject({
  resultData: z.looseObject({
    header: roadHeaderSchema,
    linkPoints: arrayOrSingle(linkPointSchema),
  }),
});
export type NearToRoadResponse = z.infer<typeof nearToRoadResponseSchema>;
