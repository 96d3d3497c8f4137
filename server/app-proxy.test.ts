import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, type Env } from './config';
import { createNodeHandler } from './http/node-listener';
import { listen, type RunningServer } from './http/listen';
import { checkModeDirs } from './proxy/mode-dirs';
import { createRecorder, type Recorder } from './proxy/recorder';
import { appIdTag, requestIdentity } from './proxy/recording-of';
import { createReplayStore } from './proxy/replay-store';
import { recordingSchema, type Recording } from './proxy/recording';
import { makeTestApp, rgQuery, TEST_APP_ID, TEST_KEY, testConfig, type TestApp } from './testing/test-app';
import { streamOut } from './testing/stream-out';

/**
 * Proxy and replay modes end to end: a second app (an emulator with the stub world) stands in
 * for the real service on a real socket; the proxy forwards to it and records; a replaying
 * app answers from the recordings with no upstream at all.
 */

let upstream: TestApp;
let upstreamServer: RunningServer;
let dir: string;
let proxy: TestApp;
let recorder: Recorder;

// A key the upstream accepts but the proxy itself does not know: the proxy must not check it.
const PROXY_ENV = { LOCUS_API_KEYS: 'only-the-proxy-knows-this' };

beforeAll(async () => {
  upstream = makeTestApp();
  upstreamServer = await listen(createNodeHandler(upstream.app.fetch), '127.0.0.1', 0);
  dir = await mkdtemp(join(tmpdir(), 'locus-record-'));
  recorder = createRecorder(dir);
  proxy = makeTestApp({ ...PROXY_ENV, LOCUS_UPSTREAM: upstreamServer.url, LOCUS_RECORD: dir }, { recorder });
});

afterAll(async () => {
  proxy.close();
  await recorder.close();
  await upstreamServer.close();
  upstream.close();
  await rm(dir, { recursive: true, force: true });
});

/** A replaying app whose store (and its folder watcher) closes with it; notices go to `logs`. */
function makeReplayApp(replayDir: string, env: Env = {}, logs: string[] = []): TestApp {
  const config = testConfig({ LOCUS_REPLAY: replayDir, ...env });
  const maxFileBytes = config.apiMode.kind === 'replay' ? config.apiMode.maxFileBytes : 0;
  const store = createReplayStore(replayDir, { maxFileBytes, log: (m) => logs.push(m) });
  const app = makeTestApp({ LOCUS_REPLAY: replayDir, ...env }, { replay: store, log: (m: string) => logs.push(m) });
  return {
    ...app,
    close: () => {
      store.close();
      app.close();
    },
  };
}

async function recordedFiles(): Promise<{ name: string; text: string }[]> {
  await recorder.flush();
  const names = (await readdir(dir)).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
}

