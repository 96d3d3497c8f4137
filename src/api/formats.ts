import type { z } from 'zod';
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

const CALL_WRAPPER = /^([A-Za-z_$][\w$.]*)\s*\(([\s\S]*)\)\s*;?$/;

/** `cb({...})` or `function(\n{...}\n)` → `{...}`. Throws when the text is not a call wrapper. */
export function unwrapJavascript(text: string): string {
  const t = text.trim();
  const m = CALL_WRAPPER.exec(t);
  if (!m || m[2] === undefined) throw new SyntaxError('Not a JavaScript call wrapper');
  return m[2].trim();
}

/** The function a JavaScript-form answer calls (`cb` in `cb({...})`), or undefined when it is no call wrapper. */
export function javascriptCallee(text: string): string | undefined {
  return CALL_WRAPPER.exec(text.trim())?.[1];
}

/**
 * A JavaScript-form answer must call the function named by `callback`: a page that asked for
 * `x` and got `y(...)` would call the wrong function (or none). Returns the deviation, or
 * undefined when it calls the one asked for or is no call wrapper (an error envelope is JSON).
 */
export function callbackDeviation(asked: string, text: string): ContractDeviation | undefined {
  const callee = javascriptCallee(text);
  if (callee === undefined || callee === asked) return undefined;
  return { kind: 'contract', field: '(callback)', expected: `callback ${JSON.stringify(asked)}`, got: `callback ${JSON.stringify(callee)}` };
}
