import type { ServerMode } from '../api/server-mode';
import { checkBaseUrl, type ProfileId } from './profiles';
import { keyRequired } from './server-profile';
import type { SessionState } from './session-store';

/**
 * Links a colleague can open. A link names the connection profile (never a credential):
 * `profile=local|sk|proxy`, or `profile=custom&base=<url>`. Opening it switches this tab to that
 * profile and removes the two parameters; when that profile has no key yet, the console asks for
 * one (kept in sessionStorage only). The local profile comes with the emulator's demo key, so a
 * local link opens at once in a fresh tab.
 */
const LINK_PARAMS = { profile: 'profile', base: 'base' } as const;

export interface LinkProfile {
  profileId: ProfileId;
  /** For the custom profile. */
  base?: string;
}

export class CredentialInLinkError extends Error {
  override readonly name = 'CredentialInLinkError';
}

function secretsOf(session: SessionState): string[] {
  const out: string[] = [];
  for (const c of Object.values(session.credentials)) {
    for (const v of [c.appKey, c.appId]) if (v && v.length >= 4) out.push(v);
  }
  return out;
}

/** True when a text holds any credential of the session, raw or percent-encoded. */
export function containsCredential(text: string, session: SessionState): boolean {
  const forms = [text];
  for (const f of [text, text.replace(/\+/g, ' ')]) {
    try {
      forms.push(decodeURIComponent(f));
    } catch {
      // not percent-encoded text: the raw form is checked
    }
  }
  return secretsOf(session).some((s) => forms.some((f) => f.includes(s) || f.includes(encodeURIComponent(s))));
}

/**
 * The link to the current view for a colleague: the page URL with the profile named.
 * Throws CredentialInLinkError if a credential would be in it (a bug somewhere else: refuse).
 */
export function buildShareLink(href: string, session: SessionState): string {
  const url = new URL(href);
  url.searchParams.delete(LINK_PARAMS.profile);
  url.searchParams.delete(LINK_PARAMS.base);
  url.searchParams.set(LINK_PARAMS.profile, session.profileId);
  if (session.profileId === 'custom') url.searchParams.set(LINK_PARAMS.base, session.customBaseUrl);
  const link = url.toString();
  if (containsCredential(link, session)) throw new CredentialInLinkError('A credential would be in the link');
  return link;
}

/** The profile a link names, if it names a valid one. */
export function readLinkProfile(search: URLSearchParams): LinkProfile | undefined {
  const p = search.get(LINK_PARAMS.profile);
  if (p === 'local' || p === 'sk' || p === 'proxy') return { profileId: p };
  if (p === 'custom') {
    const base = (search.get(LINK_PARAMS.base) ?? '').trim();
    return checkBaseUrl(base) === undefined ? { profileId: 'custom', base: base.replace(/\/+$/, '') } : undefined;
  }
  return undefined;
}

/** The session switched to the link's profile; credentials are untouched. */
export function applyLinkProfile(session: SessionState, link: LinkProfile): SessionState {
  return {
    ...session,
    profileId: link.profileId,
    customBaseUrl: link.profileId === 'custom' && link.base !== undefined ? link.base : session.customBaseUrl,
  };
}

/** The search string without the link's profile parameters. */
export function withoutLinkParams(search: string): string {
  const s = new URLSearchParams(search);
  s.delete(LINK_PARAMS.profile);
  s.delete(LINK_PARAMS.base);
  const out = s.toString();
  return out ? `?${out}` : '';
}

/**
 * The active profile has no key: the console must ask before it calls anything. Not while this
 * server replays recordings under the proxy profile: any key, or none, is accepted there.
 */
export function needsKey(session: SessionState, mode?: ServerMode | null): boolean {
  return keyRequired(session.profileId, mode) && session.credentials[session.profileId].appKey.trim() === '';
}
