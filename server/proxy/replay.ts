import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { ApiArea } from '../app-types';
import { gatewayErrorBody } from '../../shared/contract/envelopes';
import { renderJson } from '../http/render';
import { bodyBytes, bodyFingerprint } from './body-capture';
import { queryWithoutCredentials } from './credentials';
import { matchKey, pickRecording, recordingSchema, type Recording } from './recording';

interface Loaded extends Recording {
  file: string;
}

export interface ReplayStore {
  /** The recording answering a request, or undefined. */
  find(method: string, path: string, query: readonly [string, string][], bodySha256: string | null): Loaded | undefined;
  /** Recordings loaded. */
  size(): number;
}

/**
 * The recordings of a directory (LOCUS_REPLAY), indexed by match key (recording.ts). A file
 * that is not a recording is reported once and skipped. The directory is read again on a
 * miss (at most once a second), so recordings copied in later are found without a restart.
 */
export function createReplayStore(dir: string, log: (message: string) => void = (m) => console.error(m)): ReplayStore {
  let byKey = new Map<string, Loaded[]>();
  let count = 0;
  let loadedAt = 0;
  const reported = new Set<string>();

  function load(): void {
    const next = new Map<string, Loaded[]>();
    let n = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const path = join(dir, file);
      try {
        if (!statSync(path).isFile()) continue;
        const parsed = recordingSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not a recording');
        const r: Loaded = { ...(parsed.data as Recording), file };
        const key = matchKey(r.request.method, r.request.path, r.request.query);
        next.set(key, [...(next.get(key) ?? []), r]);
        n++;
      } catch (error) {
        if (!reported.has(file)) {
          reported.add(file);
          log(`[locus] ${path} is not a recording, skipped: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    byKey = next;
    count = n;
    loadedAt = Date.now();
  }

  load();
  return {
    find(method, path, query, bodySha256) {
      const key = matchKey(method, path, query);
      let candidates = byKey.get(key);
      if (!candidates && Date.now() - loadedAt > 1000) {
        load();
        candidates = byKey.get(key);
      }
      return candidates && pickRecording(candidates, bodySha256);
    },
    size: () => count,
  };
}

/**
 * Answers an API request from recordings. No key is checked (a recording never held one). A
 * request no recording matches gets 404 in the area's error envelope naming what is missing:
 * the gateway's `{"error":{…,"code":"NO_RECORDING"}}` for /tmap and /tms, the face service's
 * `{"message":…,"code":9404}` for /nugufacecan.
 */
export function replayHandler(store: ReplayStore, area: ApiArea): (c: Context) => Promise<Response> {
  return async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const method = incoming.method.toUpperCase();
    const bytes = method === 'GET' || method === 'HEAD' ? new Uint8Array(0) : new Uint8Array(await incoming.arrayBuffer());
    const query = queryWithoutCredentials(url.searchParams);
    const found = store.find(method, url.pathname, query, bodyFingerprint(bytes, incoming.headers.get('content-type')));
    if (!found) {
      const message = `Replay: no recording of ${matchKey(method, url.pathname, query)} (LOCUS_REPLAY)`;
      if (area === 'faces') return renderJson({ message, code: 9404 }, 404);
      return renderJson(gatewayErrorBody(404, 'gw', 'NO_RECORDING', message), 404);
    }
    const headers = new Headers(found.response.headers);
    if (found.response.contentType !== null) headers.set('content-type', found.response.contentType);
    headers.set('x-locus-replay', found.file);
    const noBody = [101, 204, 205, 304].includes(found.response.status) || method === 'HEAD';
    return new Response(noBody ? null : bodyBytes(found.response.body), { status: found.response.status, headers });
  };
}