describe('proxy mode (LOCUS_UPSTREAM)', () => {
  it('forwards a call with the caller key and gives back the service answer unchanged', async () => {
    const direct = await upstream.get(rgQuery());
    const res = await proxy.get(rgQuery());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(await res.text()).toBe(await direct.text());
  });

  it('leaves the key to the service: an unknown key gets the service own refusal', async () => {
    const res = await proxy.get(rgQuery({ appKey: 'nobody-has-this-key' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { category: 'gw', code: 'INVALID_API_KEY' } });
  });

  it('forwards headers and bodies: a zone added through the proxy is in the service', async () => {
    const res = await proxy.get('/tms/zoneListInsert', {
      method: 'POST',
      headers: { appKey: TEST_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reqDatas: [{ code: '7001', name: 'via proxy' }] }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const listed = (await (await upstream.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })).json()) as { resultData: { code: string }[] };
    expect(listed.resultData.map((z) => z.code)).toContain('7001');
  });

  it('records each exchange as one file with no key, app-id or image in it', async () => {
    // An exchange is recorded once its answer has passed to the client in full.
    await (await proxy.get('/nugufacecan/v1/group', { headers: { appKey: TEST_KEY, 'app-id': TEST_APP_ID } })).arrayBuffer();
    const image = Buffer.alloc(3000, 7).toString('base64');
    const posted = await proxy.get(`/tmap/geo/notAnOperation?appKey=${TEST_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_KEY}` },
      body: JSON.stringify({ image: `data:image/jpeg;base64,${image}` }),
    });
    await posted.arrayBuffer();
    const files = await recordedFiles();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      expect(file.name).toMatch(/^\d{8}T\d{9}Z-(GET|POST)-[A-Za-z0-9-]+-[0-9a-f]{8}(-\d+)?\.json$/);
      expect(file.text).not.toContain(TEST_KEY);
      expect(file.text).not.toContain(TEST_APP_ID);
      expect(file.text).not.toContain(image.slice(0, 40));
      expect(recordingSchema.safeParse(JSON.parse(file.text)).success).toBe(true);
    }
    const rg = files.map((f) => recordingSchema.parse(JSON.parse(f.text))).find((r) => r.request.path === '/tmap/geo/reversegeocoding' && r.response.status === 200);
    expect(rg?.request.query.map(([n]) => n).sort()).toEqual(['lat', 'lon', 'version']);
    expect(rg?.response.body).toMatchObject({ encoding: 'utf8' });
    const withImage = files.find((f) => f.name.includes('notAnOperation'));
    expect(withImage?.text).toMatch(/<image omitted: image\/jpeg, 3000 bytes, sha256 [0-9a-f]{12}>/);
  });

  it('answers 502 naming the service when nothing listens there', async () => {
    const closed = await listen(createNodeHandler(() => new Response('')), '127.0.0.1', 0);
    await closed.close();
    const p = makeTestApp({ LOCUS_UPSTREAM: closed.url });
    try {
      const res = await p.get(rgQuery());
      expect(res.status).toBe(502);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('UPSTREAM_UNREACHABLE');
      expect(body.error.message).toContain(closed.url);
      expect(body.error.message).toContain('ECONNREFUSED');
    } finally {
      p.close();
    }
  });

  it('answers 504 when the service does not answer within the timeout', async () => {
    const silent: Server = createServer(() => undefined);
    const hung = await listen(() => undefined, '127.0.0.1', 0, silent);
    const p = makeTestApp({ LOCUS_UPSTREAM: hung.url, LOCUS_UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const res = await p.get(rgQuery());
      expect(res.status).toBe(504);
      expect(await res.json()).toMatchObject({ error: { category: 'gw', code: 'UPSTREAM_TIMEOUT' } });
    } finally {
      p.close();
      silent.closeAllConnections();
      await hung.close();
    }
  });

  it('streams: the first part of an answer reaches the client while the service is still sending', async () => {
    let finish: () => void = () => undefined;
    const slow = await listen(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8', Connection: 'close', 'Set-Cookie': 'sid=1' });
        res.write('{"part":1,');
        finish = () => res.end('"done":true}');
      },
      '127.0.0.1',
      0,
    );
    const p = makeTestApp({ LOCUS_UPSTREAM: slow.url });
    try {
      const res = await p.get('/tms/zoneList', { headers: { appKey: 'k' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
      expect(res.headers.get('set-cookie')).toBeNull();
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe('{"part":1,');
      finish();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
      expect(rest).toBe('"done":true}');
    } finally {
      p.close();
      await slow.close();
    }
  });

  it('forwards an upload sent with Expect: 100-continue (curl does for 1 MiB and more)', async () => {
    const echo = await listen(
      (req, res) => {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ bytes, expect: req.headers.expect ?? null }));
        });
      },
      '127.0.0.1',
      0,
    );
    const p = makeTestApp({ LOCUS_UPSTREAM: echo.url });
    const server = await listen(createNodeHandler(p.app.fetch), '127.0.0.1', 0);
    try {
      const body = Buffer.alloc(2 * 1024 * 1024, 0x61);
      const answer = await new Promise<{ status: number; text: string; continued: boolean }>((resolve, reject) => {
        let continued = false;
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: '/nugufacecan/v1/face',
            headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length, Expect: '100-continue', appKey: 'k' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, continued }));
          },
        );
        req.on('continue', () => {
          continued = true;
          req.end(body);
        });
        req.on('error', reject);
      });
      expect(answer.continued).toBe(true);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ bytes: body.length, expect: null });
    } finally {
      await server.close();
      p.close();
      await echo.close();
    }
  });

  it('records a call with the key in a path segment and in a JSON body: neither the file nor its name holds it', async () => {
    // Only answers read in full are recorded.
    await (await proxy.get(`/tmap/${TEST_KEY}/geo/reversegeocoding?appKey=${TEST_KEY}&lat=37.5&lon=127`)).text();
    const inserted = await proxy.get('/tms/zoneListInsert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appKey: TEST_KEY, reqDatas: [{ code: '7002', name: 'key in body' }] }),
    });
    await inserted.text();
    const files = await recordedFiles();
    for (const file of files) {
      expect(file.name).not.toContain(TEST_KEY);
      expect(file.text).not.toContain(TEST_KEY);
    }
    expect(files.some((f) => f.text.includes('"/tmap/<REDACTED>/geo/reversegeocoding"'))).toBe(true);
  });

  it('says in /_locus/info that it forwards, naming no key', async () => {
    const info = (await (await proxy.get('/_locus/info')).json()) as Record<string, unknown>;
    expect(info.mode).toEqual({ kind: 'proxy', upstream: upstreamServer.url, recording: true });
    expect(info.demo).toEqual({ appKey: null, appId: null });
    expect(JSON.stringify(info)).not.toContain(dir);
  });
});

