import { z } from 'zod';
import {
  addressFlagSchema,
  addressTypeSchema,
  arrayOrSingle,
  checkGeographicRange,
  coordTypeSchema,
  lenientNumber,
  lenientNumberOrEmpty,
  lenientString,
  numberParam,
  optionalNumber,
  optionalParam,
  optionalString,
  pageParam,
  requiredText,
  yesNoSchema,
} from './common';

/*
 * Address and coordinate services (/tmap/geo). Every value in these responses arrives as a
 * JSON string, numbers included, with "" for fields that do not apply. Numeric fields are
 * output as numbers (undefined for ""); codes (dong codes, road codes, postcodes, lot numbers)
 * stay strings. version, format and callback are added by the client and validated with
 * tmapCommonParamsSchema; they are not part of the params below.
 */

const coordinateParam = numberParam();

// ================================================================================================
// reversegeocoding

export const reverseGeocodingParamsSchema = z
  .object({
    lat: coordinateParam,
    lon: coordinateParam,
    coordType: optionalParam(coordTypeSchema),
    addressType: optionalParam(addressTypeSchema),
    newAddressExtend: optionalParam(yesNoSchema),
    coordYn: optionalParam(yesNoSchema),
    keyInfo: optionalParam(yesNoSchema),
  })
  .superRefine((value, ctx) => checkGeographicRange(value, ctx, 'lat', 'lon', 'coordType'));

/** adminDongCoord / legalDongCoord / roadCoord: decimal-degree strings in the body. */
const addressCoordSchema = z.looseObject({
  lat: optionalNumber,
  lon: optionalNumber,
  latEntr: optionalNumber,
  lonEntr: optionalNumber,
});

const addressInfoSchema = z.looseObject({
  fullAddress: optionalString,
  addressKey: optionalString,
  roadAddressKey: optionalString,
  addressType: optionalString,
  city_do: optionalString,
  gu_gun: optionalString,
  eup_myun: optionalString,
  adminDong: optionalString,
  adminDongCode: optionalString,
  legalDong: optionalString,
  legalDongCode: optionalString,
  ri: optionalString,
  roadName: optionalString,
  buildingIndex: optionalString,
  buildingName: optionalString,
  mappingDistance: optionalNumber,
  roadCode: optionalString,
  bunji: optionalString,
  adminDongCoord: addressCoordSchema.optional(),
  legalDongCoord: addressCoordSchema.optional(),
  roadCoord: addressCoordSchema.optional(),
});

export const reverseGeocodingResponseSchema = z.looseObject({
  addressInfo: addressInfoSchema.optional(),
});
export type ReverseGeocodingResponse = z.infer<typeof reverseGeocodingResponseSchema>;

// ================================================================================================
// geocoding (structured address -> coordinate)

export const geocodingParamsSchema = z.object({
  city_do: requiredText,
  gu_gun: requiredText,
  /** Dong name; with addressFlag=F02 it may carry "road name + number". */
  dong: requiredText,
  bunji: optionalParam(z.string()),
  detailAddress: optionalParam(z.string()),
  addressFlag: optionalParam(addressFlagSchema),
  coordType: optionalParam(coordTypeSchema),
});

/** Single coordinateInfo object. Note the service's spelling "Buildng" in three names. */
const geocodingCoordinateInfoSchema = z.looseObject({
  coordType: optionalString,
  addressFlag: optionalString,
  matchFlag: optionalString,
  lat: optionalNumber,
  lon: optionalNumber,
  city_do: optionalString,
  gu_gun: optionalString,
  eup_myun: optionalString,
  legalDong: optionalString,
  legalDongCode: optionalString,
  adminDong: optionalString,
  adminDongCode: optionalString,
  ri: optionalString,
  bunji: optionalString,
  newMatchFlag: optionalString,
  newLat: optionalNumber,
  newLon: optionalNumber,
  newRoadName: optionalString,
  newBuildngIndex: optionalString,
  newBuildngName: optionalString,
  newBuildngCateName: optionalString,
  remainder: optionalString,
});

export const geocodingResponseSchema = z.looseObject({
  coordinateInfo: geocodingCoordinateInfoSchema.optional(),
});
export type GeocodingResponse = z.infer<typeof geocodingResponseSchema>;

