import { isIP } from 'node:net';

/**
 * Which `Host` headers the server answers (a defence against DNS rebinding: a page on another
 * site that gets its name pointed at 127.0.0.1 still sends its own name as Host).
 *
 * Always allowed: `localhost` and names under `.localhost`, the IPv4 loopback block 127.0.0.0/8
 * and `[::1]`, and the address the server is bound to when that is one address (HOST, not
 * 0.0.0.0 or ::). More come from LOCUS_ALLOWED_HOSTS: an exact name or address (`locus.lan`,
 * `192.168.0.20`, `[fd00::1]` or `fd00::1`), `.example.com` for that name and every name under
 * it, or `*` for any host (turns the check off). Ports are ignored; names compare
 * case-insensitively, a trailing dot ignored.
 */

export interface HostRule {
  /** HOST, the bound interface. */
  bound: string;
  /** LOCUS_ALLOWED_HOSTS entries. */
  extra: readonly string[];
}

/** The host name of a Host header without port or brackets, lower-case; null when malformed. */
export function hostName(header: string | undefined): string | null {
  const value = header?.trim().toLowerCase();
  if (!value) return null;
  let name: string;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return null;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return null;
    name = value.slice(1, end);
    return isIP(name) === 6 ? name : null;
  }
  const colon = value.indexOf(':');
  if (colon >= 0) {
    if (!/^\d{1,5}$/.test(value.slice(colon + 1))) return null;
    name = value.slice(0, colon);
  } else {
    name = value;
  }
  name = name.replace(/\.$/, '');
  return /^[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?$/.test(name) ? name : null;
}

function bare(entry: string): string {
  const e = entry.trim().toLowerCase().replace(/\.$/, '');
  return e.startsWith('[') && e.endsWith(']') ? e.slice(1, -1) : e;
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/** Whether the server answers a request carrying this Host header. */
export function hostAllowed(header: string | undefined, rule: HostRule): boolean {
  if (rule.extra.includes('*')) return true;
  const name = hostName(header);
  if (name === null) return false;
  if (isLoopback(name)) return true;
  const bound = bare(rule.bound);
  if (bound !== '0.0.0.0' && bound !== '::' && bound === name) return true;
  return rule.extra.some((entry) => {
    const e = bare(entry);
    return e.startsWith('.') ? name === e.slice(1) || name.endsWith(e) : name === e;
  });
}

/** The body of the refusal (421 Misdirected Request), naming the setting that allows the host. */
export function hostRefusal(header: string | undefined): { error: { id: string; category: string; code: string; message: string } } {
  const shown = (header ?? '').trim().slice(0, 100);
  return {
    error: {
      id: '421',
      category: 'locus',
      code: 'HOST_NOT_ALLOWED',
      message:
        shown === ''
          ? 'This server answers only requests with a Host header naming it (e.g. localhost).'
          : `This server does not answer for host "${shown}". Open it as localhost, or add the name to LOCUS_ALLOWED_HOSTS ` +
            '(comma-separated; needed with HOST=0.0.0.0, e.g. in a container, for every name or address other than loopback that clients use).',
    },
  };
}
