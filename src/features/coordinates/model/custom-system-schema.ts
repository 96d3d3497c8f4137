import { z } from 'zod';
import { definitionProblem } from '../../../../shared/crs/convert';

/**
 * A coordinate system of the user's own: an EPSG code and its proj4 definition (as epsg.io gives
 * it under "PROJ.4"). The definition must be one proj4 reads and that carries a point in Korea
 * there and back. Messages are catalogue keys under coords.custom.errors; for 'proj4' the form
 * adds proj4's own complaint (definitionProblem).
 */
export const customSystemSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase().replace(/^EPSG\s*:?\s*/, 'EPSG:'))
    .refine((v) => /^EPSG:\d{4,6}$/.test(v), 'code'),
  proj4: z
    .string()
    .trim()
    .min(1, 'required')
    .superRefine((v, ctx) => {
      if (v === '') return;
      const problem = definitionProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: 'proj4' });
    }),
});

export type CustomSystemInput = z.input<typeof customSystemSchema>;
export type CustomSystem = z.output<typeof customSystemSchema>;
