import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingFileName } from './recording';
import { recordingOf, requestIdentity } from './recording-of';
import {
  exchange,
  formEncoded,
  keyFound,
  lowerHex,
  multipartBody,
  photoFound,
  photosOfEveryType,
  seededRandom,
  unicodeEscaped,
  urlSafe,
  wrapped,
  type Photo,
} from './redaction-fixtures';

/**
 * Random keys and app-ids, real photos of every format, put into an exchange in every shape
 * these tests know; the recording (as written, its file name, each string in it) must hold no
 * trace of any of them. A fixed seed: a failure is the same on every run.
 */

const SEED = 20260301;
const ITERATIONS = 400;
const KEY_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/=%& ~\'*()!-_.', '가', '한', '글', '서', '울', '힣'];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function randomKey(random: Random): string {
  const length = 1 + Math.floor(random() * 40);
  let key = '';
  for (let i = 0; i < length; i++) {
    const ch = pick(random, KEY_CHARS);
    // No space at either end: a header value is trimmed on the way.
    key += ch === ' ' && (i === 0 || i === length - 1) ? 'k' : ch;
  }
  return key;
}

interface Shape {
  name: string;
  /** The body and its content type (null: no header). `key` is put by name where the shape has names. */
  build(photo: Photo, key: string, random: Random): { body: Buffer | string; contentType: string | null; url?: string; headers?: [string, string][] };
}

const dataUri = (p: Photo, marker = 'base64') => `data:${p.type};${marker},${p.bytes.toString('base64')}`;
const b64 = (p: Photo) => p.bytes.toString('base64');

/** Ways a photo travels in a body (or in a query or a header), some with the key by name beside it. */
const SHAPES: Shape[] = [
  { name: 'JSON data URI', build: (p, key) => ({ body: JSON.stringify({ appKey: key, image: dataUri(p) }), contentType: 'application/json' }) },
  { name: 'JSON data URI BASE64', build: (p) => ({ body: JSON.stringify({ image: dataUri(p, 'BASE64') }), contentType: 'application/json' }) },
  { name: 'JSON bare', build: (p, key) => ({ body: JSON.stringify({ AppKey: key, list: [{ image: b64(p) }] }), contentType: 'application/json' }) },
  { name: 'JSON wrapped \\n', build: (p) => ({ body: JSON.stringify({ image: wrapped(b64(p), 76, '\n') }), contentType: 'application/json' }) },
  { name: 'JSON wrapped \\r\\n data URI', build: (p) => ({ body: JSON.stringify({ image: `data:${p.type};base64,${wrapped(b64(p), 64, '\r\n')}` }), contentType: 'application/json' }) },
  { name: 'JSON wrapped \\\\n', build: (p) => ({ body: JSON.stringify({ image: wrapped(b64(p), 60, '\\n') }), contentType: 'text/plain' }) },
  { name: 'JSON \\/ escaped', build: (p, key) => ({ body: `{"app_key":${JSON.stringify(key)},"image":"${b64(p).replace(/\//g, '\\/')}"}`, contentType: 'application/json' }) },
  { name: 'JSON url-safe', build: (p) => ({ body: JSON.stringify({ image: urlSafe(b64(p)) }), contentType: 'application/json' }) },
  { name: 'JSON \\u escaped', build: (p, key) => ({ body: `{"apiKey":"${unicodeEscaped(key)}","image":"${b64(p).replace(/\//g, '\\u002F')}"}`, contentType: 'application/json' }) },
  { name: 'text wrapped raw', build: (p) => ({ body: `photo:\r\n${wrapped(b64(p), 76, '\r\n')}\r\n`, contentType: null }) },
  { name: 'form percent', build: (p, key) => ({ body: `appKey=${encodeURIComponent(key)}&name=a+b&image=${encodeURIComponent(b64(p))}`, contentType: 'application/x-www-form-urlencoded' }) },
  { name: 'form lower hex', build: (p, key) => ({ body: `appkey=${lowerHex(encodeURIComponent(key))}&image=${lowerHex(encodeURIComponent(dataUri(p)))}`, contentType: 'application/x-www-form-urlencoded' }) },
  { name: 'form plus', build: (p, key) => ({ body: `APPKEY=${formEncoded(key)}&image=${formEncoded(wrapped(b64(p)))}`, contentType: 'application/x-www-form-urlencoded' }) },
  {
    name: 'multipart image part',
    build: (p, key) => ({
      body: multipartBody('x-bound', [
        { head: 'Content-Disposition: form-data; name="appKey"', content: key },
        { head: `Content-Disposition: form-data; name="image"; filename="a"\r\nContent-Type: ${p.type}`, content: p.bytes },
      ]),
      contentType: 'multipart/form-data; boundary=x-bound',
    }),
  },
  {
    name: 'multipart base64 text part',
    build: (p) => ({ body: multipartBody('zz', [{ head: 'Content-Disposition: form-data; name="image"', content: b64(p) }]), contentType: 'multipart/form-data; boundary=zz' }),
  },
  {
    name: 'multipart transfer-encoded part',
    build: (p) => ({
      body: multipartBody('zz', [{ head: 'Content-Disposition: form-data; name="i"\r\nContent-Transfer-Encoding: base64', content: wrapped(b64(p), 76, '\r\n') }], '\n'),
      contentType: 'multipart/form-data; boundary=zz',
    }),
  },
  {
    name: 'multipart other boundary',
    build: (p) => ({ body: multipartBody('BBB', [{ head: 'Content-Disposition: form-data; name="i"; filename="f"', content: p.bytes }]), contentType: 'multipart/form-data; boundary=AAA' }),
  },
  { name: 'binary octet-stream', build: (p) => ({ body: p.bytes, contentType: 'application/octet-stream' }) },
  { name: 'binary untyped', build: (p) => ({ body: p.bytes, contentType: null }) },
  { name: 'binary framed', build: (p) => ({ body: Buffer.concat([Buffer.from([0xff, 0, 7, 1]), p.bytes, Buffer.from([0xfe])]), contentType: 'application/octet-stream' }) },
  { name: 'JSONP', build: (p, key) => ({ body: `cb(${JSON.stringify({ appKey: key, d: [[b64(p)]] })})`, contentType: 'text/javascript' }) },
  { name: 'XML', build: (p, key) => ({ body: `<r><appKey>${key.replace(/&/g, '&amp;')}</appKey><img>${wrapped(b64(p))}</img></r>`, contentType: 'text/xml' }) },
  { name: 'JSON pieces', build: (p) => ({ body: JSON.stringify({ image: b64(p).match(/.{1,120}/g) }), contentType: 'application/json' }) },
  { name: 'JSON hex', build: (p) => ({ body: JSON.stringify({ image: p.bytes.toString('hex') }), contentType: 'application/json' }) },
  { name: 'JSON byte list', build: (p) => ({ body: JSON.stringify({ image: [...p.bytes] }), contentType: 'application/json' }) },
  { name: 'gzip JSON', build: (p, key) => ({ body: gzipSync(JSON.stringify({ appKey: key, image: dataUri(p) })), contentType: 'application/json' }) },
  { name: 'query', build: (p) => ({ body: '', contentType: null, url: `?photo=${encodeURIComponent(b64(p))}` }) },
  { name: 'header', build: (p) => ({ body: '', contentType: null, headers: [['x-photo', b64(p)]] }) },
];