describe('replay mode (LOCUS_REPLAY)', () => {
  let replay: TestApp;
  beforeAll(async () => {
    await recordedFiles();
    // The upstream is gone: a replay needs none.
    await upstreamServer.close();
    replay = makeReplayApp(dir);
  });
  afterAll(() => replay.close());

  it('answers a recorded request from its recording, whatever the key and the query order', async () => {
    const recorded = JSON.parse(
      (await recordedFiles()).map((f) => f.text).find((t) => t.includes('"/tmap/geo/reversegeocoding"') && t.includes('"status": 200')) ?? '{}',
    ) as { response: { body: { text: string } } };
    const res = await replay.get('/tmap/geo/reversegeocoding?lon=126.9869&version=1&lat=37.5636');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe(recorded.response.body.text);
    expect((await replay.get(rgQuery({ appKey: 'any-key-at-all' }))).status).toBe(200);
  });

  it('answers a request with no recording in the area envelope, naming what is missing', async () => {
    const res = await replay.get(rgQuery({ lat: '37.5700' }));
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { category: string; code: string; message: string } };
    expect(body.error).toMatchObject({ category: 'gw', code: 'NO_RECORDING' });
    expect(body.error.message).toContain('GET /tmap/geo/reversegeocoding?lat=37.5700&lon=126.9869&version=1');
    expect(body.error.message).not.toContain(TEST_KEY);

    const face = await replay.get('/nugufacecan/v1/group/g1', { headers: { appKey: TEST_KEY, 'app-id': TEST_APP_ID } });
    expect(face.status).toBe(404);
    expect(await face.json()).toMatchObject({ code: 9404, message: expect.stringContaining('GET /nugufacecan/v1/group/g1') as unknown });
  });

  it('answers a request whose key was in its path or its body, redacted the same way as when it was recorded', async () => {
    const inPath = await replay.get(`/tmap/${TEST_KEY}/geo/reversegeocoding?lat=37.5&lon=127&appKey=${TEST_KEY}`);
    expect(inPath.headers.get('x-locus-replay')).toMatch(/^\d{8}T\d+Z-GET-tmap-REDACTED-geo-reversegeocoding-/);
    const inBody = await replay.get('/tms/zoneListInsert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appKey: TEST_KEY, reqDatas: [{ code: '7002', name: 'key in body' }] }),
    });
    // The service wants the key in a header, so it refused this one: the replay gives that refusal back.
    expect(inBody.headers.get('x-locus-replay')).toContain('tms-zoneListInsert');
    expect(inBody.status).toBe(401);
  });

  it('says in /_locus/info that it replays', async () => {
    const info = (await (await replay.get('/_locus/info')).json()) as Record<string, unknown>;
    expect(info.mode).toMatchObject({ kind: 'replay', invalid: 0, tooLarge: 0 });
    expect((info.mode as { recordings: number }).recordings).toBeGreaterThanOrEqual(5);
  });
});

describe('proxy settings', () => {
  it('refuses bad combinations at start-up, naming the variable', () => {
    expect(() => testConfig({ LOCUS_UPSTREAM: 'https://a.example', LOCUS_REPLAY: '/tmp' })).toThrow(/LOCUS_UPSTREAM and LOCUS_REPLAY/);
    expect(() => testConfig({ LOCUS_UPSTREAM: 'ftp://a.example' })).toThrow(ConfigError);
    expect(() => testConfig({ LOCUS_UPSTREAM: 'not a url' })).toThrow(/LOCUS_UPSTREAM/);
    expect(() => testConfig({ LOCUS_UPSTREAM: 'https://user:pw@a.example' })).toThrow(/LOCUS_UPSTREAM/);
    expect(() => testConfig({ LOCUS_RECORD: '/tmp/x' })).toThrow(/LOCUS_RECORD needs LOCUS_UPSTREAM/);
    expect(testConfig({ LOCUS_UPSTREAM: 'https://apis.openapi.sk.com/' }).apiMode).toEqual({
      kind: 'proxy',
      upstream: 'https://apis.openapi.sk.com',
      timeoutMs: 30_000,
      bodyTimeoutMs: 60_000,
      recordDir: null,
      recordImages: false,
      recordMaxBytes: 4 * 1024 * 1024,
    });
  });

  it('refuses a replay directory that does not exist', () => {
    expect(() => checkModeDirs({ kind: 'replay', replayDir: join(dir, 'no-such-dir'), maxFileBytes: 1 })).toThrow(/LOCUS_REPLAY=.*no-such-dir/);
  });
});

