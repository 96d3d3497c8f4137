import { z } from 'zod';

/*
 * Shared building blocks of the contract.
 *
 * Response side: the address services send every value as a JSON string ("lat":"37.497256",
 * "page":"1") and use "" for fields that do not apply, while the road and face services send
 * real numbers. Numeric response fields therefore accept a number or a numeric string and
 * output a number; optional ones also accept "" and output undefined for it.
 *
 * Request side: params schemas must validate query strings (every value a string), so numeric
 * params accept numeric strings too, and an optional param sent empty (`bunji=`) counts as
 * absent. Plain `z.object` is used for params (unknown keys such as appKey are stripped, not
 * rejected); `z.looseObject` for responses (extra fields the service adds are kept).
 */

const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A number, or a string holding one (surrounding spaces allowed); outputs a finite number. */
export const lenientNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(NUMERIC, { message: 'Expected a number or a numeric string' })
    .transform(Number),
]);

/** Like lenientNumber, but an empty (or blank) string is accepted and becomes undefined. */
export const lenientNumberOrEmpty = z.union([
  z
    .string()
    .trim()
    .length(0)
    .transform((): undefined => undefined),
  lenientNumber,
]);

/** Optional numeric response field: absent, "", a number or a numeric string. */
export const optionalNumber = lenientNumberOrEmpty.optional();

/** An integer that may arrive as a string. */
export const lenientInt = lenientNumber.pipe(z.number().int());

/** Optional integer response field ("" allowed, becomes undefined). */
export const optionalInt = z
  .union([
    z
      .string()
      .trim()
      .length(0)
      .transform((): undefined => undefined),
    lenientInt,
  ])
  .optional();

/** A string that some sources send as a number (ids, status codes); outputs a string. */
export const lenientString = z.union([z.string(), z.number().transform(String)]);

/** Optional plain string response field. */
export const optionalString = z.string().optional();

/**
 * Accepts an array of `item` or a single `item` and always outputs an array. Repeated XML
 * elements become arrays after decoding but a single element becomes an object, so lists that
 * the address services also render as XML use this.
 */
export function arrayOrSingle<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), item.transform((value) => [value])]);
}

// ---------------------------------------------------------------------------------------------
// Code tables (request-side enums; responses keep these fields as plain strings because real
// bodies carry values outside the tables, e.g. coordType C01, matchFlag M01, newMatchFlag NM01)

import { ADDRESS_FLAGS, ADDRESS_TYPES, COORD_TYPES } from './code-tables';
import { LATITUDE, LONGITUDE } from './coordinate-rules';
import { within } from './rules';

export { ADDRESS_TYPES, COORD_TYPES };
export const coordTypeSchema = z.enum(COORD_TYPES);
export type CoordType = z.infer<typeof coordTypeSchema>;

export const addressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressFlagSchema = z.enum(ADDRESS_FLAGS);

/** Region categories of the geofencing service (exact lower camel case). */
export const REGION_CATEGORIES = ['city_do', 'gu_gun', 'legalDong', 'adminDong'] as const;
export const regionCategorySchema = z.enum(REGION_CATEGORIES);
export type RegionCategory = z.infer<typeof regionCategorySchema>;

export const yesNoSchema = z.enum(['Y', 'N']);

// ---------------------------------------------------------------------------------------------
// Params helpers

const emptyToUndefined = z
  .literal('')
  .transform((): undefined => undefined);

/** An optional query param: absent, or sent empty (treated as absent), or valid for `schema`. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.union([emptyToUndefined, schema]).optional();
}

/** A required free-text param: must be present and not blank. */
export const requiredText = z.string().trim().min(1, { message: 'Required' });

/** A numeric param (number, or numeric string from a query) with optional integer/bounds. */
export function numberParam(opts: { int?: boolean; min?: number; max?: number } = {}) {
  let target = z.number();
  if (opts.int) target = target.int();
  if (opts.min !== undefined) target = target.min(opts.min);
  if (opts.max !== undefined) target = target.max(opts.max);
  return lenientNumber.pipe(target);
}

/** A page number (1-based). */
export const pageParam = numberParam({ int: true, min: 1 });

// ---------------------------------------------------------------------------------------------
// Params shared by every address, road and geofencing operation (added by the client, so they
// are not part of each operation's params schema)

export const RESPONSE_FORMATS = ['json', 'xml', 'javascript'] as const;

/** The `format` param. The service also sees upper-case `JSON` from some clients. */
const tmapFormatSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(RESPONSE_FORMATS));

/** A JSONP callback name: a JavaScript identifier, optionally dotted (ns.fn). */
const callbackNameSchema = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/, {
    message: 'callback must be a JavaScript function name',
  });

/** version: only 1 exists. */
const versionParamSchema = z
  .union([z.literal('1'), z.literal(1)])
  .transform((): 1 => 1);

/**
 * version, format and callback as they arrive on any /tmap call. version is required by the
 * documentation; callback only matters for format=javascript.
 */
export const tmapCommonParamsSchema = z.object({
  version: versionParamSchema,
  format: optionalParam(tmapFormatSchema),
  callback: optionalParam(callbackNameSchema),
});

/**
 * The query entries that select a response format: `format` always, `callback` only for the
 * JavaScript form (with format=json the service ignores it anyway).
 */
export function tmapFormatQuery(
  format: (typeof RESPONSE_FORMATS)[number] = 'json',
  callback?: string,
): Record<string, string> {
  if (format === 'javascript') {
    return callback ? { format, callback } : { format };
  }
  return { format };
}

// ---------------------------------------------------------------------------------------------
// Coordinate range check used by several params schemas

/**
 * Use inside superRefine: adds issues when lat/lon lie outside geographic degrees while the
 * coordinate type is a geographic one (WGS84GEO, GRS80GEO, BESSELGEO) or unset (WGS84GEO is
 * the default).
 */
export function checkGeographicRange(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  latKey: string,
  lonKey: string,
  coordTypeKey?: string,
): void {
  const coordType = coordTypeKey ? value[coordTypeKey] : undefined;
  const geographic =
    coordType === undefined ||
    coordType === 'WGS84GEO' ||
    coordType === 'GRS80GEO' ||
    coordType === 'BESSELGEO';
  if (!geographic) return;
  for (const [key, rule] of [
    [latKey, LATITUDE],
    [lonKey, LONGITUDE],
  ] as const) {
    const v = value[key];
    if (typeof v === 'number' && !within(rule, v)) {
      // Worded here too: the emulator's /tmap answers name the parameter and the range.
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be between ${rule.min} and ${rule.max} degrees`, params: { ...rule }, input: v });
    }
  }
}
