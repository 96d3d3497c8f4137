import { z } from 'zod';

/**
 * The shape of GET /_locus/info (emulator-info.ts), checked on arrival. Its own module so that
 * zod loads with the answer, not with the first page.
 */
export const sourceSchema = z.object({
  kind: z.enum(['regions', 'addresses', 'roads', 'pois', 'water', 'buildings']),
  file: z.string(),
  rows: z.number(),
  importedAt: z.string(),
  version: z.string(),
  layout: z.string(),
});

const kindCountsSchema = z.object({
  missing: z.number(),
  type: z.number(),
  unknownCode: z.number(),
  repairedJson: z.number(),
  other: z.number(),
});

/** The proxy's live contract check (server/proxy/contract-check.ts): per operation, answers checked, deviating, deviations by kind. */
const contractCheckSchema = z.object({
  operations: z.record(z.string(), z.object({ checked: z.number(), deviating: z.number(), kinds: kindCountsSchema })),
  skipped: z.record(z.string(), z.number()),
});

export const emulatorInfoSchema = z.object({
  name: z.literal('locus-emulator'),
  version: z.string(),
  sources: z.array(sourceSchema).default([]),
  /** The PMTiles basemap (LOCUS_BASEMAP) by its path on this origin, or null. */
  basemap: z.object({ pmtiles: z.string().startsWith('/_locus/') }).nullable().default(null),
  /** Calls per appKey per Korean day (LOCUS_DAILY_QUOTA), null when unlimited. */
  dailyQuota: z.number().int().positive().nullable().default(null),
  /** Who answers the API paths: the emulator, a proxy to the real service (LOCUS_UPSTREAM), or recordings. */
  mode: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('emulator') }),
      z.object({ kind: z.literal('proxy'), upstream: z.string(), recording: z.boolean().default(false) }),
      z.object({ kind: z.literal('replay') }),
    ])
    .default({ kind: 'emulator' }),
  /** Proxy mode: how the service's answers kept to the contract; null otherwise (and from older servers). */
  contractCheck: contractCheckSchema.nullable().default(null),
});