/** Sends `head` (and nothing else) on a raw TCP connection; resolves to everything the server wrote back. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', (error) => (out === '' ? reject(error) : resolve(out)));
    socket.write(head, 'latin1');
  });
}

function parseRaw(text: string): { status: number; headers: Map<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const lines = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers = new Map(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  let body = text.slice(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') {
    let out = '';
    for (let at = 0; ; ) {
      const eol = body.indexOf('\r\n', at);
      const size = parseInt(body.slice(at, eol), 16);
      if (!size) break;
      out += body.slice(eol + 2, eol + 2 + size);
      at = eol + 2 + size + 2;
    }
    body = out;
  }
  return { status, headers, body };
}

describe('malformed request targets', () => {
  it('answers 400 in the gateway envelope on any path, logging nothing as unexpected', async () => {
    const app = makeTestApp({ LOCUS_UPSTREAM: 'http://127.0.0.1:9' });
    const server = await listen(createNodeHandler(app.app.fetch, { hosts: { bound: '127.0.0.1', extra: [] } }), '127.0.0.1', 0);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const targets = [
        'http://a@localhost/_locus/health',
        'http://user:pw@localhost/tmap/geo/reversegeocoding?version=1',
        'https://a@localhost/nugufacecan/v1/group',
        '*',
        'http://[::1',
        'http://localhost:99999/_locus/health',
        '/_locus/he\x01alth',
        '/tmap/\x7fgeo',
        '?',
        'localhost/_locus/health',
        'mailto:someone',
        `/${'a'.repeat(20_000)}`,
        // An absolute target is checked for dot segments as sent, before URL parsing resolves them.
        'http://localhost/tmap/../_locus/info',
      ];
      for (const target of targets) {
        const answer = parseRaw(await rawExchange(server.port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        expect({ target: target.slice(0, 40), status: answer.status }).toEqual({ target: target.slice(0, 40), status: 400 });
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(JSON.parse(answer.body)).toMatchObject({ error: { id: '400', category: 'gw', code: 'INVALID_PATH' } });
      }
      // A well-formed absolute target is still answered, from this server.
      const absolute = parseRaw(await rawExchange(server.port, 'GET http://localhost/_locus/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
      expect(absolute.status).toBe(200);
      // …but not for a host this server does not answer (as with a Host header naming it).
      const foreign = parseRaw(await rawExchange(server.port, 'GET http://rebound.example/_locus/info HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
      expect(foreign.status).toBe(421);
      // Headers over the limit: 431, in the envelope too.
      const fat = parseRaw(await rawExchange(server.port, `GET /_locus/health HTTP/1.1\r\nHost: localhost\r\nX-Fat: ${'b'.repeat(20_000)}\r\n\r\n`));
      expect(fat.status).toBe(431);
      expect(JSON.parse(fat.body)).toMatchObject({ error: { id: '431', category: 'gw' } });
      expect(app.errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      await server.close();
      app.close();
    }
  });
});

/** A recording as a file in `dir` would hold it, with overrides. */
function recordingFile(over: { path: string; query?: [string, string][]; status?: number; contentType?: string | null; text?: string; headers?: Record<string, string>; scope?: Record<string, string>; recordedAt?: string; method?: string }): Recording {
  return {
    locusRecording: 1,
    recordedAt: over.recordedAt ?? '2026-01-01T00:00:00.000Z',
    upstream: 'https://apis.openapi.sk.com',
    durationMs: 12,
    request: {
      method: over.method ?? 'GET',
      path: over.path,
      query: over.query ?? [],
      headers: {},
      body: { encoding: 'none' },
      bodySha256: null,
      ...(over.scope ? { scope: over.scope } : {}),
    },
    response: {
      status: over.status ?? 200,
      contentType: over.contentType === undefined ? 'application/json;charset=UTF-8' : over.contentType,
      headers: over.headers ?? {},
      body: over.text === undefined ? { encoding: 'none' } : { encoding: 'utf8', text: over.text },
    },
  };
}

