import { z } from 'zod';
import type { ServerMode } from '../../api/server-mode';
import { checkBaseUrl } from '../../session/profiles';
import { keyRequired } from '../../session/server-profile';

/**
 * The connection form's rules for what this server is (its mode, undefined while unknown):
 * messages are catalogue keys under settings.errors. A key is required, except for the proxy
 * profile while this server replays recordings (any key, or none, is accepted there).
 */
export function settingsSchemaFor(mode: ServerMode | null | undefined) {
  return z
    .object({
      profileId: z.enum(['local', 'sk', 'proxy', 'custom']),
      customBaseUrl: z.string(),
      appKey: z
        .string()
        .trim()
        .refine((v) => !/\s/.test(v), 'keySpaces'),
      appId: z.string().trim(),
      groupId: z.string().trim(),
      subjectId: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (v.appKey === '' && keyRequired(v.profileId, mode)) ctx.addIssue({ code: 'custom', path: ['appKey'], message: 'keyRequired' });
      if (v.profileId !== 'custom') return;
      const problem = checkBaseUrl(v.customBaseUrl);
      if (problem) ctx.addIssue({ code: 'custom', path: ['customBaseUrl'], message: problem });
    });
}

/** The rules with a key always required (this server's mode not known). */
export const settingsSchema = settingsSchemaFor(undefined);

export type SettingsValues = z.infer<typeof settingsSchema>;
