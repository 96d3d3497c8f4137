import { describe, expect, it } from 'vitest';
import { recordingFileName } from './recording';
import { recordingOf, requestIdentity } from './recording-of';
import { exchange, keyFound, lowerHex, unicodeEscaped, urlSafe } from './redaction-fixtures';

/**
 * Each way a photo or a key was seen to survive into a recording, one test each: the recording
 * (as written, its file name, every string in it) must hold no trace of either.
 */

function requestText(x: ReturnType<typeof recordingOf>): string {
  const body = x.request.body;
  return body.encoding === 'utf8' ? body.text : body.encoding === 'omitted' ? body.placeholder : JSON.stringify(body);
}

function responseText(x: ReturnType<typeof recordingOf>): string {
  const body = x.response.body;
  return body.encoding === 'utf8' ? body.text : body.encoding === 'omitted' ? body.placeholder : JSON.stringify(body);
}

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