/** Answers of several types, and what a browser navigating to them must get. */
const TYPED_ANSWERS: { type: string | null; body: string; attachment: boolean }[] = [
  { type: 'text/html;charset=UTF-8', body: '<script>parent.stolen = localStorage</script>', attachment: true },
  { type: 'application/xhtml+xml', body: '<html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>', attachment: true },
  { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', attachment: true },
  { type: 'application/xml;charset=UTF-8', body: '<a xmlns:h="http://www.w3.org/1999/xhtml"><h:script>1</h:script></a>', attachment: true },
  { type: 'application/pdf', body: '%PDF-1.4', attachment: true },
  { type: null, body: '<script>1</script>', attachment: true },
  { type: 'application/json;charset=UTF-8', body: '{"ok":true}', attachment: false },
  { type: 'text/plain', body: 'plain', attachment: false },
  { type: 'application/javascript;charset=UTF-8', body: 'callback({"ok":true})', attachment: false },
  { type: 'image/png', body: 'png', attachment: false },
];

function expectSandboxed(res: Response, attachment: boolean, label: string): void {
  expect(res.headers.get('content-security-policy'), label).toBe("default-src 'none'; sandbox");
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  if (attachment) expect(res.headers.get('content-disposition'), label).toMatch(/^attachment/);
  else expect(res.headers.get('content-disposition') ?? '', label).not.toMatch(/attachment/);
}

describe('answers a browser would render as a page of this origin', () => {
  it('are sandboxed and downloaded, never rendered, through the proxy (content type kept)', async () => {
    const pages = await listen(
      (req, res) => {
        const answer = TYPED_ANSWERS[Number(new URL(req.url ?? '/', 'http://x').searchParams.get('i'))];
        const headers: Record<string, string> = { 'Content-Security-Policy': "script-src 'unsafe-inline'", 'Content-Disposition': 'inline' };
        if (answer?.type) headers['Content-Type'] = answer.type;
        res.writeHead(200, headers);
        res.end(answer?.body);
      },
      '127.0.0.1',
      0,
    );
    const p = makeTestApp({ LOCUS_UPSTREAM: pages.url });
    try {
      for (const [i, answer] of TYPED_ANSWERS.entries()) {
        const res = await p.get(`/tmap/page?i=${i}`);
        expect(res.status).toBe(200);
        if (answer.type) expect(res.headers.get('content-type')).toBe(answer.type);
        expectSandboxed(res, answer.attachment, String(answer.type));
        expect(await res.text()).toBe(answer.body);
      }
    } finally {
      p.close();
      await pages.close();
    }
  });

  it('are sandboxed and downloaded when replayed', async () => {
    const replayDir = await mkdtemp(join(tmpdir(), 'locus-replay-pages-'));
    try {
      for (const [i, answer] of TYPED_ANSWERS.entries()) {
        const recording = recordingFile({ path: '/tms/page', query: [['i', String(i)]], contentType: answer.type, text: answer.body, headers: { 'content-disposition': 'inline' } });
        await writeFile(join(replayDir, `page-${i}.json`), JSON.stringify(recording));
      }
      const r = makeReplayApp(replayDir);
      try {
        for (const [i, answer] of TYPED_ANSWERS.entries()) {
          const res = await r.get(`/tms/page?i=${i}`);
          expect(res.status).toBe(200);
          expectSandboxed(res, answer.attachment, String(answer.type));
          expect(await res.text()).toBe(answer.body);
        }
        // Its refusals too.
        expectSandboxed(await r.get('/tms/nothing-recorded'), false, 'NO_RECORDING');
      } finally {
        r.close();
      }
    } finally {
      await rm(replayDir, { recursive: true, force: true });
    }
  });

  it('are sandboxed from the emulator as well (its XML is downloaded on navigation)', async () => {
    const e = makeTestApp();
    try {
      expectSandboxed(await e.get(rgQuery()), false, 'json');
      expectSandboxed(await e.get(rgQuery({ format: 'xml' })), true, 'xml');
      expectSandboxed(await e.get('/tmap/unknown'), false, '403');
    } finally {
      e.close();
    }
  });
});

/** A GET over a real socket; `onData` sees each chunk; `broken` when the answer did not arrive in full. */
function socketGet(
  port: number,
  path: string,
  onData: (chunk: Buffer) => void = () => undefined,
): Promise<{ status: number; headers: IncomingMessage['headers']; broken: boolean }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.on('data', onData);
      res.on('error', () => undefined);
      res.on('close', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, broken: !res.complete }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, broken: true }));
    req.end();
  });
}

