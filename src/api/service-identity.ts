/**
 * Who answered a request: the emulator, the platform's service, or something else (most often a
 * static host's fallback page, which answers every path with 200 and its index.html).
 *
 * - expect 'emulator' (a GET of /_locus/health): only JSON naming the emulator counts.
 * - expect 'service' (an API call): a 2xx answer that is not a web page (JSON, XML or the
 *   JavaScript form), or an error status with one of the platform's envelopes (the gateway's
 *   `{"error":{…}}`, the face service's `{message, code}`, a zone `resultCode`).
 * Anything else is 'not-the-service', with what answered (status, content type, a web page or not).
 */

/** The name /_locus/health carries in `service` (server/routes/emulator-routes.ts). */
const EMULATOR_SERVICE_NAME = 'locus-emulator';

type AnswerKind = 'emulator' | 'service' | 'not-the-service';

export interface AnswerIdentity {
  kind: AnswerKind;
  /** What answered, in short technical words: "HTTP 200, text/html (a web page)", "locus-emulator 0.1.0". */
  detail: string;
  /** True when a web page (HTML) answered. */
  webPage: boolean;
}

export interface AnswerFacts {
  status: number;
  /** The Content-Type header, or null/'' when there was none. */
  contentType: string | null;
  bodyText: string;
  expect: 'emulator' | 'service';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** HTML by its content type or by how the body starts (a host may send it as text/plain). */
export function looksLikeWebPage(contentType: string | null, bodyText: string): boolean {
  if (/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType ?? '')) return true;
  return /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(bodyText.slice(0, 512));
}

/** One of the platform's error envelopes (the same shapes src/api/errors.ts decodes). */
function isServiceEnvelope(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const err = body.error;
  if (isRecord(err) && (typeof err.code === 'string' || typeof err.code === 'number')) return true;
  if (typeof body.resultCode === 'string' || typeof body.resultCode === 'number') return true;
  return typeof body.message === 'string' && (typeof body.code === 'number' || (typeof body.code === 'string' && /^\d+$/.test(body.code)));
}

/** An XML answer (the address/road operations' format=xml), or the JavaScript form `name({...})`. */
const isXml = (text: string) => /^\s*<\?xml|^\s*<[A-Za-z_][\w.-]*[\s>/]/.test(text);
const isCallback = (text: string) => /^\s*[A-Za-z_$][\w$.]*\s*\(/.test(text);

function describe(facts: AnswerFacts, webPage: boolean): string {
  const type = (facts.contentType ?? '').split(';')[0]?.trim() || 'no content type';
  return `HTTP ${facts.status}, ${type}${webPage ? ' (a web page)' : ''}`;
}

export function identifyAnswer(facts: AnswerFacts): AnswerIdentity {
  const webPage = looksLikeWebPage(facts.contentType, facts.bodyText);
  const other: AnswerIdentity = { kind: 'not-the-service', detail: describe(facts, webPage), webPage };
  if (webPage) return other;
  const body = parseJson(facts.bodyText);
  const ok = facts.status >= 200 && facts.status < 300;

  if (facts.expect === 'emulator') {
    if (!ok || !isRecord(body) || body.service !== EMULATOR_SERVICE_NAME) return other;
    const version = typeof body.version === 'string' ? ` ${body.version}` : '';
    return { kind: 'emulator', detail: `${EMULATOR_SERVICE_NAME}${version}`, webPage: false };
  }

  const service: AnswerIdentity = { kind: 'service', detail: describe(facts, false), webPage: false };
  if (isServiceEnvelope(body)) return service;
  if (!ok) return other;
  if (body !== undefined || isXml(facts.bodyText) || isCallback(facts.bodyText)) return service;
  return other;
}
