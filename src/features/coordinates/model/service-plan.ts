/**
 * What the workbench asks the service, and when. The local conversion is instant and free; each
 * `coordconvert` call costs quota, so the service is asked only for a settled reading:
 * - not while the text is unfinished (it ends in a separator, a lone sign or a decimal point, so
 *   the next keystroke will change it) — implausible or unreadable inputs are never sent either;
 * - only once the input has not changed for SETTLE_MS (HALF_TYPED_SETTLE_MS when it looks half
 *   typed: fewer digits or parts in its second coordinate than in its first);
 * - once per system pair: from the input's system to each other service system (six calls); the
 *   round trip back (another call per system) only when the user asks for it;
 * - once per input: answers are cached by pair and point for the session (staleTime Infinity), so
 *   going back to an earlier input sends nothing.
 */
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';

/** Quiet time after the last keystroke before the service is asked. */
export const SETTLE_MS = 700;

/** Quiet time for a reading that looks half typed (see looksHalfTyped). */
export const HALF_TYPED_SETTLE_MS = 2_000;

/**
 * True when a complete-looking reading is probably still being typed: its second coordinate is
 * written with fewer digits than its first ("37.5665, 126.9" on the way to "37.5665, 126.9780"),
 * or an odd number of parts ("37°33′59.4″N 126°58′"). Such a reading is still asked, after a longer
 * quiet time, so that a slow typist's pauses do not each cost a call. Links are pasted, not typed.
 */
export function looksHalfTyped(text: string): boolean {
  if (/^\s*[a-z][a-z0-9+.-]*:\/\//i.test(text)) return false;
  const numbers = text.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length < 2) return false;
  if (numbers.length % 2 === 1) return true;
  const digits = (parts: string[]) => parts.join('').replace(/\D/g, '').length;
  const half = numbers.length / 2;
  return digits(numbers.slice(half)) < digits(numbers.slice(0, half));
}

/** How long the input must stay unchanged before the service is asked for it. */
export function settleTime(text: string): number {
  return looksHalfTyped(text) ? HALF_TYPED_SETTLE_MS : SETTLE_MS;
}

/**
 * True when the text could still be growing into another reading: it ends (ignoring trailing
 * spaces) in a separator (`,` `;` `/` `|` `:` `=`), a sign, or a decimal point not followed by
 * digits ("126." before "126.9").
 */
export function isUnfinished(text: string): boolean {
  const t = text.trimEnd();
  if (t === '') return true;
  return /[,;/|:=+\-.]$/.test(t);
}

/** The service systems a reading in `from` is sent to: every other one, once each. */
export function serviceTargets(from: CoordType): CoordType[] {
  return COORD_TYPES.filter((to) => to !== from);
}

/** The cache identity of a reading: its system and the point, as numbers. */
export function readingKey(from: CoordType, p: { lat: number; lon: number }): string {
  return `${from}|${p.lat}|${p.lon}`;
}
