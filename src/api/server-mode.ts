/**
 * What the server that serves the console is, from its GET /_locus/info: the emulator (with the
 * demo credentials it accepts, if any), a proxy to the real service (LOCUS_UPSTREAM), or a
 * replayer of recordings (LOCUS_REPLAY). Read by hand, without the info's zod schema, because the
 * first page waits on it: it decides the connection profile before anything is sent.
 */
export type ServerMode =
  | {
      kind: 'emulator';
      /** The demo key (and face app id) this emulator accepts, each null when it does not. */
      demo: { appKey: string | null; appId: string | null };
    }
  | { kind: 'proxy'; upstream: string; recording: boolean }
  | { kind: 'replay' };

function record(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The mode of a /_locus/info answer, or null when the answer is not this emulator's (a static
 * host, a real service) or names a mode this console does not know. Fields added later are
 * ignored; an emulator that predates `mode` is an emulator, and one that predates `demo` takes
 * the documented demo credentials.
 */
export function readServerMode(body: unknown, defaultDemo: { appKey: string; appId: string }): ServerMode | null {
  const info = record(body);
  if (info?.name !== 'locus-emulator') return null;
  const mode = record(info.mode) ?? { kind: 'emulator' };
  switch (mode.kind) {
    case 'emulator': {
      const demo = record(info.demo);
      return { kind: 'emulator', demo: demo ? { appKey: text(demo.appKey), appId: text(demo.appId) } : { ...defaultDemo } };
    }
    case 'proxy': {
      const upstream = text(mode.upstream);
      return upstream === null ? null : { kind: 'proxy', upstream, recording: mode.recording === true };
    }
    case 'replay':
      return { kind: 'replay' };
    default:
      return null;
  }
}

/** Asks the console's own server; null when it does not answer as the emulator (or not at all). */
export async function fetchServerMode(defaultDemo: { appKey: string; appId: string }, fetchImpl: typeof fetch = fetch): Promise<ServerMode | null> {
  try {
    const res = await fetchImpl('/_locus/info', { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return null;
    return readServerMode(await res.json(), defaultDemo);
  } catch {
    return null;
  }
}
