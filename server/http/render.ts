import { ApiFailure } from './api-failure';
import { toXml } from './xml';

/**
 * The one renderer of every /tmap answer.
 *
 * - `format=json` (default; `callback` ignored): application/json.
 * - `format=xml`: application/xml, see xml.ts.
 * - `format=javascript`: application/javascript, body `name(JSON)`. `callback` must be a dotted
 *   JavaScript identifier of at most 64 characters; when it is missing the emulator uses the
 *   name `callback` (the real wrapper for a missing callback is not known).
 * `format` is matched case-insensitively; any other value is a 9402 naming `format`.
 */

type TmapFormat = 'json' | 'xml' | 'javascript';

export interface FormatChoice {
  format: TmapFormat;
  /** The callback name, only used for javascript. */
  callback: string;
}

const DEFAULT_CALLBACK = 'callback';
const JSON_FORMAT: FormatChoice = { format: 'json', callback: DEFAULT_CALLBACK };

const CONTENT_TYPES: Record<TmapFormat, string> = {
  json: 'application/json;charset=UTF-8',
  xml: 'application/xml;charset=UTF-8',
  javascript: 'application/javascript;charset=UTF-8',
};

const CALLBACK_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const RESERVED = new Set(['function', 'return', 'var', 'let', 'const', 'new', 'delete', 'typeof', 'void', 'this', 'import', 'export', 'class', 'eval']);

/** Reads `format` and `callback`; throws ApiFailure (9402) for a bad format or callback. */
export function readFormat(query: (name: string) => string | undefined): FormatChoice {
  const rawFormat = query('format')?.trim() ?? '';
  const format = rawFormat === '' ? 'json' : rawFormat.toLowerCase();
  if (format !== 'json' && format !== 'xml' && format !== 'javascript') {
    throw ApiFailure.badParameter('format', 'must be one of json, xml, javascript');
  }
  if (format !== 'javascript') return { format, callback: DEFAULT_CALLBACK };
  const callback = query('callback')?.trim() ?? '';
  if (callback === '') return { format, callback: DEFAULT_CALLBACK };
  if (callback.length > 64 || !CALLBACK_NAME.test(callback) || callback.split('.').some((p) => RESERVED.has(p))) {
    throw ApiFailure.badParameter('callback', 'must be a JavaScript identifier (letters, digits, _, $ and dots, at most 64 characters)');
  }
  return { format, callback };
}

/** Like readFormat, but falls back to JSON when format/callback are themselves bad (for rendering errors). */
export function readFormatOrJson(query: (name: string) => string | undefined): FormatChoice {
  try {
    return readFormat(query);
  } catch {
    return JSON_FORMAT;
  }
}

export function renderBody(body: unknown, choice: FormatChoice, status = 200): Response {
  const headers = { 'Content-Type': CONTENT_TYPES[choice.format], 'X-Content-Type-Options': 'nosniff' };
  switch (choice.format) {
    case 'json':
      return new Response(JSON.stringify(body), { status, headers });
    case 'xml':
      return new Response(toXml(body), { status, headers });
    case 'javascript':
      return new Response(`${choice.callback}(${JSON.stringify(body)})`, { status, headers });
  }
}

/** Plain JSON (gateway, zone and face answers). */
export function renderJson(body: unknown, status = 200): Response {
  return renderBody(body, JSON_FORMAT, status);
}
