/**
 * One rule for text that clients store (zone codes and names): it must be valid UTF-8 on the
 * wire, hold no lone surrogate (a JSON `\ud800` escape without its pair) and no C0 control
 * character (U+0000–U+001F, NUL included). Bytes are checked before they become a string, so
 * nothing is silently replaced by U+FFFD.
 *
 * Bodies: decodeBodyText turns bytes into text with every invalid byte kept visible as a
 * lone surrogate U+DC80–U+DCFF (as Python's "surrogateescape"); JSON structure is ASCII, so such
 * a byte can only end up inside a string value, where textProblem finds it and tells it apart
 * from a JSON escape by `invalidBytes`.
 */

type TextFault = 'invalid-utf8' | 'lone-surrogate' | 'control';

export interface TextProblem {
  fault: TextFault;
  /** Korean reason, shown to people. */
  reason: string;
  /** Short English detail. */
  detail: string;
}

const INVALID_UTF8: TextProblem = { fault: 'invalid-utf8', reason: 'UTF-8이 아닌 바이트가 있습니다', detail: 'not valid UTF-8' };
const LONE_SURROGATE: TextProblem = {
  fault: 'lone-surrogate',
  reason: '짝이 없는 서로게이트 문자(U+D800–U+DFFF)가 있습니다',
  detail: 'contains a lone surrogate',
};

function controlProblem(code: number): TextProblem {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return { fault: 'control', reason: `제어 문자 ${hex}가 있습니다`, detail: `contains the control character ${hex}` };
}

/**
 * The first problem of a decoded string, or null. `invalidBytes`: the text came from
 * decodeBodyText of a body that held invalid bytes, so U+DC80–U+DCFF mark those bytes.
 */
export function textProblem(text: string, invalidBytes = false): TextProblem | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) return controlProblem(c);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return LONE_SURROGATE;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return invalidBytes && c >= 0xdc80 && c <= 0xdcff ? INVALID_UTF8 : LONE_SURROGATE;
  }
  return null;
}

const cont = (b: number | undefined): boolean => b !== undefined && b >= 0x80 && b <= 0xbf;
const within = (b: number | undefined, lo: number, hi: number): boolean => b !== undefined && b >= lo && b <= hi;

/** Length of the well-formed UTF-8 sequence at i (Unicode Table 3-7), or 0 when it is not one. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  const b1 = bytes[i + 1];
  if (b0 < 0x80) return 1;
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(b1) ? 2 : 0;
  const b2 = bytes[i + 2];
  if (b0 === 0xe0) return within(b1, 0xa0, 0xbf) && cont(b2) ? 3 : 0;
  if ((b0 >= 0xe1 && b0 <= 0xec) || b0 === 0xee || b0 === 0xef) return cont(b1) && cont(b2) ? 3 : 0;
  if (b0 === 0xed) return within(b1, 0x80, 0x9f) && cont(b2) ? 3 : 0;
  const b3 = bytes[i + 3];
  if (b0 === 0xf0) return within(b1, 0x90, 0xbf) && cont(b2) && cont(b3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return cont(b1) && cont(b2) && cont(b3) ? 4 : 0;
  if (b0 === 0xf4) return within(b1, 0x80, 0x8f) && cont(b2) && cont(b3) ? 4 : 0;
  return 0;
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Strict UTF-8 decoding: the text, or null when the bytes are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** A body as text, invalid bytes kept as U+DC80–U+DCFF (see the module comment). */
export function decodeBodyText(bytes: Uint8Array): { text: string; invalidBytes: boolean } {
  const text = decodeUtf8(bytes);
  if (text !== null) return { text, invalidBytes: false };
  let out = '';
  let start = 0;
  let i = 0;
  while (i < bytes.length) {
    const n = sequenceLength(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    out += utf8.decode(bytes.subarray(start, i)) + String.fromCharCode(0xdc00 + (bytes[i] ?? 0));
    i += 1;
    start = i;
  }
  return { text: out + utf8.decode(bytes.subarray(start)), invalidBytes: true };
}

/** What a refusal says of percent-encoding that is malformed (a `%` not followed by two hex digits). */
export const MALFORMED_PERCENT = '퍼센트 인코딩이 잘못되었습니다';

export type PercentDecoded = { ok: true; value: string } | { ok: false; malformed: true } | { ok: false; malformed: false; problem: TextProblem };

/**
 * Decodes percent-encoded UTF-8 (`plus`: `+` is a space, as in a query string), then applies
 * the text rule. Malformed: a `%` not followed by two hex digits. The escaped bytes must be
 * UTF-8; the text around them is taken as it is.
 */
export function percentDecode(raw: string, plus = false): PercentDecoded {
  const source = plus ? raw.replaceAll('+', ' ') : raw;
  let out = '';
  let i = 0;
  while (i < source.length) {
    if (source[i] !== '%') {
      const next = source.indexOf('%', i);
      const end = next < 0 ? source.length : next;
      out += source.slice(i, end);
      i = end;
      continue;
    }
    const bytes: number[] = [];
    while (source[i] === '%') {
      const hex = source.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return { ok: false, malformed: true };
      bytes.push(parseInt(hex, 16));
      i += 3;
    }
    const decoded = decodeUtf8(Uint8Array.from(bytes));
    if (decoded === null) return { ok: false, malformed: false, problem: INVALID_UTF8 };
    out += decoded;
  }
  const problem = textProblem(out);
  return problem ? { ok: false, malformed: false, problem } : { ok: true, value: out };
}
