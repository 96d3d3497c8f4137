import { deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyFingerprint, imagePlaceholder } from './body-capture';
import { recordingFileName } from './recording';
import { recordingOf, requestIdentity } from './recording-of';
import {
  exchange,
  formEncoded,
  jpegPhoto,
  keyFound,
  lowerHex,
  multipartBody,
  photoFound,
  photosOfEveryType,
  unicodeEscaped,
  urlSafe,
  wrapped,
  type Photo,
} from './redaction-fixtures';

/**
 * Each way a photo or a key was seen to survive into a recording, one test each: the recording
 * (as written, its file name, every string in it) must hold no trace of either.
 */

let photo: Photo;
let webp: Photo;
let b64: string;
let placeholder: string;

beforeAll(async () => {
  photo = await jpegPhoto(3);
  webp = (await photosOfEveryType(11)).find((p) => p.type === 'image/webp') as Photo;
  b64 = photo.bytes.toString('base64');
  placeholder = imagePlaceholder(photo.bytes, 'image/jpeg');
});

function requestText(x: ReturnType<typeof recordingOf>): string {
  const body = x.request.body;
  return body.encoding === 'utf8' ? body.text : body.encoding === 'omitted' ? body.placeholder : JSON.stringify(body);
}

function responseText(x: ReturnType<typeof recordingOf>): string {
  const body = x.response.body;
  return body.encoding === 'utf8' ? body.text : body.encoding === 'omitted' ? body.placeholder : JSON.stringify(body);
}

function recordRequest(body: Buffer | string, contentType: string | null) {
  return recordingOf(exchange({ requestHeaders: contentType === null ? [] : [['content-type', contentType]], requestBody: body }));
}

function recordAnswer(body: Buffer | string, contentType: string | null) {
  return recordingOf(exchange({ responseContentType: contentType, responseBody: body }));
}

