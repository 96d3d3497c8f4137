import { z } from 'zod';

/** The most a daily quota field takes: far above any plan, low enough to be a typo guard. */
const MAX_DAILY_QUOTA = 1_000_000_000;

/**
 * The daily-quota form: digits (spaces, commas and dots as thousands separators allowed), or
 * empty for "unknown". Messages are catalogue keys under settings.quota.errors.
 */
export const dailyQuotaSchema = z.object({
  quota: z
    .string()
    .transform((v) => v.replace(/[\s,._]/g, ''))
    .refine((v) => v === '' || /^\d+$/.test(v), 'digits')
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || (v >= 1 && v <= MAX_DAILY_QUOTA), 'range'),
});

export type DailyQuotaInput = z.input<typeof dailyQuotaSchema>;
export type DailyQuotaValues = z.output<typeof dailyQuotaSchema>;
