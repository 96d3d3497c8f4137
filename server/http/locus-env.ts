import type { Context } from 'hono';

/** Hono environment of the emulator: what the gateway middleware leaves for handlers. */
export interface LocusEnv {
  Variables: {
    /** The caller's accepted appKey (per-key data such as zones is scoped by it). */
    appKey: string;
    /** The face app-id, on /nugufacecan routes only. */
    appId: string | undefined;
  };
}

export type LocusContext = Context<LocusEnv>;
