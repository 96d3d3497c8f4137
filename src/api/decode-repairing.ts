import type { z } from 'zod';
import { decodeBody, unwrapJavascript, type XmlDecoder } from './formats';
import { jsonErrorIndex, repairJson } from '../../shared/contract/json-repair';
import { positionAt, type TextPosition } from '../../shared/contract/text-position';
import type { ResponseFormat } from './types';

/*
 * The slow path of decoding: a body that did not parse. Its own module, so the client loads the
 * quote repair only when a body needs it, as it loads the XML parser only for XML.
 */
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
