import { describe, expect, it } from 'vitest';
import { importCurl } from './curl-import';

describe('curl import', () => {
  it('reads the command the Inspector writes, dropping the key', () => {
    const text = [
      'curl -sS \\',
      '  -H "Accept: application/json" \\',
      '  "http://127.0.0.1:8080/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978&addressType=A10&format=json&appKey=$APP_KEY"',
    ].join('\n');
    expect(importCurl(text)).toEqual({
      calls: [{ operation: 'reverseGeocoding', params: { lat: '37.5665', lon: '126.978', addressType: 'A10' } }],
      dropped: ['appKey'],
      skipped: [],
    });
  });

  it('reads single quotes, -X, headers, a JSON body, several commands, and lists what it skips', () => {
    const text = [
      `curl -X POST 'https://apis.openapi.sk.com/tms/zoneListInsert' -H 'appKey: real-secret' -H 'Content-Type: application/json' --data-raw '{"reqDatas":[{"code":"Z1","name":"%EC%A7%91"}]}'`,
      `curl https://example.com/v1/other?appKey=x`,
      `curl -H "app-id: my-app" -H "group-id: g1" https://apis.openapi.sk.com/nugufacecan/v1/subject`,
      `curl -F "image=@face.jpg" -H "app-id: a" https://apis.openapi.sk.com/nugufacecan/v1/detect`,
      `curl -G -d lat=37.5 -d lon=127 http://h/tmap/road/nearToRoad -u me:pw`,
    ].join('\n');
    const got = importCurl(text);
    expect(got).toMatchObject({
      calls: [
        { operation: 'zoneListInsert', params: { reqDatas: [{ code: 'Z1', name: '집' }] } },
        { operation: 'subjectList', params: { groupId: 'g1' } },
        { operation: 'nearToRoad', params: { lat: '37.5', lon: '127' } },
      ],
      skipped: [
        { label: 'GET https://example.com/v1/other', reason: { kind: 'unknownPath', path: '/v1/other' } },
        { reason: { kind: 'photo' } },
      ],
    });
    if ('calls' in got) expect(got.dropped.sort()).toEqual(['app-id', 'appKey', 'user'].sort());
    expect(JSON.stringify(got)).not.toContain('real-secret');
    expect(JSON.stringify(got)).not.toContain('my-app');
  });

  it('reads a path variable and refuses a wrong method', () => {
    expect(importCurl('curl "http://h/tmap/geofencing/regions/1100000000?resCoordType=WGS84GEO"')).toMatchObject({
      calls: [{ operation: 'regionLookup', params: { regionId: '1100000000', resCoordType: 'WGS84GEO' } }],
    });
    expect(importCurl('curl -X DELETE http://h/tmap/geo/geocoding')).toMatchObject({ skipped: [{ reason: { kind: 'method' } }] });
  });

  it('says what is wrong with a text that is not a command', () => {
    expect(importCurl('hello')).toEqual({ problem: 'noCommand' });
    expect(importCurl('curl "http://h/tmap')).toEqual({ problem: 'unclosedQuote' });
    expect(importCurl(`curl http://h/${'a'.repeat(6 * 1024 * 1024)}`)).toEqual({ problem: 'tooLarge' });
  });
});
