import type { Context } from 'hono';
import type { ApiArea } from '../http/api-areas';
import { gatewayErrorBody } from '../../shared/contract/envelopes';
import { renderJson } from '../http/render';
import { bodyBytes, bodyFingerprint } from './body-capture';
import { NO_BODY_STATUSES, returnedResponseHeaders } from './forward-headers';
import { matchKey } from './recording';
import { requestIdentity, type RequestIdentity } from './recording-of';
import type { Loaded, ReplayStore } from './replay-store';

export { createReplayStore, type ReplayStore } from './replay-store';

/** `GET /path?query` with the scope it was asked for: `… (group-id g1, subject-id s1, app-id tag:1a2b3c4d)`. */
function described(method: string, identity: RequestIdentity): string {
  const scope = Object.entries(identity.scope)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name} ${value}`);
  const request = matchKey(method, identity.path, identity.query);
  return scope.length > 0 ? `${request} (${scope.join(', ')})` : request;
}

/** 404 in the area's envelope: the gateway's NO_RECORDING, or the face service's code 9404. */
function noRecording(area: ApiArea, message: string): Response {
  if (area === 'faces') return renderJson({ message, code: 9404 }, 404);
  return renderJson(gatewayErrorBody(404, 'gw', 'NO_RECORDING', message), 404);
}

/** The recorded headers, each that is still a valid header, minus what this server sets itself. */
function replayedHeaders(found: Loaded): Headers {
  const recorded = new Headers();
  for (const [name, value] of Object.entries(found.response.headers)) {
    try {
      recorded.append(name, value);
    } catch {
      // A hand-edited value that is no header (a line break): left out.
    }
  }
  const headers = returnedResponseHeaders(recorded);
  if (found.response.contentType !== null) {
    try {
      headers.set('content-type', found.response.contentType);
    } catch {
      headers.delete('content-type');
    }
  }
  // Today's date, not the recording's; the file that answered.
  headers.set('date', new Date().toUTCString());
  headers.set('x-locus-replay', found.file);
  return headers;
}

/**
 * Answers an API request from recordings (replay-store.ts matches it by method, path, query
 * without credentials and scope, then body). No key is checked (a recording never held one).
 * The answer is the recorded status, headers and body, with today's Date and `x-locus-replay`
 * naming the file. A request no recording matches gets 404 in the area's error envelope naming
 * what is missing, scope included: the gateway's `{"error":{…,"code":"NO_RECORDING"}}` for /tmap
 * and /tms, the face service's `{"message":…,"code":9404}` for /nugufacecan. So does one whose
 * recording kept only the size and hash of its answer (over LOCUS_RECORD_MAX_BYTES).
 */
export function replayHandler(store: ReplayStore, area: ApiArea): (c: Context) => Promise<Response> {
  return async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const method = incoming.method.toUpperCase();
    // Bounded by the app's body limit (5 MB).
    const bytes = method === 'GET' || method === 'HEAD' ? new Uint8Array(0) : new Uint8Array(await incoming.arrayBuffer());
    const identity = requestIdentity(url, incoming.headers, { bytes, contentType: incoming.headers.get('content-type') });
    const { recording: found, otherScopes } = store.find(method, identity, bodyFingerprint(bytes, incoming.headers.get('content-type')));
    if (!found) {
      const others = otherScopes ? '; recordings of this request exist for another group-id, subject-id or app-id' : '';
      return noRecording(area, `Replay: no recording of ${described(method, identity)}${others} (LOCUS_REPLAY)`);
    }
    const body = found.response.body;
    if (body.encoding === 'cut') {
      return noRecording(
        area,
        `Replay: the recording of ${described(method, identity)} (${found.file}) kept only the size (${body.size} bytes) and sha256 ` +
          'of its answer, which was larger than LOCUS_RECORD_MAX_BYTES (LOCUS_REPLAY)',
      );
    }
    const noBody = NO_BODY_STATUSES.has(found.response.status) || method === 'HEAD';
    return new Response(noBody ? null : bodyBytes(body), { status: found.response.status, headers: replayedHeaders(found) });
  };
}
