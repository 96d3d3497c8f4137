import { z } from 'zod';
import { HEADER_NAME_RULES, headerNameSchema } from '../../../../shared/contract/faces';
import { firstRule } from '../../../../shared/contract/rules';

/**
 * Names that travel in headers (face-name, group-name, subject-name): the service does not take
 * Korean, so the rule is the contract's headerNameSchema, with messages as catalogue keys so
 * the field speaks the UI language.
 */
export type HeaderNameProblem = 'required' | 'ascii';

export function headerNameProblem(value: string): HeaderNameProblem | undefined {
  const parsed = headerNameSchema.safeParse(value);
  if (parsed.success) return undefined;
  return firstRule(parsed.error)?.id === HEADER_NAME_RULES.required.id ? 'required' : 'ascii';
}

/** A form field holding a header name; errors are `faces.errors.name_required` / `name_ascii`. */
export const headerNameRule = z.string().superRefine((value, ctx) => {
  const problem = headerNameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `faces.errors.name_${problem}` });
});

/** The vendor's pose names; anything else ASCII is a custom name. */
export const FACE_NAME_PRESETS = ['front', 'left', 'right'] as const;
export type FaceNamePreset = (typeof FACE_NAME_PRESETS)[number];

export const isPreset = (name: string): name is FaceNamePreset => (FACE_NAME_PRESETS as readonly string[]).includes(name);

/** The face-name to send: the preset, or the trimmed custom text; undefined while it is not valid. */
export function faceNameToSend(choice: string, custom: string): string | undefined {
  if (isPreset(choice)) return choice;
  return headerNameProblem(custom) ? undefined : custom.trim();
}
