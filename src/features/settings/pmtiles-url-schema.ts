import { z } from 'zod';
import { checkPmtilesUrl } from '../../../shared/basemap-choice';

/** The PMTiles URL form's rule; messages are catalogue keys under staticHost.basemap.urlErrors. */
export const pmtilesUrlSchema = z.object({ url: z.string() }).superRefine((v, ctx) => {
  const problem = checkPmtilesUrl(v.url);
  if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
});

export type PmtilesUrlValues = z.infer<typeof pmtilesUrlSchema>;
