import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildCurl, shellWord } from './curl';

const tmapEvent = {
  method: 'GET' as const,
  url: 'http://127.0.0.1:8080/tmap/geo/reversegeocoding?version=1&lat=37.5&format=json&appKey=<API_KEY>',
  headers: { Accept: 'application/json' },
};

/** What bash makes of a word: the shell is the judge of the quoting. */
function bashEcho(word: string, env: Record<string, string> = {}): string {
  return execFileSync('bash', ['--norc', '--noprofile', '-c', `printf '%s' ${word}`], { env: { PATH: process.env.PATH ?? '', ...env } }).toString();
}

describe('curl commands', () => {
  it('keeps the key a variable in the query for /tmap calls', () => {
    const c = buildCurl(tmapEvent);
    expect(c.text).toContain('appKey=$APP_KEY"');
    expect(c.text).not.toContain('<API_KEY>');
    expect(c.variables).toEqual(['APP_KEY']);
    expect(c.text.startsWith('curl -sS')).toBe(true);
    expect(c.text).not.toContain('-X GET');
  });

  it('puts the key in a header for zone and face calls', () => {
    const c = buildCurl({
      method: 'DELETE',
      url: 'http://x/nugufacecan/v1/face/abc',
      headers: { Accept: 'application/json', appKey: '<API_KEY>', 'app-id': '<APP_ID>', 'group-id': 'g1' },
    });
    expect(c.text).toContain('-X DELETE');
    expect(c.text).toContain('-H "appKey: $APP_KEY"');
    expect(c.text).toContain('-H "app-id: $APP_ID"');
    expect(c.variables).toEqual(['APP_KEY', 'APP_ID']);
  });

  it('writes the real key only when revealed', () => {
    const c = buildCurl(tmapEvent, { revealed: { appKey: 'secret-1' } });
    expect(c.text).toContain('appKey=secret-1"');
    expect(c.variables).toEqual([]);
  });

  it('quotes shell metacharacters so bash reads the text back unchanged', () => {
    const nasty = 'a "quoted" $HOME `id` \\ back & semi; 서울 \'single\' !bang';
    expect(bashEcho(shellWord(nasty))).toBe(nasty);
    expect(bashEcho(shellWord('k=<API_KEY>&x=1'), { APP_KEY: 'K1' })).toBe('k=K1&x=1');
    // A name character after the variable must not join its name.
    expect(shellWord('<API_KEY>abc')).toBe('"${APP_KEY}abc"');
    expect(bashEcho(shellWord('<API_KEY>abc'), { APP_KEY: 'K' })).toBe('Kabc');
  });

  it('sends JSON bodies raw and marks summarised bodies incomplete', () => {
    const json = buildCurl({
      method: 'POST',
      url: 'http://x/tms/zoneListInsert',
      headers: { appKey: '<API_KEY>', 'Content-Type': 'application/json' },
      requestBody: '{"zones":[{"name":"역삼 \\"A\\""}]}',
    });
    expect(json.text).toContain('--data-raw "{\\"zones\\":');
    expect(json.incomplete).toBe(false);
    const form = buildCurl({
      method: 'POST',
      url: 'http://x/nugufacecan/v1/face',
      headers: { appKey: '<API_KEY>' },
      requestBody: 'face-name=front&image=<file 2048 B>',
    });
    expect(form.text).toContain('-F "face-name=front"');
    expect(form.text).toContain('-F "image=@image.jpg"');
    expect(form.incomplete).toBe(true);
  });
});
