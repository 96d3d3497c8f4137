import { z } from 'zod';
import { checkBaseUrl } from '../../session/profiles';

/** The connection form's rules; messages are catalogue keys under settings.errors. */
export const settingsSchema = z
  .object({
    profileId: z.enum(['local', 'sk', 'proxy', 'custom']),
    customBaseUrl: z.string(),
    appKey: z.string().trim().min(1, 'keyRequired').refine((v) => !/\s/.test(v), 'keySpaces'),
    appId: z.string().trim(),
    groupId: z.string().trim(),
    subjectId: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.profileId !== 'custom') return;
    const problem = checkBaseUrl(v.customBaseUrl);
    if (problem) ctx.addIssue({ code: 'custom', path: ['customBaseUrl'], message: problem });
  });

export type SettingsValues = z.infer<typeof settingsSchema>;
