import { diffValues, type DiffResult, type FieldDiff } from '../../shared/compare/field-diff';
import type { RecordedBody } from '../proxy/body-capture';

/*
 * One recorded answer beside the emulator's answer to the same request: decoded, compared field
 * by field (shared/compare/field-diff.ts: the recording is the left, the emulator the right) and
 * weighed in fields, the unit of the fidelity score (verify-report.ts).
 */

export interface CompareOptions {
  /** Numbers this close are equal. */
  tolerance: number;
  /** Coordinates this close on the ground are equal (metres). */
  metresTolerance: number;
}

/** Why an answer is not compared, when it cannot be. */
export type Decoded = { ok: true; value: unknown } | { ok: false; reason: string };

export interface Compared {
  status: { recorded: number; emulator: number };
  diff: DiffResult;
  /** Fields weighed: the recording's leaves, the emulator's extra leaves and the status. */
  fields: { total: number; agreeing: number };
}

/** The recorded answer's body as a JSON value, or why it is not compared. */
export function decodeRecordedBody(body: RecordedBody, contentType: string | null): Decoded {
  switch (body.encoding) {
    case 'none':
      return { ok: true, value: undefined };
    case 'omitted':
      return { ok: false, reason: 'the recorded answer held an image, which recordings omit' };
    case 'cut':
      return { ok: false, reason: `the recorded answer was over the recording cap (${body.size} bytes) and was not kept` };
    case 'base64':
      return { ok: false, reason: `the recorded answer is binary (${contentType ?? 'no content type'})` };
    case 'utf8':
      return decodeText(body.text, contentType);
  }
}

function decodeText(text: string, contentType: string | null): Decoded {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('xml')) {
    return { ok: false, reason: 'the recorded answer is XML; only JSON answers are compared' };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `the recorded answer is not JSON (${contentType ?? 'no content type'})` };
  }
}

/** The emulator's answer as a JSON value; text that is not JSON is compared as that text. */
export function decodeEmulatorText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Leaves of a JSON value: scalars, and empty arrays and objects; nothing for undefined. */
export function leafCount(value: unknown): number {
  if (value === undefined) return 0;
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    const children = Array.isArray(v) ? (v as unknown[]) : v !== null && typeof v === 'object' ? Object.values(v) : undefined;
    if (children === undefined || children.length === 0) count++;
    else for (const child of children) stack.push(child);
  }
  return count;
}

/** The fields one difference stands for (a coordinate is its latitude and longitude). */
function weightOf(d: FieldDiff): number {
  if (d.kind === 'added') return Math.max(1, leafCount(d.right));
  if (d.metres !== undefined) return 2;
  return Math.max(1, leafCount(d.left));
}

/**
 * Compares a decoded recorded answer with the emulator's. The score's unit is a field: every
 * leaf of the recorded body, every leaf only the emulator has, and the status. A field agrees
 * unless a difference covers it (a missing or differing subtree covers all its leaves; a
 * coordinate moved covers two). Differences past the listing limit count one field each.
 */
export function compareAnswers(
  recorded: { status: number; value: unknown },
  emulator: { status: number; value: unknown },
  options: CompareOptions,
): Compared {
  const diff =
    recorded.value === undefined
      ? diffValues(undefined, undefined)
      : diffValues(recorded.value, emulator.value, { tolerance: options.tolerance, metresTolerance: options.metresTolerance, limit: 1_000 });
  let disagreeing = 0;
  let added = 0;
  const listed = { added: 0, missing: 0, type: 0, changed: 0 };
  for (const d of diff.diffs) {
    listed[d.kind]++;
    const w = weightOf(d);
    if (d.kind === 'added') added += w;
    disagreeing += w;
  }
  for (const kind of ['added', 'missing', 'type', 'changed'] as const) {
    const rest = diff.counts[kind] - listed[kind];
    if (kind === 'added') added += rest;
    disagreeing += rest;
  }
  const statusAgrees = recorded.status === emulator.status;
  const total = leafCount(recorded.value) + added + 1;
  const agreeing = Math.max(0, total - disagreeing - (statusAgrees ? 0 : 1));
  return { status: { recorded: recorded.status, emulator: emulator.status }, diff, fields: { total, agreeing } };
}
