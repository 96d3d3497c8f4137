import { describe, expect, it } from 'vitest';
import { KEYS, leaks } from './key-leaks';
import { PLACEHOLDERS, redactFormSummary, redactHeaders, redactText, redactUrl } from './redact';

/** The URL exactly as the client builds it: URLSearchParams encoding. */
function clientUrl(key: string): string {
  const url = new URL('http://emulator.test/tmap/geo/reversegeocoding?version=1');
  url.searchParams.set('lat', '37.5665');
  url.searchParams.set('appKey', key);
  url.searchParams.set('format', 'json');
  return url.toString();
}

describe('redactUrl', () => {
  it.each(KEYS)('replaces the appKey parameter of %j whatever its encoding', (key) => {
    const out = redactUrl(clientUrl(key), { appKey: key });
    expect(out).toBe(`http://emulator.test/tmap/geo/reversegeocoding?version=1&lat=37.5665&appKey=${PLACEHOLDERS.appKey}&format=json`);
    expect(leaks(out, key)).toBe(false);
  });

  it.each(KEYS)('redacts %j encoded with encodeURIComponent, lower-case hex, or by hand', (key) => {
    const byHand = `http://h/p?appKey=${encodeURIComponent(key).toLowerCase()}&x=1`;
    expect(redactUrl(byHand, { appKey: key })).toBe(`http://h/p?appKey=${PLACEHOLDERS.appKey}&x=1`);
    const raw = `http://h/p?appKey=${encodeURIComponent(key)}`;
    expect(redactUrl(raw, { appKey: key })).toBe(`http://h/p?appKey=${PLACEHOLDERS.appKey}`);
  });

  it('redacts the parameter by name even when the session does not know the key', () => {
    expect(redactUrl('http://h/p?appkey=someone%28else%29&APPKEY=x&a=1#f', {})).toBe(`http://h/p?appkey=${PLACEHOLDERS.appKey}&APPKEY=${PLACEHOLDERS.appKey}&a=1#f`);
    expect(redactUrl('http://h/p?app%4Bey=k%21', {})).toBe(`http://h/p?app%4Bey=${PLACEHOLDERS.appKey}`);
  });

  it('keeps every other parameter exactly as written', () => {
    const url = 'http://h/p?q=%EC%84%9C%EC%9A%B8+%EC%A4%91%EA%B5%AC&appKey=k&bad=%ZZ&flag';
    expect(redactUrl(url, { appKey: 'k' })).toBe(`http://h/p?q=%EC%84%9C%EC%9A%B8+%EC%A4%91%EA%B5%AC&appKey=${PLACEHOLDERS.appKey}&bad=%ZZ&flag`);
  });

  it.each(KEYS)('finds %j in another parameter too', (key) => {
    const url = new URL('http://h/p');
    url.searchParams.set('note', `before ${key} after`);
    expect(leaks(redactUrl(url.toString(), { appKey: key }), key)).toBe(false);
  });
});

describe('redactHeaders', () => {
  it.each(KEYS)('replaces the appKey and app-id headers by name, any case (%j)', (key) => {
    const out = redactHeaders({ AppKey: key, 'APP-ID': `${key}-app`, Accept: 'application/json', 'x-note': `k=${key}` }, { appKey: key, appId: `${key}-app` });
    expect(out).toEqual({ AppKey: PLACEHOLDERS.appKey, 'APP-ID': PLACEHOLDERS.appId, Accept: 'application/json', 'x-note': `k=${PLACEHOLDERS.appKey}` });
  });
});

describe('redactText and redactFormSummary', () => {
  it.each(KEYS)('replace %j in text in every written form', (key) => {
    const text = [key, encodeURIComponent(key), new URLSearchParams([['k', key]]).toString(), JSON.stringify({ echoed: key })].join(' | ');
    const out = redactText(text, { appKey: key });
    expect(leaks(out, key)).toBe(false);
    expect(out).toContain(PLACEHOLDERS.appKey);
  });

  it.each(KEYS)('replace a credential field of a form summary by name (%j)', (key) => {
    expect(redactFormSummary(`appKey=${key}&image=<file 3 B>`, { appKey: key })).toBe(`appKey=${PLACEHOLDERS.appKey}&image=<file 3 B>`);
    expect(redactFormSummary(`app-id=whatever&image=<file 3 B>`, {})).toBe(`app-id=${PLACEHOLDERS.appId}&image=<file 3 B>`);
  });
});