// ================================================================================================
// fullAddrGeo (full-text address -> coordinates)

/** Documented bound of fullAddrGeo's count. */
const FULL_ADDR_GEO_MAX_COUNT = 150;

export const fullAddrGeoParamsSchema = z.object({
  /** The address text; the client percent-encodes it as part of the query string. */
  fullAddr: requiredText,
  /** Default F00. */
  addressFlag: optionalParam(addressFlagSchema),
  /** Default WGS84GEO. */
  coordType: optionalParam(coordTypeSchema),
  /** Default 1. */
  page: optionalParam(pageParam),
  /** Default 20, at most 150. */
  count: optionalParam(numberParam({ int: true, min: 1, max: FULL_ADDR_GEO_MAX_COUNT })),
});

/**
 * One match. Either a lot-number match (matchFlag, lat/lon filled, new* "") or a road-name
 * match (newMatchFlag, newLat/newLon filled, matchFlag/lat/lon ""). Note "newBuilding…" here
 * (correct spelling), unlike geocoding's "newBuildng…".
 */
const fullAddrGeoItemSchema = z.looseObject({
  matchFlag: optionalString,
  lat: optionalNumber,
  lon: optionalNumber,
  latEntr: optionalNumber,
  lonEntr: optionalNumber,
  city_do: optionalString,
  gu_gun: optionalString,
  eup_myun: optionalString,
  legalDong: optionalString,
  legalDongCode: optionalString,
  adminDong: optionalString,
  adminDongCode: optionalString,
  ri: optionalString,
  bunji: optionalString,
  buildingName: optionalString,
  buildingDong: optionalString,
  newMatchFlag: optionalString,
  newLat: optionalNumber,
  newLon: optionalNumber,
  newLatEntr: optionalNumber,
  newLonEntr: optionalNumber,
  newRoadName: optionalString,
  newBuildingIndex: optionalString,
  newBuildingName: optionalString,
  newBuildingDong: optionalString,
  newBuildingCateName: optionalString,
  zipcode: optionalString,
  remainder: optionalString,
});
export type FullAddrGeoItem = z.infer<typeof fullAddrGeoItemSchema>;

/** Paging fields typed String in the interface ("1", "20"); output as numbers. */
const pagingFields = {
  coordType: optionalString,
  addressFlag: optionalString,
  page: lenientNumber,
  count: lenientNumber,
  totalCount: lenientNumber,
};

export const fullAddrGeoResponseSchema = z.looseObject({
  coordinateInfo: z
    .looseObject({
      ...pagingFields,
      coordinate: arrayOrSingle(fullAddrGeoItemSchema).optional(),
    })
    .optional(),
});
export type FullAddrGeoResponse = z.infer<typeof fullAddrGeoResponseSchema>;

// ================================================================================================
// coordconvert

export const coordConvertParamsSchema = z
  .object({
    lat: coordinateParam,
    lon: coordinateParam,
    /** Default WGS84GEO. */
    fromCoord: optionalParam(coordTypeSchema),
    /** Default WGS84GEO. */
    toCoord: optionalParam(coordTypeSchema),
  })
  .superRefine((value, ctx) => checkGeographicRange(value, ctx, 'lat', 'lon', 'fromCoord'));

/** For projected systems lat is the northing-like value (y) and lon the easting-like one (x). */
export const coordConvertResponseSchema = z.looseObject({
  coordinate: z.looseObject({
    lat: lenientNumber,
    lon: lenientNumber,
  }),
});
export type CoordConvertResponse = z.infer<typeof coordConvertResponseSchema>;

// ================================================================================================
// convertAddress (road-name address <-> lot-number address)

/** NtoO: road-name (new) to lot-number (old); OtoN: old (legal dong) to new. */
const searchTypCdSchema = z.enum(['NtoO', 'OtoN']);
/** S: single answer, M: multiple answers. */
const reqMultiSchema = z.enum(['S', 'M']);

export const convertAddressParamsSchema = z.object({
  searchTypCd: searchTypCdSchema,
  reqAdd: requiredText,
  reqMulti: optionalParam(reqMultiSchema),
  resCoordType: optionalParam(coordTypeSchema),
});

