import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEmulatorInfo, type EmulatorInfo } from '../api/emulator-info';
import type { ServerMode } from '../api/server-mode';
import { isSameOrigin } from './server-profile';
import { useSession } from './session-store';

export interface EmulatorView {
  /** True when the console talks to the local emulator (the local profile, and /_locus/info answers as it, in emulator mode). */
  isEmulator: boolean;
  /** Its info once read (null with a real service, undefined while reading); the proxy profile reads it too, for the mode. */
  info: EmulatorInfo | null | undefined;
  /** Reads /_locus/info again (its counts change while the server runs). */
  refresh: () => void;
}

/**
 * Whether the console talks to the local emulator, and what the emulator holds. Only the local
 * and proxy profiles ask (this server serves the console on the same origin); a real service is
 * never sent this request. A server forwarding to the real service or replaying recordings
 * (`mode`) is not the emulator. While the answer is on its way the local profile counts as the emulator.
 * `needed: false` defers the request (a page that has nothing to explain yet).
 */
/** GET /_locus/info of the console's own server, one cache entry for every reader. */
const serverInfoQueries = {
  info: () => queryOptions({ queryKey: ['locus', 'emulator-info'] as const, queryFn: () => fetchEmulatorInfo(), staleTime: 5_000 }),
};

/**
 * How the proxy profile is served: "via this server → host" or "replaying recordings", from
 * /_locus/info's mode; undefined while unknown or when this server is the emulator.
 */
export function proxyModeLabel(
  mode: ServerMode | EmulatorInfo['mode'] | null | undefined,
): { key: 'status.viaServer'; host: string } | { key: 'status.replaying' } | undefined {
  if (mode?.kind === 'replay') return { key: 'status.replaying' };
  if (mode?.kind !== 'proxy') return undefined;
  let host = mode.upstream;
  try {
    host = new URL(mode.upstream).host;
  } catch {
    // not a URL: shown as it is
  }
  return { key: 'status.viaServer', host };
}

export function useEmulatorInfo(needed = true): EmulatorView {
  const profileId = useSession().profileId;
  const sameOrigin = isSameOrigin(profileId);
  const query = useQuery({ ...serverInfoQueries.info(), enabled: sameOrigin && needed });
  const refresh = () => void query.refetch();
  if (!sameOrigin) return { isEmulator: false, info: null, refresh };
  const emulatorMode = query.data?.mode.kind !== 'proxy' && query.data?.mode.kind !== 'replay';
  return { isEmulator: profileId === 'local' && query.data !== null && emulatorMode, info: query.data, refresh };
}
