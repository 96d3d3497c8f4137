import { z } from 'zod';
import {
  arrayOrSingle,
  checkGeographicRange,
  coordTypeSchema,
  lenientNumber,
  numberParam,
  optionalParam,
  optionalString,
  pageParam,
  regionCategorySchema,
  requiredText,
} from './common';

/*
 * Geofencing (/tmap/geofencing): search administrative regions, fetch one region's geometry.
 */

// ================================================================================================
// regions search

/** Documented bound of the regions search count. */
export const REGION_SEARCH_MAX_COUNT = 200;

const regionSearchCommon = {
  /** One region category. */
  categories: regionCategorySchema,
  /** Default 1. */
  page: optionalParam(pageParam),
  /** Default 20, 1-200. */
  count: optionalParam(numberParam({ int: true, min: 1, max: REGION_SEARCH_MAX_COUNT })),
  /** Default WGS84GEO. */
  reqCoordType: optionalParam(coordTypeSchema),
  /** Default WGS84GEO. */
  resCoordType: optionalParam(coordTypeSchema),
};

/**
 * searchType KEYWORD needs searchKeyword; COORDINATES needs reqLat and reqLon (the regions
 * containing that point).
 */
export const regionSearchParamsSchema = z.discriminatedUnion('searchType', [
  z.object({
    ...regionSearchCommon,
    searchType: z.literal('KEYWORD'),
    searchKeyword: requiredText,
  }),
  z
    .object({
      ...regionSearchCommon,
      searchType: z.literal('COORDINATES'),
      reqLat: numberParam(),
      reqLon: numberParam(),
    })
    .superRefine((value, ctx) =>
      checkGeographicRange(value, ctx, 'reqLat', 'reqLon', 'reqCoordType'),
    ),
]);

/** viewName is typed number in the field table and is "" in the example: either is kept as is. */
const viewNameSchema = z.union([z.string(), z.number()]).optional();

const regionInfoSchema = z.looseObject({
  /** Numeric string, e.g. "22805". */
  regionId: z.string(),
  regionName: z.string(),
  /** city_do, gu_gun, legalDong or adminDong (kept open). */
  category: z.string(),
  /** The parent region's regionId. */
  parentId: optionalString,
  description: optionalString,
  properties: z
    .looseObject({
      guName: optionalString,
      doName: optionalString,
      viewName: viewNameSchema,
    })
    .optional(),
});
export type RegionInfo = z.infer<typeof regionInfoSchema>;

export const regionSearchResponseSchema = z.looseObject({
  searchRegionsInfo: arrayOrSingle(
    z.looseObject({
      regionInfo: regionInfoSchema,
    }),
  ),
});

// ================================================================================================
// region lookup (GeoJSON FeatureCollection)

export const regionLookupParamsSchema = z.object({
  /** Path variable. */
  regionId: requiredText,
  /** Default WGS84GEO. */
  resCoordType: optionalParam(coordTypeSchema),
});

/** [x, y] (lon, lat for WGS84GEO), numbers or numeric strings. */
const positionSchema = z.array(lenientNumber).min(2);
const ringSchema = z.array(positionSchema);

const pointGeometrySchema = z.looseObject({
  type: z.literal('Point'),
  coordinates: positionSchema,
});
const polygonGeometrySchema = z.looseObject({
  type: z.literal('Polygon'),
  coordinates: z.array(ringSchema),
});
const multiPolygonGeometrySchema = z.looseObject({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ringSchema)),
});

/** The example uses Polygon; the field table lists Point; islands may need MultiPolygon. */
const regionGeometrySchema = z.discriminatedUnion('type', [
  polygonGeometrySchema,
  multiPolygonGeometrySchema,
  pointGeometrySchema,
]);

const regionFeaturePropertiesSchema = z.looseObject({
  regionId: optionalString,
  regionName: optionalString,
  category: optionalString,
  parentId: optionalString,
  description: optionalString,
  guName: optionalString,
  doName: optionalString,
  viewName: viewNameSchema,
});

const regionFeatureSchema = z.looseObject({
  type: z.literal('Feature'),
  geometry: regionGeometrySchema,
  properties: regionFeaturePropertiesSchema.nullable().optional(),
});

export const regionLookupResponseSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(regionFeatureSchema),
});
