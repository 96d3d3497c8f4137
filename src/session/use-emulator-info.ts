import { useQuery } from '@tanstack/react-query';
import { fetchEmulatorInfo, type EmulatorInfo } from '../api/emulator-info';
import { useSession } from './session-store';

export interface EmulatorView {
  /** True when the console talks to the local emulator (the local profile, and /_locus/info answers as it). */
  isEmulator: boolean;
  /** Its info once read (null with a real service, undefined while reading). */
  info: EmulatorInfo | null | undefined;
}

/**
 * Whether the console talks to the local emulator, and what the emulator holds. Only the local
 * profile asks (the emulator serves the console on the same origin); a real service is never
 * sent this request. While the answer is on its way the local profile counts as the emulator.
 * `needed: false` defers the request (a page that has nothing to explain yet).
 */
export function useEmulatorInfo(needed = true): EmulatorView {
  const local = useSession().profileId === 'local';
  const query = useQuery({ queryKey: ['locus', 'emulator-info'], queryFn: () => fetchEmulatorInfo(), enabled: local && needed, staleTime: 5_000 });
  if (!local) return { isEmulator: false, info: null };
  return { isEmulator: query.data !== null, info: query.data };
}
