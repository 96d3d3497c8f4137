import { gatewayErrorBody, type GatewayErrorBody } from '../../shared/contract/envelopes';

/**
 * The request target (the second word of the request line) as this server accepts it, checked
 * before anything builds a URL from it. Accepted:
 * - origin form, `/path?query`: passed on as is (odd paths are path-guard.ts's business);
 * - absolute form, `http://host[:port]/path?query` (RFC 9112 §3.2.2; what a client talking to a
 *   proxy sends): without user name or password, and passed on in origin form, with its
 *   authority for the host check.
 * Anything else is refused: userinfo (`http://a@localhost/`, which a fetch Request refuses to
 * carry), the asterisk form `*`, another scheme, a URL that does not parse, a bare `?`, control
 * characters. The refusal is 400 in the gateway envelope (code INVALID_PATH), naming the reason.
 */
export type TargetCheck = { ok: true; target: string; authority: string | null } | { ok: false; reason: string };

const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
/** Space, controls and DEL never belong in a target (Node's own parser refuses most of them first). */
function hasControl(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function checkRequestTarget(raw: string): TargetCheck {
  if (raw === '') return { ok: false, reason: 'the request target is empty' };
  if (hasControl(raw)) return { ok: false, reason: 'the request target holds a space or a control character' };
  if (raw.startsWith('/')) return { ok: true, target: raw, authority: null };
  if (raw === '*') return { ok: false, reason: 'the asterisk form (*) is not served here' };
  if (!ABSOLUTE.test(raw)) return { ok: false, reason: 'the request target is neither a path (/…) nor an http(s) URL' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'the request target is not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `the scheme ${url.protocol} is not served here` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'the request target holds a user name or password' };
  // The path and query exactly as sent (URL parsing would resolve `..` before the path guard saw it).
  const afterScheme = raw.indexOf('//') + 2;
  const rest = raw.slice(afterScheme).search(/[/?#]/);
  const tail = rest === -1 ? '' : raw.slice(afterScheme + rest);
  const target = tail.startsWith('/') ? tail : `/${tail}`;
  return { ok: true, target, authority: url.host };
}

/** The 400 answer's body for a refused target (or a request line Node could not parse). */
export function invalidTargetBody(reason: string): GatewayErrorBody {
  return gatewayErrorBody(400, 'gw', 'INVALID_PATH', `Invalid request target: ${reason}`);
}
