/**
 * The zone rules the console checks before sending, the same as the emulator's: a code is a
 * digit string of at most ZONE_CODE_MAX digits, unique within the key's zones; a name is 1 to
 * ZONE_NAME_MAX characters once trimmed.
 */
import { z } from 'zod';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../../../../shared/contract/zones';

/** Message keys (zones.errors.*) so the form and the preview speak the UI language. */
export const zoneCodeRule = z
  .string()
  .trim()
  .min(1, 'zones.errors.codeRequired')
  .max(ZONE_CODE_MAX, 'zones.errors.codeTooLong')
  .regex(/^\d+$/, 'zones.errors.codeDigits');
export const zoneNameRule = z.string().trim().min(1, 'zones.errors.nameRequired').max(ZONE_NAME_MAX, 'zones.errors.nameTooLong');

export const zoneFormSchema = z.object({ code: zoneCodeRule, name: zoneNameRule });
export type ZoneForm = z.infer<typeof zoneFormSchema>;

/** A row to add, as read from a paste or a file. */
export interface ZoneDraft {
  /** 1-based line (CSV) or index + 1 (JSON) in the source. */
  line: number;
  code: string;
  name: string;
}

export type RowCheck = { ok: true; code: string; name: string } | { ok: false; errors: string[] };

/**
 * Checks each draft against the rules, against the zones that exist, and against the other
 * drafts (a code twice in one file fails both times after the first).
 */
export function checkDrafts(drafts: readonly ZoneDraft[], existing: ReadonlySet<string>): RowCheck[] {
  const seen = new Set<string>();
  return drafts.map((d) => {
    const parsed = zoneFormSchema.safeParse({ code: d.code, name: d.name });
    const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    const code = d.code.trim();
    if (parsed.success && existing.has(code)) errors.push('zones.errors.codeExists');
    if (parsed.success && seen.has(code)) errors.push('zones.errors.codeTwice');
    seen.add(code);
    return errors.length === 0 && parsed.success ? { ok: true, code: parsed.data.code, name: parsed.data.name } : { ok: false, errors };
  });
}