describe('a photo never stays in a recording, whatever its wrapping', () => {
  it('a JPEG posted as application/octet-stream', () => {
    const r = recordRequest(photo.bytes, 'application/octet-stream');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(r.request.body).toEqual({ encoding: 'omitted', placeholder });
  });

  it('a data URI wrapped with \\n or \\r\\n in a text body', () => {
    for (const eol of ['\n', '\r\n']) {
      const r = recordRequest(`photo=data:image/jpeg;base64,${wrapped(b64, 76, eol)}${eol}end`, 'text/plain');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toContain(placeholder);
      expect(requestText(r)).toMatch(/end$/);
    }
  });

  it('a data URI wrapped in a JSON string (\\n escapes, and escaped backslashes \\\\n)', () => {
    const escaped = JSON.stringify({ image: `data:image/jpeg;base64,${wrapped(b64, 64, '\r\n')}` });
    const doubly = JSON.stringify({ image: `data:image/jpeg;base64,${wrapped(b64, 64, '\\n')}` });
    for (const body of [escaped, doubly]) {
      const r = recordRequest(body, 'application/json');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(JSON.parse(requestText(r))).toEqual({ image: placeholder });
    }
  });

  it('a data URI whose marker is upper-case (;BASE64,)', () => {
    const r = recordRequest(JSON.stringify({ image: `data:image/jpeg;BASE64,${b64}` }), 'application/json');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(JSON.parse(requestText(r))).toEqual({ image: placeholder });
  });

  it('base64 with \\/ escapes in a JSON string', () => {
    const body = `{"image":"${b64.replace(/\//g, '\\/')}","n":1}`;
    const r = recordRequest(body, 'application/json');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(JSON.parse(requestText(r))).toEqual({ image: placeholder, n: 1 });
  });

  it('URL-safe base64 without padding', () => {
    const r = recordRequest(JSON.stringify({ image: urlSafe(b64) }), 'application/json');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(JSON.parse(requestText(r))).toEqual({ image: placeholder });
  });

  it('a form-encoded body (percent-encoded base64, upper or lower hex, + for a space)', () => {
    for (const encoded of [encodeURIComponent(b64), lowerHex(encodeURIComponent(b64)), formEncoded(`data:image/jpeg;base64,${b64}`)]) {
      const r = recordRequest(`name=front+face&image=${encoded}&size=2`, 'application/x-www-form-urlencoded');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toMatch(/^name=front\+face&image=<image omitted: image\/jpeg, \d+ bytes, sha256 [0-9a-f]{12}>&size=2$/);
    }
  });

  it('a multipart text part holding base64 (no content type, or text/plain)', () => {
    for (const head of ['Content-Disposition: form-data; name="image"', 'Content-Disposition: form-data; name="image"\r\nContent-Type: text/plain']) {
      const body = multipartBody('b0undary', [{ head: 'Content-Disposition: form-data; name="face-name"', content: 'front' }, { head, content: b64 }]);
      const r = recordRequest(body, 'multipart/form-data; boundary=b0undary');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toContain(placeholder);
      expect(requestText(r)).toContain('name="face-name"\r\n\r\nfront\r\n');
    }
  });

  it('a multipart part with Content-Transfer-Encoding: base64', () => {
    for (const type of ['application/octet-stream', 'image/jpeg']) {
      const head = `Content-Disposition: form-data; name="image"; filename="a"\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: base64`;
      const body = multipartBody('b0undary', [{ head, content: wrapped(b64, 76, '\r\n') }]);
      const r = recordRequest(body, 'multipart/form-data; boundary=b0undary');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toContain(`${head}\r\n\r\n<image omitted: image/jpeg`);
    }
  });

  it('a multipart body whose boundary is not the one its Content-Type names', () => {
    const body = multipartBody('BBB', [{ head: 'Content-Disposition: form-data; name="image"; filename="a.jpg"', content: photo.bytes }]);
    for (const contentType of ['multipart/form-data; boundary=AAA', 'application/octet-stream', 'text/plain', null]) {
      const r = recordRequest(body, contentType);
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toContain(placeholder);
    }
  });

  it('a binary answer: image bytes served as application/octet-stream, with no content type, or after other bytes', () => {
    for (const type of ['application/octet-stream', null]) {
      const r = recordAnswer(photo.bytes, type);
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(r.response.body).toEqual({ encoding: 'omitted', placeholder });
    }
    const framed = Buffer.concat([Buffer.from([0, 1, 2, 0xfe, 0xff, 9, 9]), photo.bytes, Buffer.from([0, 0])]);
    const r = recordAnswer(framed, 'application/octet-stream');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(r.response.body.encoding).toBe('omitted');
  });

  it('a gzip- or zlib-compressed body holding a photo', () => {
    const json = JSON.stringify({ image: `data:image/jpeg;base64,${b64}` });
    for (const packed of [gzipSync(json), deflateSync(json), gzipSync(photo.bytes)]) {
      const r = recordRequest(packed, 'application/json');
      expect(r.request.body.encoding).toBe('omitted');
    }
    expect(recordRequest(gzipSync('{"a":1}'), 'application/json').request.body.encoding).toBe('base64');
  });

  it('a photo sent in pieces, as hex, or as a list of byte values', () => {
    const pieces = b64.match(/.{1,100}/g) ?? [];
    for (const body of [JSON.stringify({ image: pieces }), `{"image": "${pieces.join('" +\n "')}"}`, JSON.stringify({ hex: photo.bytes.toString('hex') }), JSON.stringify({ bytes: [...photo.bytes] })]) {
      const r = recordRequest(body, 'application/json');
      expect(photoFound(r, photo.bytes)).toEqual([]);
      expect(requestText(r)).toContain('<image omitted: image/jpeg');
      expect(requestText(r).length).toBeLessThan(200);
    }
  });

  it('a JSON answer with the photo nested in arrays and objects', () => {
    const body = JSON.stringify({ result: [{ faces: [{ crop: { data: webp.bytes.toString('base64'), type: 'webp' } }] }, [[`data:application/octet-stream;base64,${b64}`]]] });
    const r = recordAnswer(body, 'application/json');
    expect(photoFound(r, photo.bytes)).toEqual([]);
    expect(photoFound(r, webp.bytes)).toEqual([]);
    const webpPlaceholder = imagePlaceholder(webp.bytes, 'image/webp');
    expect(JSON.parse(responseText(r))).toEqual({ result: [{ faces: [{ crop: { data: webpPlaceholder, type: 'webp' } }] }, [[placeholder]]] });
  });

  it('a JSONP answer and an XML answer with base64 in an element', () => {
    const jsonp = recordAnswer(`cb(${JSON.stringify({ photo: b64 })});`, 'application/javascript');
    expect(photoFound(jsonp, photo.bytes)).toEqual([]);
    expect(responseText(jsonp)).toBe(`cb({"photo":"${placeholder}"});`);
    const xml = recordAnswer(`<?xml version="1.0"?><face><image>\n${wrapped(b64)}\n</image></face>`, 'application/xml');
    expect(photoFound(xml, photo.bytes)).toEqual([]);
    expect(responseText(xml)).toBe(`<?xml version="1.0"?><face><image>\n${placeholder}\n</image></face>`);
  });

  it('the shapes that were already handled still are (data URI, image part, bare base64, image body)', () => {
    expect(photoFound(recordRequest(JSON.stringify({ a: `data:image/jpeg;base64,${b64}`, b: b64 }), 'application/json'), photo.bytes)).toEqual([]);
    const part = multipartBody('x', [{ head: 'Content-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg', content: photo.bytes }]);
    expect(photoFound(recordRequest(part, 'multipart/form-data; boundary=x'), photo.bytes)).toEqual([]);
    expect(recordAnswer(photo.bytes, 'image/jpeg').response.body).toEqual({ encoding: 'omitted', placeholder });
  });

  it('keeps photos when asked to (LOCUS_RECORD_IMAGES=1), still without the key', () => {
    const r = recordingOf(
      exchange({
        recordImages: true,
        requestHeaders: [['appKey', 'kept-images-key']],
        responseContentType: 'application/json',
        responseBody: JSON.stringify({ image: b64, echo: 'kept-images-key' }),
      }),
    );
    expect(responseText(r)).toContain(b64);
    expect(keyFound(r, 'kept-images-key')).toEqual([]);
  });

  it('fingerprints the request body as it was sent, photo included', () => {
    const body = JSON.stringify({ image: b64 });
    const r = recordRequest(body, 'application/json');
    expect(r.request.bodySha256).toBe(bodyFingerprint(Buffer.from(body), 'application/json'));
  });

  it('scans a 4 MB body of near-misses to the end', () => {
    // Runs that almost look like base64 images, escapes, percent signs and boundaries.
    const unit = '/9j/ iVBOR%2F9j%2 \\/9j\\ data:image/jpeg;base64, --b\r\n %2b%2B+ appKey= "key": ';
    const body = unit.repeat(Math.ceil((4 * 1024 * 1024) / unit.length));
    const r = recordingOf(
      exchange({
        requestHeaders: [['content-type', 'multipart/form-data; boundary=b'], ['appKey', 'near-miss-key']],
        requestBody: body,
        responseBody: `"${'A'.repeat(4 * 1024 * 1024)}"`,
      }),
    );
    expect(r.request.body.encoding).toBe('utf8');
  });
});

