import type { z } from 'zod';

/*
 * Rules that both the console and the emulator check, each written once in the contract. A rule
 * that fails adds a custom zod issue whose message is the rule's id and whose params are the rule
 * itself (id and the numbers its message names), so each side words it in its own way: the
 * emulator picks its answer code and text, the console an i18n message taking {{min}} / {{max}}.
 */

/** A rule: a stable id ('zone.code.tooLong') and the limits its message names. */
export interface Rule {
  readonly id: string;
  readonly min?: number;
  readonly max?: number;
}

/** Adds the issue saying `rule` is broken (at `path` inside the value, when given). */
export function breakRule(ctx: z.RefinementCtx, rule: Rule, input: unknown, path?: PropertyKey[]): void {
  ctx.addIssue({ code: 'custom', message: rule.id, params: { ...rule }, input, ...(path ? { path } : {}) });
}

/** The rule an issue reports, or undefined when the issue is not a rule's (a wrong type, say). */
export function ruleOf(issue: z.core.$ZodIssue): Rule | undefined {
  if (issue.code !== 'custom') return undefined;
  const params: unknown = issue.params;
  if (typeof params !== 'object' || params === null || typeof (params as { id?: unknown }).id !== 'string') return undefined;
  const { id, min, max } = params as { id: string; min?: unknown; max?: unknown };
  return { id, ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) };
}

/** The rule of a failed parse's first issue that reports one. */
export function firstRule(error: z.ZodError | undefined): Rule | undefined {
  for (const issue of error?.issues ?? []) {
    const rule = ruleOf(issue);
    if (rule) return rule;
  }
  return undefined;
}

/** Whether `value` lies within the rule's min and max (both included). */
export function within(rule: Rule, value: number): boolean {
  return (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max);
}
