import { describe, expect, it } from 'vitest';
import { matchRequest } from './route-match';

describe('a recorded request read back as a call', () => {
  it('takes a redacted Inspector record: placeholders and client parameters left out', () => {
    expect(
      matchRequest({
        method: 'GET',
        url: 'http://127.0.0.1:8080/tmap/geo/reverseLabel?version=1&centerLat=37.5665&centerLon=126.978&reqLevel=19&format=json&appKey=<API_KEY>',
        headers: { Accept: 'application/json' },
      }),
    ).toEqual({ ok: true, operation: 'reverseLabel', params: { centerLat: '37.5665', centerLon: '126.978', reqLevel: '19' }, dropped: ['appKey'] });
  });

  it('reads face headers as params (kebab to camel), without the credential headers', () => {
    expect(
      matchRequest({
        method: 'DELETE',
        url: 'http://h/nugufacecan/v1/face/f%2F1',
        headers: { appKey: '<API_KEY>', 'app-id': '<APP_ID>', 'group-id': 'g', 'subject-id': 's', Accept: 'application/json' },
      }),
    ).toEqual({ ok: true, operation: 'faceDelete', params: { face_id: 'f/1', groupId: 'g', subjectId: 's' }, dropped: ['appKey', 'app-id'] });
  });

  it('says why a request is not a call', () => {
    expect(matchRequest({ method: 'GET', url: 'http://h/_locus/info', headers: {} })).toEqual({ ok: false, reason: { kind: 'unknownPath', path: '/_locus/info' } });
    expect(matchRequest({ method: 'POST', url: 'http://h/tms/zoneListInsert', headers: {}, body: 'not json' })).toEqual({ ok: false, reason: { kind: 'badBody' } });
    expect(matchRequest({ method: 'POST', url: 'http://h/nugufacecan/v1/face', headers: {}, body: 'image=<file 2048 B>' })).toEqual({ ok: false, reason: { kind: 'photo' } });
  });
});
