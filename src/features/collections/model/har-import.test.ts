import { describe, expect, it } from 'vitest';
import { importHar } from './har-import';

const entry = (method: string, url: string, headers: { name: string; value: string }[] = [], text?: string) => ({
  request: { method, url, headers, ...(text === undefined ? {} : { postData: { mimeType: 'application/json', text } }) },
  response: { status: 200 },
});

describe('HAR import', () => {
  it('takes the entries on the contract’s routes, drops credentials, lists the rest as skipped', () => {
    const har = {
      log: {
        version: '1.2',
        entries: [
          entry('GET', 'http://127.0.0.1:8080/explore'),
          entry('GET', 'http://127.0.0.1:8080/tmap/geo/fullAddrGeo?version=1&fullAddr=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C%20110&format=json&appKey=secret-key', [
            { name: ':authority', value: '127.0.0.1' },
            { name: 'Accept', value: 'application/json' },
          ]),
          entry('GET', 'http://127.0.0.1:8080/tms/zoneList?page=1', [{ name: 'appKey', value: 'secret-key' }]),
          entry('POST', 'http://127.0.0.1:8080/nugufacecan/v1/detect', [{ name: 'app-id', value: 'app' }], '{"image":"data:image/jpeg;base64,AAAA"}'),
        ],
      },
    };
    const got = importHar(JSON.stringify(har));
    expect(got).toEqual({
      calls: [
        { operation: 'fullAddrGeo', params: { fullAddr: '세종대로 110' } },
        { operation: 'zoneList', params: { page: '1' } },
      ],
      // The photo's request is skipped whole, so its app-id is not among the dropped.
      dropped: ['appKey'],
      skipped: [
        { label: 'GET http://127.0.0.1:8080/explore', reason: { kind: 'unknownPath', path: '/explore' } },
        { label: 'POST http://127.0.0.1:8080/nugufacecan/v1/detect', reason: { kind: 'photo' } },
      ],
    });
    expect(JSON.stringify(got)).not.toContain('secret-key');
  });

  it('refuses what is not a HAR file, and a file too large', () => {
    expect(importHar('not json')).toEqual({ problem: 'notJson' });
    expect(importHar('{"log":{}}')).toEqual({ problem: 'notHar' });
    expect(importHar(' '.repeat(6 * 1024 * 1024))).toEqual({ problem: 'tooLarge' });
  });
});
