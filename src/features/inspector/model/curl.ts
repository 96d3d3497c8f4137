import { PLACEHOLDERS } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';

/** Shell variables that stand for the credentials in a copied command. */
const CURL_VARIABLES = { appKey: 'APP_KEY', appId: 'APP_ID' } as const;

export interface CurlOptions {
  /** The real credentials, only when the user revealed them on purpose for this view. */
  revealed?: { appKey?: string; appId?: string };
}

export interface CurlCommand {
  /** The command, one option per line, ready for bash. */
  text: string;
  /** Variables the command expects in the environment (e.g. APP_KEY), in order of first use. */
  variables: string[];
  /** True when the console kept only a summary of the body (files, long images), so the command needs editing. */
  incomplete: boolean;
}

type Piece = { literal: string } | { variable: string };

/** Splits redacted text at the credential placeholders. */
function pieces(text: string, revealed: CurlOptions['revealed']): Piece[] {
  const out: Piece[] = [];
  const pattern = new RegExp(`${escapeRegExp(PLACEHOLDERS.appKey)}|${escapeRegExp(PLACEHOLDERS.appId)}`, 'g');
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index;
    if (at > last) out.push({ literal: text.slice(last, at) });
    const which = m[0] === PLACEHOLDERS.appKey ? 'appKey' : 'appId';
    const real = revealed?.[which];
    out.push(real ? { literal: real } : { variable: CURL_VARIABLES[which] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ literal: text.slice(last) });
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One double-quoted shell word. Inside double quotes only \ " $ and ` are special, so they are
 * escaped; variables are left to expand ($APP_KEY, or ${APP_KEY} before a name character).
 */
export function shellWord(text: string, revealed?: CurlOptions['revealed'], used?: string[]): string {
  const parts = pieces(text, revealed);
  let out = '"';
  parts.forEach((p, i) => {
    if ('literal' in p) {
      out += p.literal.replace(/[\\"$`]/g, '\\$&');
    } else {
      used?.push(p.variable);
      const next = parts[i + 1];
      const glued = next !== undefined && 'literal' in next && /^[A-Za-z0-9_]/.test(next.literal);
      out += glued ? `\${${p.variable}}` : `$${p.variable}`;
    }
  });
  return out + '"';
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const k = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase());
  return k === undefined ? undefined : headers[k];
}

/**
 * A curl command that repeats a recorded call. The event is redacted, so the key stays a
 * variable ($APP_KEY) unless real values are passed in `revealed`.
 */
export function buildCurl(event: Pick<RequestEvent, 'method' | 'url' | 'headers' | 'requestBody'>, options: CurlOptions = {}): CurlCommand {
  const used: string[] = [];
  const word = (t: string) => shellWord(t, options.revealed, used);
  const lines: string[] = ['curl -sS'];
  if (event.method !== 'GET') lines.push(`-X ${event.method}`);
  for (const [name, value] of Object.entries(event.headers)) lines.push(`-H ${word(`${name}: ${value}`)}`);
  let incomplete = false;
  const body = event.requestBody;
  if (body !== undefined) {
    const json = (headerValue(event.headers, 'content-type') ?? '').includes('json');
    if (json) {
      lines.push(`--data-raw ${word(body)}`);
      incomplete = /;base64,<\d+ chars>/.test(body) || body.endsWith('…');
    } else {
      // Multipart: the console kept "name=value&image=<file N B>"; files must be attached by hand.
      for (const part of body.split('&')) {
        const eq = part.indexOf('=');
        const name = eq < 0 ? part : part.slice(0, eq);
        const value = eq < 0 ? '' : part.slice(eq + 1);
        if (/^<file \d+ B>$/.test(value)) {
          incomplete = true;
          lines.push(`-F ${word(`${name}=@${name}.jpg`)}`);
        } else {
          lines.push(`-F ${word(`${name}=${value}`)}`);
        }
      }
    }
  }
  lines.push(word(event.url));
  return { text: lines.join(' \\\n  '), variables: [...new Set(used)], incomplete };
}