describe('a key never stays in a recording, however it is written', () => {
  it('percent-encoded with lower-case hex, in the query and in a form body', () => {
    const key = 'Ab+c/d=9Z';
    const lower = lowerHex(encodeURIComponent(key));
    const back = lowerHex(encodeURIComponent(`https://a.example/?appKey=${encodeURIComponent(key)}`));
    const r = recordingOf(
      exchange({
        url: `/tms/zoneList?appKey=${lower}&back=${back}`,
        requestHeaders: [['content-type', 'application/x-www-form-urlencoded']],
        requestBody: `appKey=${lower}&name=a`,
        responseBody: JSON.stringify({ url: `/tms/zoneList?appKey=${lower}` }),
      }),
    );
    expect(keyFound(r, key)).toEqual([]);
    expect(requestText(r)).toBe('appKey=<REDACTED>&name=a');
  });

  it('written with + for a space', () => {
    const key = 'my key 42';
    const r = recordingOf(
      exchange({
        url: `/tms/zoneList?appKey=my+key+42&q=my+key+42`,
        requestHeaders: [['content-type', 'application/x-www-form-urlencoded']],
        requestBody: 'appKey=my+key+42&name=a',
        responseBody: JSON.stringify({ echo: 'my+key+42', too: 'my%20key%2042' }),
      }),
    );
    expect(keyFound(r, key)).toEqual([]);
    expect(r.request.query).toEqual([['q', '<REDACTED>']]);
  });

  it('in a path segment: neither the path nor the file name holds it, and the replay identity agrees', () => {
    const key = 'PathKey123';
    const url = `/tmap/${key}/geo/fullAddrGeo?version=1`;
    const headers: [string, string][] = [['appKey', key]];
    const r = recordingOf(exchange({ url, requestHeaders: headers }));
    expect(r.request.path).toBe('/tmap/<REDACTED>/geo/fullAddrGeo');
    expect(recordingFileName(r)).not.toContain(key);
    expect(keyFound(r, key)).toEqual([]);
    expect(requestIdentity(new URL(`http://127.0.0.1${url}`), headers).path).toBe(r.request.path);
    // Replayed with another key, the same request finds the same recording.
    expect(requestIdentity(new URL('http://127.0.0.1/tmap/Other-Key/geo/fullAddrGeo?version=1'), [['appKey', 'Other-Key']]).path).toBe(r.request.path);
  });

  it('of 1 to 3 characters: redacted where it stands as a whole value, the rest of the text kept', () => {
    for (const key of ['Q', 'x7', 'a+b']) {
      const r = recordingOf(
        exchange({
          url: `/tms/zoneList?appKey=${encodeURIComponent(key)}&q=${encodeURIComponent(key)}&name=Quixotic`,
          requestHeaders: [['appKey', key]],
          responseHeaders: [['x-echo', key]],
          responseBody: JSON.stringify({ echo: key, note: 'Quixotic x7y' }),
        }),
      );
      expect(keyFound(r, key)).toEqual([]);
      expect(JSON.parse(responseText(r))).toEqual({ echo: '<REDACTED>', note: 'Quixotic x7y' });
      expect(r.request.query).toEqual([['q', '<REDACTED>'], ['name', 'Quixotic']]);
      expect(r.response.headers['x-echo']).toBe('<REDACTED>');
    }
  });

  it('in a JSON body, by name at any depth and in any case, and wherever its value is echoed', () => {
    const body = JSON.stringify({ auth: { APPKEY: 'json-only-key-1' }, list: [{ app_id: 'face-app-77' }, { ApiKey: 'x9' }], name: 'a' });
    const r = recordingOf(
      exchange({
        requestHeaders: [['content-type', 'application/json']],
        requestBody: body,
        responseBody: JSON.stringify({ message: 'json-only-key-1 is not valid for face-app-77', k: 'x9' }),
      }),
    );
    for (const key of ['json-only-key-1', 'face-app-77', 'x9']) expect(keyFound(r, key)).toEqual([]);
    expect(JSON.parse(requestText(r))).toEqual({ auth: { APPKEY: '<REDACTED>' }, list: [{ app_id: '<REDACTED>' }, { ApiKey: '<REDACTED>' }], name: 'a' });
  });

  it('encoded twice, or as base64', () => {
    const key = 'Twice+enc/oded';
    const twice = encodeURIComponent(encodeURIComponent(key));
    const r = recordingOf(
      exchange({
        requestHeaders: [['appKey', key]],
        responseBody: JSON.stringify({ a: twice, b: lowerHex(twice), c: Buffer.from(key).toString('base64'), d: urlSafe(Buffer.from(key).toString('base64')) }),
      }),
    );
    expect(keyFound(r, key)).toEqual([]);
    expect(JSON.parse(responseText(r))).toEqual({ a: '<REDACTED>', b: '<REDACTED>', c: '<REDACTED>', d: '<REDACTED>' });
  });

  it('in a form body, by name', () => {
    const r = recordingOf(
      exchange({
        requestHeaders: [['content-type', 'application/x-www-form-urlencoded']],
        requestBody: 'AppKey=form-only-key&name=a',
        responseBody: JSON.stringify({ echo: 'form-only-key' }),
      }),
    );
    expect(keyFound(r, 'form-only-key')).toEqual([]);
    expect(requestText(r)).toBe('AppKey=<REDACTED>&name=a');
  });

  it('echoed by the answer: in its headers and body, JSON-escaped or not', () => {
    const key = 'echo-key-한글/9';
    const r = recordingOf(
      exchange({
        requestHeaders: [['appKey', key], ['app-id', 'face-app-1']],
        responseHeaders: [['x-echo', key], ['location', `/back?k=${encodeURIComponent(key)}`]],
        responseBody: `{"a":"${unicodeEscaped(key)}","b":"${key.replace('/', '\\/')}","c":"${unicodeEscaped('face-app-1', true)}"}`,
      }),
    );
    expect(keyFound(r, key)).toEqual([]);
    expect(keyFound(r, 'face-app-1')).toEqual([]);
    expect(JSON.parse(responseText(r))).toEqual({ a: '<REDACTED>', b: '<REDACTED>', c: '<REDACTED>' });
  });
});
