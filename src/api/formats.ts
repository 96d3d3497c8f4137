import type { z } from 'zod';
import { describePositions, jsonErrorIndex, positionAt, repairJson, type TextPosition } from './json-repair';
import type { ContractDeviation, ResponseFormat } from './types';

/** Decodes an XML body (with the response schema, when known, to restore JSON names and arrays). */
export type XmlDecoder = (text: string, schema?: z.ZodType) => unknown;

/**
 * Decodes a response body in any of the three formats into a JSON-shaped value.
 * The JavaScript form is unwrapped by text, never evaluated. The XML decoder is passed in: it
 * lives in ./xml-decode with its parser, loaded only by callers that meet XML.
 */
export function decodeBody(text: string, format: ResponseFormat, schema: z.ZodType | undefined, decodeXml: XmlDecoder): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  // Errors from the gateway are JSON whatever format was asked for.
  if (format !== 'json' && trimmed.startsWith('{')) return JSON.parse(trimmed);
  switch (format) {
    case 'json':
      return JSON.parse(trimmed);
    case 'javascript':
      return JSON.parse(unwrapJavascript(trimmed));
    case 'xml':
      return decodeXml(trimmed, schema);
  }
}

const CALL_WRAPPER = /^[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?$/;

/** `cb({...})` or `function(\n{...}\n)` → `{...}`. Throws when the text is not a call wrapper. */
export function unwrapJavascript(text: string): string {
  const t = text.trim();
  const m = CALL_WRAPPER.exec(t);
  if (!m || m[1] === undefined) throw new SyntaxError('Not a JavaScript call wrapper');
  return m[1].trim();
}


/** A decoded body, and where quotes had to be escaped to read it (see json-repair). */
export interface DecodedBody {
  value: unknown;
  /** Set when the JSON was repaired: the escaped quotes, positioned in the body as received. */
  repairedAt?: TextPosition[];
}

/** Thrown when a body cannot be read; `at` is where its JSON broke, when known. */
export class UnreadableBody extends SyntaxError {
  readonly at: TextPosition | undefined;
  readonly ambiguous: boolean;
  constructor(message: string, at: TextPosition | undefined, ambiguous: boolean, cause: unknown) {
    super(message, { cause });
    this.name = 'UnreadableBody';
    this.at = at;
    this.ambiguous = ambiguous;
  }
}

/**
 * decodeBody, and for a JSON (or JavaScript-wrapped) body that fails only because of unescaped
 * quotes inside string values, the repaired reading when exactly one exists. Anything else that
 * cannot be read throws UnreadableBody with the position of the JSON error.
 */
export function decodeBodyRepairing(text: string, format: ResponseFormat, schema: z.ZodType | undefined, decodeXml: XmlDecoder): DecodedBody {
  try {
    return { value: decodeBody(text, format, schema, decodeXml) };
  } catch (cause) {
    const trimmed = text.trim();
    let json: string | undefined;
    if (format === 'json' || trimmed.startsWith('{')) json = trimmed;
    else if (format === 'javascript') {
      try {
        json = unwrapJavascript(trimmed);
      } catch {
        json = undefined;
      }
    }
    if (json === undefined) throw new UnreadableBody('The response body could not be read', undefined, false, cause);
    const start = text.indexOf(json);
    const repair = repairJson(json);
    if (repair.kind === 'repaired') {
      return { value: JSON.parse(repair.text), repairedAt: repair.quotes.map((q) => positionAt(text, start + q)) };
    }
    const at = jsonErrorIndex(json);
    throw new UnreadableBody('The response body could not be read', at === undefined ? undefined : positionAt(text, start + at), repair.kind === 'ambiguous', cause);
  }
}

/** The deviation that says the body was read only after escaping quotes, and where they were. */
export function repairedDeviation(positions: TextPosition[]): ContractDeviation {
  return {
    kind: 'repaired-json',
    field: '(body)',
    expected: 'valid JSON',
    got: `unescaped quotes at ${describePositions(positions)}`,
    positions,
  };
}