const newAddressItemSchema = z.looseObject({
  newLat: optionalNumber,
  newLon: optionalNumber,
  roadName: optionalString,
  bldNo1: optionalString,
  bldNo2: optionalString,
  roadId: optionalString,
});

/**
 * ConvertAdd (capital C). The interface types every member as required, but NtoO answers fill
 * the old-address part and OtoN answers the newAddressList, and published bodies are trimmed,
 * so only resCount is required here.
 */
const convertAddSchema = z.looseObject({
  resCount: lenientNumber,
  resMulti: optionalString,
  reqAddress: optionalString,
  upperDistCode: optionalString,
  upperDistName: optionalString,
  middleDistCode: optionalString,
  middleDistName: optionalString,
  legalLowerDistCode: optionalString,
  legalLowerDistName: optionalString,
  legalDetailCode: optionalString,
  legalDetailName: optionalString,
  adminLowerDistCode: optionalString,
  adminDistName: optionalString,
  /** Main lot number. */
  primary: optionalString,
  /** Sub lot number; "0" when there is none. */
  secondary: optionalString,
  mlClass: optionalString,
  oldLat: optionalNumber,
  oldLon: optionalNumber,
  newAddressList: z
    .looseObject({
      newAddress: arrayOrSingle(newAddressItemSchema).optional(),
    })
    .optional(),
});

export const convertAddressResponseSchema = z.looseObject({
  ConvertAdd: convertAddSchema,
});
export type ConvertAddressResponse = z.infer<typeof convertAddressResponseSchema>;

// ================================================================================================
// postcode

export const postcodeParamsSchema = z.object({
  /** Address text (not fullAddr). */
  addr: requiredText,
  addressFlag: optionalParam(addressFlagSchema),
  coordType: optionalParam(coordTypeSchema),
  page: optionalParam(pageParam),
  /** No documented bound. */
  count: optionalParam(numberParam({ int: true, min: 1 })),
});

/**
 * lat/lon/latEntr/lonEntr are required keys; like fullAddrGeo they may be "" (output
 * undefined) when the match has no such point.
 */
const postcodeItemSchema = z.looseObject({
  lat: lenientNumberOrEmpty,
  lon: lenientNumberOrEmpty,
  latEntr: lenientNumberOrEmpty,
  lonEntr: lenientNumberOrEmpty,
  city_do: optionalString,
  gu_gun: optionalString,
  eup_myun: optionalString,
  legalDong: optionalString,
  adminDong: optionalString,
  ri: optionalString,
  bunji: optionalString,
  buildingName: optionalString,
  buildingDong: optionalString,
  newRoadName: optionalString,
  newBuildingIndex: optionalString,
  zipcode: optionalString,
});
export type PostcodeItem = z.infer<typeof postcodeItemSchema>;

export const postcodeResponseSchema = z.looseObject({
  coordinateInfo: z
    .looseObject({
      ...pagingFields,
      coordinate: arrayOrSingle(postcodeItemSchema).optional(),
    })
    .optional(),
});

// ================================================================================================
// reverseLabel (POI label at a point)

const REVERSE_LABEL_MIN_LEVEL = 15;
const REVERSE_LABEL_MAX_LEVEL = 19;

export const reverseLabelParamsSchema = z
  .object({
    centerLat: coordinateParam,
    centerLon: coordinateParam,
    /** Map zoom level, 15-19. */
    reqLevel: optionalParam(
      numberParam({ int: true, min: REVERSE_LABEL_MIN_LEVEL, max: REVERSE_LABEL_MAX_LEVEL }),
    ),
    reqCoordType: optionalParam(coordTypeSchema),
    resCoordType: optionalParam(coordTypeSchema),
  })
  .superRefine((value, ctx) =>
    checkGeographicRange(value, ctx, 'centerLat', 'centerLon', 'reqCoordType'),
  );

/** poiLat/poiLon are typed String but arrive as JSON numbers too. */
const poiInfoSchema = z.looseObject({
  id: lenientString,
  poiLat: lenientNumber,
  poiLon: lenientNumber,
  name: optionalString,
});

export const reverseLabelResponseSchema = z.looseObject({
  poiInfo: poiInfoSchema,
});
export type ReverseLabelResponse = z.infer<typeof reverseLabelResponseSchema>;