describe('bodies stream through the proxy, recorded or not', () => {
  it('cuts an answer whose body is slower than LOCUS_UPSTREAM_BODY_TIMEOUT_MS, and says so once', async () => {
    let written = 0;
    const drip = await listen(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const tick = setInterval(() => {
          if (res.destroyed || written >= 40) {
            clearInterval(tick);
            res.end();
            return;
          }
          res.write('x');
          written++;
        }, 50);
        res.on('close', () => clearInterval(tick));
      },
      '127.0.0.1',
      0,
    );
    const logs: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const p = makeTestApp({ LOCUS_UPSTREAM: drip.url, LOCUS_UPSTREAM_BODY_TIMEOUT_MS: '300' }, { log: (m: string) => logs.push(m) });
    const server = await listen(createNodeHandler(p.app.fetch), '127.0.0.1', 0);
    try {
      let received = 0;
      const answer = await socketGet(server.port, '/tmap/slow?appKey=secret-key-1234', (chunk) => (received += chunk.length));
      const writtenWhenCut = written;
      expect(answer.status).toBe(200);
      // The client got what had arrived, saw the answer broken off, and did so before the service was done.
      expect(answer.broken).toBe(true);
      expect(received).toBeGreaterThan(0);
      expect(writtenWhenCut).toBeLessThan(40);
      await new Promise((r) => setTimeout(r, 200));
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/GET \/tmap\/slow .*LOCUS_UPSTREAM_BODY_TIMEOUT_MS/);
      expect(logs[0]).not.toContain('secret-key-1234');
      expect(consoleError.mock.calls).toEqual([]);
      expect(p.errors).toEqual([]);
    } finally {
      consoleError.mockRestore();
      await server.close();
      p.close();
      // Node's fetch opens a fresh connection to the service after an abort; close it now.
      drip.server.closeAllConnections();
      await drip.close();
    }
  });

  it('records a body over LOCUS_RECORD_MAX_BYTES as its size and sha256, and one under it in full', async () => {
    const big = 'b'.repeat(5000);
    const echo = await listen(
      (req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          res.end(req.url?.startsWith('/tmap/big') ? big : 'small');
        });
      },
      '127.0.0.1',
      0,
    );
    const recordDir = await mkdtemp(join(tmpdir(), 'locus-record-cap-'));
    const rec = createRecorder(recordDir, { maxBodyBytes: 1024 });
    const p = makeTestApp({ LOCUS_UPSTREAM: echo.url, LOCUS_RECORD: recordDir, LOCUS_RECORD_MAX_BYTES: '1024' }, { recorder: rec });
    try {
      const upload = 'u'.repeat(3000);
      const first = await p.get('/tmap/big', { method: 'POST', body: upload, headers: { 'Content-Type': 'text/plain' } });
      expect(await first.text()).toBe(big);
      expect(await (await p.get('/tmap/small')).text()).toBe('small');
      await rec.flush();
      const recordings = await Promise.all((await readdir(recordDir)).map(async (f) => recordingSchema.parse(JSON.parse(await readFile(join(recordDir, f), 'utf8')))));
      const cut = recordings.find((r) => r.request.path === '/tmap/big');
      const sha = (text: string) => createHash('sha256').update(text).digest('hex');
      expect(cut?.response.body).toEqual({ encoding: 'cut', size: 5000, sha256: sha(big) });
      expect(cut?.request.body).toEqual({ encoding: 'cut', size: 3000, sha256: sha(upload) });
      expect(recordings.find((r) => r.request.path === '/tmap/small')?.response.body).toEqual({ encoding: 'utf8', text: 'small' });
      expect(rec.budget.inUse).toBe(0);
    } finally {
      p.close();
      await rec.close();
      await echo.close();
      await rm(recordDir, { recursive: true, force: true });
    }
  });

  it('streams a 1 GiB answer with recording on: memory stays bounded, other calls are answered meanwhile, the recording says cut', { timeout: 120_000 }, async () => {
    const GiB = 2 ** 30;
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) & 0xff;
    const expected = createHash('sha256');
    for (let i = 0; i < GiB / chunk.length; i++) expected.update(chunk);
    const expectedSha = expected.digest('hex');

    const service = await listen(
      (req, res) => {
        if (req.url?.startsWith('/tmap/big')) {
          res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(GiB) });
          streamOut(res, chunk, GiB);
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"cheap":true}');
        }
      },
      '127.0.0.1',
      0,
    );
    const recordDir = await mkdtemp(join(tmpdir(), 'locus-record-big-'));
    const logs: string[] = [];
    const rec = createRecorder(recordDir, { log: (m) => logs.push(m) });
    const p = makeTestApp({ LOCUS_UPSTREAM: service.url, LOCUS_RECORD: recordDir }, { recorder: rec, log: (m: string) => logs.push(m) });
    const server = await listen(createNodeHandler(p.app.fetch), '127.0.0.1', 0);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    try {
      let received = 0;
      let cheapDoneAt = -1;
      let cheapStarted = false;
      let cheap: Promise<void> = Promise.resolve();
      const download = socketGet(server.port, '/tmap/big?appKey=k', (data) => {
        received += data.length;
        if (!cheapStarted && received >= 64 * 1024 * 1024) {
          cheapStarted = true;
          cheap = (async () => {
            const res = await fetch(`${server.url}/tmap/cheap?appKey=k`);
            expect(await res.json()).toEqual({ cheap: true });
            cheapDoneAt = received;
          })();
        }
      });
      const answer = await download;
      await cheap;
      expect(answer.broken).toBe(false);
      expect(received).toBe(GiB);
      // The cheap call was answered while the big one was still on its way.
      expect(cheapDoneAt).toBeGreaterThan(0);
      expect(cheapDoneAt).toBeLessThan(GiB);
      await rec.flush();
      clearInterval(sampler);
      expect(peak - baseline).toBeLessThan(300 * 1024 * 1024);
      const files = await readdir(recordDir);
      const recordings = await Promise.all(files.map(async (f) => recordingSchema.parse(JSON.parse(await readFile(join(recordDir, f), 'utf8')))));
      expect(recordings.find((r) => r.request.path === '/tmap/big')?.response.body).toEqual({ encoding: 'cut', size: GiB, sha256: expectedSha });
      expect(recordings.find((r) => r.request.path === '/tmap/cheap')?.response.body).toEqual({ encoding: 'utf8', text: '{"cheap":true}' });
      expect(logs).toEqual([]);
      expect(p.errors).toEqual([]);
    } finally {
      clearInterval(sampler);
      await server.close();
      p.close();
      await rec.close();
      await service.close();
      await rm(recordDir, { recursive: true, force: true });
    }
  });
});

