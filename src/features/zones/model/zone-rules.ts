/**
 * The zone rules the console checks before sending are the contract's (zone-rules.ts), the same
 * the emulator applies; here they are worded in the UI language. A code must also be unique
 * within the key's zones and within one bulk file.
 */
import type { Rule } from '../../../../shared/contract/rules';
import { ZONE_RULES, zoneRowSchema, type ZoneFields, type ZoneRuleName } from '../../../../shared/contract/zone-rules';

export const zoneFormSchema = zoneRowSchema;
export type ZoneForm = ZoneFields;

/** What the console adds to the contract's rules: a code that exists, or repeats in one file. */
type ZoneErrorName = ZoneRuleName | 'codeExists' | 'codeTwice';

/** A zone error in the UI language: its catalogue key and the values it names ({{max}}). */
export interface ZoneMessage {
  key: `zones.errors.${ZoneErrorName}`;
  values: { max?: number };
}

const isErrorName = (name: string): name is ZoneErrorName => Object.hasOwn(ZONE_RULES, name) || name === 'codeExists' || name === 'codeTwice';

/**
 * The message for a form or row error: `error` is a broken rule's id (the issue message the
 * contract gives), or one of the console's own error names. Undefined for anything else.
 */
export function zoneMessage(error: string): ZoneMessage | undefined {
  const found = Object.entries(ZONE_RULES).find(([, r]) => r.id === error);
  if (found) {
    const rule: Rule = found[1];
    return { key: `zones.errors.${found[0] as ZoneRuleName}`, values: rule.max === undefined ? {} : { max: rule.max } };
  }
  return isErrorName(error) ? { key: `zones.errors.${error}`, values: {} } : undefined;
}

/** A row to add, as read from a paste or a file. */
export interface ZoneDraft {
  /** 1-based line (CSV) or index + 1 (JSON) in the source. */
  line: number;
  code: string;
  name: string;
}

export type RowCheck = { ok: true; code: string; name: string } | { ok: false; errors: ZoneMessage[] };

/**
 * Checks each draft against the rules, against the zones that exist, and against the other
 * drafts (a code twice in one file fails both times after the first).
 */
export function checkDrafts(drafts: readonly ZoneDraft[], existing: ReadonlySet<string>): RowCheck[] {
  const seen = new Set<string>();
  return drafts.map((d) => {
    const parsed = zoneFormSchema.safeParse({ code: d.code, name: d.name });
    const errors = parsed.success ? [] : parsed.error.issues.flatMap((i) => zoneMessage(i.message) ?? []);
    const code = d.code.trim();
    if (parsed.success && existing.has(code)) errors.push({ key: 'zones.errors.codeExists', values: {} });
    if (parsed.success && seen.has(code)) errors.push({ key: 'zones.errors.codeTwice', values: {} });
    seen.add(code);
    return errors.length === 0 && parsed.success ? { ok: true, code: parsed.data.code, name: parsed.data.name } : { ok: false, errors };
  });
}
