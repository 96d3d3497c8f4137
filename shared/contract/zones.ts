import { z } from 'zod';
import { lenientNumber, lenientString, optionalNumber } from './common';
import { zoneCodeSchema, zoneNameSchema, zoneRowSchema } from './zone-rules';

/*
 * Zone management (/tms). The key travels in the header appKey; there is no version param.
 * Parameters of zoneInsert/zoneUpdate/zoneDelete come from public client code: code and name
 * for insert, code (which zone) and name (new name) for update, code for delete.
 */

/** The most rows one bulk insert may hold (the code and name rules are in zone-rules.ts). */
const ZONE_BATCH_MAX = 1000;

// ---- shared envelope -------------------------------------------------------------------------

/** A zone as listed in resultData. */
const zoneSchema = z.looseObject({
  seq: lenientNumber,
  code: z.string(),
  name: z.string(),
  /** "YYYY-MM-DD hh:mm:ss" */
  updateDate: z.string(),
  /** Seen only as ""; meaning not documented. */
  zipcodeData: z.string().optional(),
  /** Seen only as ""; meaning not documented. */
  adminData: z.string().optional(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** resultCode is the HTTP status as text ("200"); a number is accepted and output as text. */
const resultCodeSchema = lenientString;

// ---- zoneList ----------------------------------------------------------------------------------

export const zoneListParamsSchema = z.object({});

export const zoneListResponseSchema = z.looseObject({
  resultCode: resultCodeSchema,
  resultCount: lenientNumber,
  resultMessage: z.string(),
  resultData: z.array(zoneSchema),
});

// ---- zoneInsert / zoneUpdate / zoneDelete ----------------------------------------------------

/**
 * Envelope of the single-zone writes. The interface lists resultCount (0) as required, but the
 * documented write answer is {"resultCode":"200","resultMessage":"success"}, so it is optional.
 */
export const zoneWriteResponseSchema = z.looseObject({
  resultCode: resultCodeSchema,
  resultCount: lenientNumber.optional(),
  resultMessage: z.string(),
});

export const zoneInsertParamsSchema = z.object({
  code: zoneCodeSchema,
  name: zoneNameSchema,
});
/** @alias Every zone write answers the same (one name per operation for the registry). */
export const zoneInsertResponseSchema = zoneWriteResponseSchema;

export const zoneUpdateParamsSchema = z.object({
  /** Which zone. */
  code: zoneCodeSchema,
  /** Its new name. */
  name: zoneNameSchema,
});
/** @alias Every zone write answers the same. */
export const zoneUpdateResponseSchema = zoneWriteResponseSchema;

export const zoneDeleteParamsSchema = z.object({
  code: zoneCodeSchema,
});
/** @alias Every zone write answers the same. */
export const zoneDeleteResponseSchema = zoneWriteResponseSchema;

// ---- zoneListInsert ----------------------------------------------------------------------------

/**
 * Body of the add-many call: {reqDatas: [{code, name}]}, each row under the same rules as one
 * zone (zone-rules.ts). On the wire each name is percent-encoded UTF-8 text; the operation
 * function does the encoding and the emulator the decoding, so the rules apply to plain names.
 */
export const zoneListInsertParamsSchema = z.object({
  reqDatas: z.array(zoneRowSchema).min(1, { message: 'reqDatas must hold at least one zone' }),
});

/** All three members typed String and optional in the interface; numbers are accepted too. */
export const zoneListInsertResponseSchema = z.looseObject({
  resultCode: resultCodeSchema.optional(),
  resultCount: optionalNumber,
  resultMessage: z.string().optional(),
});

/**
 * The zoneListInsert body as the emulator first reads it: reqDatas an array of 1 to
 * ZONE_BATCH_MAX rows, each row then read and checked on its own (so that a refusal names every
 * failing row, not the first).
 */
export const zoneListInsertBodySchema = z.object({
  reqDatas: z.array(z.unknown()).min(1).max(ZONE_BATCH_MAX),
});