describe('replay answers from an index made once', () => {
  it('reads 5,000 recordings once; a miss never reads the folder; problem files are listed in one line each', { timeout: 60_000 }, async () => {
    const replayDir = await mkdtemp(join(tmpdir(), 'locus-replay-5000-'));
    const logs: string[] = [];
    try {
      for (let start = 0; start < 5000; start += 500) {
        await Promise.all(
          Array.from({ length: 500 }, (_, k) => {
            const i = start + k;
            const recording = recordingFile({ path: '/tmap/geo/coordconvert', query: [['n', String(i)]], text: `{"n":${i}}` });
            return writeFile(join(replayDir, `r-${String(i).padStart(5, '0')}.json`), JSON.stringify(recording));
          }),
        );
      }
      for (const name of ['broken-1.json', 'broken-2.json', 'broken-3.json']) await writeFile(join(replayDir, name), name === 'broken-1.json' ? '{not json' : '{"locusRecording":2}');
      // Over the limit for LOCUS_RECORD_MAX_BYTES=1024 (4 KiB + 1 MiB): listed, never parsed.
      await writeFile(join(replayDir, 'huge.json'), `{"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`);

      const config = testConfig({ LOCUS_REPLAY: replayDir, LOCUS_RECORD_MAX_BYTES: '1024' });
      if (config.apiMode.kind !== 'replay') throw new Error('replay mode expected');
      const store = createReplayStore(replayDir, { maxFileBytes: config.apiMode.maxFileBytes, log: (m) => logs.push(m), debounceMs: 50, settleMs: 100 });
      const r = makeTestApp({ LOCUS_REPLAY: replayDir, LOCUS_RECORD_MAX_BYTES: '1024' }, { replay: store, log: (m: string) => logs.push(m) });
      try {
        expect(store.activity()).toEqual({ scans: 1, parsed: 5003 });
        expect(logs).toHaveLength(2);
        expect(logs[0]).toMatch(/3 file\(s\) .* not recordings .*broken-1\.json.*broken-2\.json.*broken-3\.json/);
        expect(logs[1]).toMatch(/1 file\(s\) .* larger than .*LOCUS_RECORD_MAX_BYTES.*huge\.json/);
        const info = (await (await r.get('/_locus/info')).json()) as { mode: unknown };
        expect(info.mode).toEqual({ kind: 'replay', recordings: 5000, invalid: 3, tooLarge: 1 });

        for (let i = 0; i < 200; i++) {
          const hit = await r.get(`/tmap/geo/coordconvert?n=${i * 7}&appKey=any`);
          expect(hit.status).toBe(200);
          expect(await hit.json()).toEqual({ n: i * 7 });
          const miss = await r.get(`/tmap/geo/coordconvert?n=${10_000 + i}`);
          expect(miss.status).toBe(404);
          expect(await miss.json()).toMatchObject({ error: { code: 'NO_RECORDING' } });
        }
        // Misses answered from memory: the folder was not listed or read again, nothing more logged.
        expect(store.activity()).toEqual({ scans: 1, parsed: 5003 });
        expect(logs).toHaveLength(2);

        // A recording copied in later is found once the folder's watcher has seen it, and only it is read.
        await writeFile(join(replayDir, 'later.json'), JSON.stringify(recordingFile({ path: '/tmap/geo/coordconvert', query: [['n', 'later']], text: '{"n":"later"}' })));
        await vi.waitFor(async () => expect((await r.get('/tmap/geo/coordconvert?n=later')).status).toBe(200), { timeout: 10_000, interval: 50 });
        expect(store.activity().parsed).toBe(5004);
        expect(store.stats()).toEqual({ recordings: 5001, invalid: 3, tooLarge: 1 });
        expect(logs).toHaveLength(2);
        expect(r.errors).toEqual([]);
      } finally {
        store.close();
        r.close();
      }
    } finally {
      await rm(replayDir, { recursive: true, force: true });
    }
  });

  it('answers from memory when the folder is gone, and reload picks up changes on request', async () => {
    const replayDir = await mkdtemp(join(tmpdir(), 'locus-replay-gone-'));
    const logs: string[] = [];
    await writeFile(join(replayDir, 'a.json'), JSON.stringify(recordingFile({ path: '/tms/zoneList', text: '{"resultCode":"200"}' })));
    const r = makeReplayApp(replayDir, {}, logs);
    try {
      await writeFile(join(replayDir, 'b.json'), JSON.stringify(recordingFile({ path: '/tms/other', text: '{"b":1}' })));
      const reloaded = await r.get('/_locus/replay/reload', { method: 'POST' });
      expect(await reloaded.json()).toEqual({ recordings: 2, invalid: 0, tooLarge: 0 });
      expect((await r.get('/tms/other')).status).toBe(200);

      await rm(replayDir, { recursive: true, force: true });
      expect((await r.get('/tms/zoneList')).status).toBe(200);
      const miss = await r.get('/tms/zoneInsert?code=1');
      expect(miss.status).toBe(404);
      expect(await miss.json()).toMatchObject({ error: { code: 'NO_RECORDING' } });
      expect(r.errors).toEqual([]);
    } finally {
      r.close();
      await rm(replayDir, { recursive: true, force: true });
    }
  });

  it('matches the face scope: a subject never recorded gets NO_RECORDING; older recordings without scope match any', async () => {
    const replayDir = await mkdtemp(join(tmpdir(), 'locus-replay-scope-'));
    const scopeOf = (subject: string) =>
      requestIdentity(new URL('http://localhost/nugufacecan/v1/face'), [
        ['group-id', 'g1'],
        ['subject-id', subject],
        ['app-id', TEST_APP_ID],
      ]).scope;
    try {
      for (const subject of ['s1', 's2']) {
        const recording = recordingFile({ path: '/nugufacecan/v1/face', text: `{"subject":"${subject}"}`, scope: scopeOf(subject) });
        await writeFile(join(replayDir, `face-${subject}.json`), JSON.stringify(recording));
      }
      // A recording made before scopes were recorded.
      await writeFile(join(replayDir, 'old.json'), JSON.stringify(recordingFile({ path: '/nugufacecan/v1/group', text: '{"old":true}' })));
      const r = makeReplayApp(replayDir);
      try {
        const ask = (path: string, subject: string, appId = TEST_APP_ID) =>
          r.get(path, { headers: { appKey: 'whatever', 'app-id': appId, 'group-id': 'g1', 'subject-id': subject } });
        expect(await (await ask('/nugufacecan/v1/face', 's1')).json()).toEqual({ subject: 's1' });
        expect(await (await ask('/nugufacecan/v1/face', 's2')).json()).toEqual({ subject: 's2' });
        const never = await ask('/nugufacecan/v1/face', 's3');
        expect(never.status).toBe(404);
        const body = (await never.json()) as { code: number; message: string };
        expect(body.code).toBe(9404);
        expect(body.message).toContain('subject-id s3');
        expect(body.message).toContain(appIdTag(TEST_APP_ID));
        expect(body.message).not.toContain(TEST_APP_ID);
        // Another app's requests are another scope.
        expect((await ask('/nugufacecan/v1/face', 's1', 'another-app')).status).toBe(404);
        expect(await (await ask('/nugufacecan/v1/group', 'anyone')).json()).toEqual({ old: true });
      } finally {
        r.close();
      }
    } finally {
      await rm(replayDir, { recursive: true, force: true });
    }
  });

  it("answers with today's Date and one Vary", async () => {
    const replayDir = await mkdtemp(join(tmpdir(), 'locus-replay-date-'));
    try {
      const recording = recordingFile({
        path: '/tmap/geo/reversegeocoding',
        text: '{"ok":1}',
        headers: { date: 'Mon, 01 Jan 2024 00:00:00 GMT', vary: 'Origin', 'content-length': '999', 'transfer-encoding': 'chunked' },
      });
      await writeFile(join(replayDir, 'rg.json'), JSON.stringify(recording));
      const r = makeReplayApp(replayDir);
      const server = await listen(createNodeHandler(r.app.fetch), '127.0.0.1', 0);
      try {
        const raw = parseRaw(
          await rawExchange(server.port, 'GET /tmap/geo/reversegeocoding HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:5173\r\nConnection: close\r\n\r\n'),
        );
        expect(raw.status).toBe(200);
        expect(raw.body).toBe('{"ok":1}');
        const text = await rawExchange(server.port, 'GET /tmap/geo/reversegeocoding HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:5173\r\nConnection: close\r\n\r\n');
        const head = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
        expect(head.filter((l) => /^vary:/i.test(l)).map((l) => l.toLowerCase())).toEqual(['vary: origin']);
        const dates = head.filter((l) => /^date:/i.test(l));
        expect(dates).toHaveLength(1);
        expect(Math.abs(Date.parse(dates[0]?.slice(5) ?? '') - Date.now())).toBeLessThan(24 * 3600 * 1000);
        expect(raw.headers.get('x-locus-replay')).toBe('rg.json');
      } finally {
        await server.close();
        r.close();
      }
    } finally {
      await rm(replayDir, { recursive: true, force: true });
    }
  });
});
