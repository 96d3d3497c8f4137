import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCurl } from '../features/inspector/model/curl';
import { ApiClient } from './client';
import { PLACEHOLDERS, redactFormSummary, redactHeaders, redactText, redactUrl } from './redact';
import type { RequestEvent } from './request-events';

/** One key per character the URL, form and JSON encodings treat differently, plus non-ASCII. */
const SPECIALS = ['(', ')', '~', '!', "'", '*', '+', ' ', '%', '&', '='];
const KEYS = [...SPECIALS.map((c) => `we${c}ird${c}key`), 'we(i)rd~k!y', "a(b)c~d!e'f*g+h i%j&k=l", '키ключ-key', 'ключ (키) ~!'];

/** Every way the key could still be read out of a redacted text. */
function leaks(text: string, key: string): boolean {
  const forms = [key, encodeURIComponent(key), new URLSearchParams([['', key]]).toString().slice(1), JSON.stringify(key).slice(1, -1)];
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Not percent-decodable as a whole: the raw forms are still checked.
  }
  return forms.some((f) => text.includes(f)) || decoded.includes(key);
}

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

describe('the client and the inspector never show such a key', () => {
  it.each(KEYS)('request events and copy-as-curl for %j', async (key) => {
    const events: RequestEvent[] = [];
    const client = new ApiClient({
      baseUrl: 'http://emulator.test',
      getCredentials: () => ({ appKey: key, appId: `${key}-app` }),
      fetch: (async () => new Response(JSON.stringify({ ok: true, echo: key }), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
    });
    client.events.subscribe((e) => events.push(e));
    const schema = z.object({ ok: z.boolean() });
    await client.request({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', query: { lat: 37.5, lon: 127 }, schema });
    await client.request({ operation: 'zoneList', area: 'zones', method: 'GET', path: '/tms/zoneList', schema });
    expect(events).toHaveLength(4);
    for (const e of events) {
      const shown = [e.url, JSON.stringify(e.headers), e.requestBody ?? '', e.responseBody ?? '', buildCurl(e).text].join('\n');
      expect(leaks(shown, key), shown).toBe(false);
    }
    const tmapEnd = events[1];
    expect(tmapEnd?.url).toContain(`appKey=${PLACEHOLDERS.appKey}`);
    expect(buildCurl(tmapEnd ?? events[0]!).text).toContain('appKey=$APP_KEY');
  });
});
