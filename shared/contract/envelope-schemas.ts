import { z } from 'zod';
import type { FaceErrorBody, FailedZoneRow, GatewayErrorBody, ZoneErrorBody } from './envelopes';

/*
 * The three error envelopes as zod schemas, for documents generated from the contract (the
 * OpenAPI document). Encoding and decoding stay in ./envelopes, which needs no zod; each schema
 * here is typed by that module's body type, so the two cannot drift apart.
 */

export const gatewayErrorSchema: z.ZodType<GatewayErrorBody> = z.object({
  error: z.object({ id: z.string(), category: z.string(), code: z.string(), message: z.string() }),
});

export const faceErrorSchema: z.ZodType<FaceErrorBody> = z.object({ message: z.string(), code: z.number().int() });

const failedZoneRowSchema: z.ZodType<FailedZoneRow> = z.object({
  index: z.number().int().min(0),
  code: z.string(),
  resultCode: z.string(),
  reason: z.string(),
});

export const zoneErrorSchema: z.ZodType<ZoneErrorBody> = z.object({
  resultCode: z.string(),
  resultCount: z.literal(0),
  resultMessage: z.string(),
  failedRows: z.array(failedZoneRowSchema).optional(),
});