/** Ways the key travels in the request beside the shape's own (at least one is by name). */
function keyInRequest(key: string, appId: string, random: Random): { query: string; headers: [string, string][] } {
  const queryForms = [
    `appKey=${encodeURIComponent(key)}`,
    `APPKEY=${lowerHex(encodeURIComponent(key))}`,
    `appkey=${formEncoded(key)}`,
    `api_key=${lowerHex(formEncoded(key))}`,
  ];
  const headers: [string, string][] = [['app-id', appId]];
  let query = '';
  if (random() < 0.5) query = pick(random, queryForms);
  if (query === '' || random() < 0.5) headers.push([pick(random, ['appKey', 'AppKey', 'x-api-key']), key]);
  if (random() < 0.3) query += `${query ? '&' : ''}echo=${encodeURIComponent(key)}`;
  return { query, headers };
}

/** Ways the answer echoes the key and app-id. */
function echoes(key: string, appId: string, random: Random): { headers: [string, string][]; text: string } {
  const text = pick(random, [
    JSON.stringify({ key, appId }),
    `{"k":"${unicodeEscaped(key)}","a":"${unicodeEscaped(appId, true)}"}`,
    `{"u":"/x?appKey=${lowerHex(encodeURIComponent(key))}&app-id=${formEncoded(appId)}"}`,
    `{"s":"${key.replace(/\//g, '\\/')}","t":"${appId.replace(/\//g, '\\/')}"}`,
    `{"d":"${lowerHex(encodeURIComponent(encodeURIComponent(key)))}","b":"${Buffer.from(appId).toString('base64')}"}`,
  ]);
  return { headers: [['x-echo', key], ['x-app', encodeURIComponent(appId)]], text };
}

let photos: Photo[];

beforeAll(async () => {
  photos = await photosOfEveryType();
});

describe('recordings hold no key, app-id or photo (random keys, every shape)', () => {
  it(`${ITERATIONS} exchanges`, () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const key = randomKey(random);
      const appId = randomKey(random);
      const photo = pick(random, photos);
      const asked = pick(random, SHAPES);
      const answered = pick(random, SHAPES.filter((s) => s.name !== 'query' && s.name !== 'header'));
      const request = asked.build(photo, key, random);
      const answer = answered.build(photo, key, random);
      const named = keyInRequest(key, appId, random);
      const echo = echoes(key, appId, random);
      const query = [request.url?.slice(1), named.query].filter((q) => q).join('&');
      const url = `/tmap/${encodeURIComponent(key)}/geo/${encodeURIComponent(appId)}/x${query ? `?${query}` : ''}`;
      const headers: [string, string][] = [...named.headers, ...(request.headers ?? [])];
      if (request.contentType !== null) headers.push(['content-type', request.contentType]);
      const answerBody = typeof answer.body === 'string' && random() < 0.5 ? `${echo.text}\n${answer.body}` : answer.body;
      const r = recordingOf(
        exchange({ url, requestHeaders: headers, requestBody: request.body, responseContentType: answer.contentType, responseHeaders: echo.headers, responseBody: answerBody }),
      );
      const leaks = [...keyFound(r, key).map((f) => `key ${f}`), ...keyFound(r, appId).map((f) => `app-id ${f}`), ...photoFound(r, photo.bytes).map((f) => `photo ${f.slice(0, 24)}`)];
      const identity = requestIdentity(new URL(`http://127.0.0.1${url}`), headers, { bytes: Buffer.from(request.body), contentType: request.contentType });
      if (identity.path !== r.request.path) leaks.push(`identity path ${identity.path}`);
      if (leaks.length > 0) failures.push(`#${i} key ${JSON.stringify(key)} app-id ${JSON.stringify(appId)} ${photo.type} ${asked.name} / ${answered.name} (${recordingFileName(r)}): ${leaks.join(', ')}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
