import { z } from 'zod';
import { characterCount } from '../characters';
import { breakRule, type Rule } from './rules';

/*
 * The zone rules, the one definition the emulator and the console's forms both use: a code is
 * 1 to ZONE_CODE_MAX ASCII digits once trimmed (leading zeros count: "0001" and "1" are two
 * zones); a name is 1 to ZONE_NAME_MAX characters once trimmed, counted as a person counts them:
 * grapheme clusters (characters.ts), so "🚚" or "👨‍👩‍👧" is one character. Each side words a broken
 * rule itself, from its id and limits (rules.ts).
 */

export const ZONE_CODE_MAX = 20;
export const ZONE_NAME_MAX = 100;

/** Each zone rule by the name its messages go by. A `required` rule is a missing value; the others a bad one. */
export const ZONE_RULES = {
  codeRequired: { id: 'zone.code.required' },
  codeDigits: { id: 'zone.code.digits' },
  codeTooLong: { id: 'zone.code.tooLong', max: ZONE_CODE_MAX },
  nameRequired: { id: 'zone.name.required' },
  nameTooLong: { id: 'zone.name.tooLong', max: ZONE_NAME_MAX },
} as const satisfies Record<string, Rule>;

export type ZoneRuleName = keyof typeof ZONE_RULES;

/** Zone code: a digit string such as "0001", trimmed; one issue at most, in the order required, digits, length. */
export const zoneCodeSchema = z
  .string()
  .trim()
  .superRefine((code, ctx) => {
    if (code === '') breakRule(ctx, ZONE_RULES.codeRequired, code);
    else if (!/^[0-9]+$/.test(code)) breakRule(ctx, ZONE_RULES.codeDigits, code);
    else if (code.length > ZONE_CODE_MAX) breakRule(ctx, ZONE_RULES.codeTooLong, code);
  })
  // What documents generated from the contract (the OpenAPI document) say of it.
  .meta({ description: `1 to ${ZONE_CODE_MAX} ASCII digits; blanks around them are trimmed.`, pattern: `^\\s*[0-9]{1,${ZONE_CODE_MAX}}\\s*$` });

/** Zone name: any text, trimmed; one issue at most. */
export const zoneNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    if (name === '') breakRule(ctx, ZONE_RULES.nameRequired, name);
    else if (characterCount(name) > ZONE_NAME_MAX) breakRule(ctx, ZONE_RULES.nameTooLong, name);
  })
  // No maxLength: JSON Schema counts code points, which would refuse names this rule takes.
  .meta({
    description:
      `1 to ${ZONE_NAME_MAX} characters once blanks around them are trimmed. A character is what a person sees as one ` +
      '(a grapheme cluster: "🚚" and "👨‍👩‍👧" count one each), not a UTF-16 unit or a code point, ' +
      'so this is not written as maxLength (which counts code points).',
  });

/** A zone to add or rename: the form's fields and one row of a bulk insert. */
export const zoneRowSchema = z.object({ code: zoneCodeSchema, name: zoneNameSchema });
export type ZoneFields = z.infer<typeof zoneRowSchema>;
