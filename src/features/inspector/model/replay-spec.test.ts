import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/client';
import type { RequestEvent } from '../../../api/request-events';
import { formatsOf, replaySpec } from './replay-spec';

function event(patch: Partial<RequestEvent>): RequestEvent {
  return {
    id: 1,
    phase: 'end',
    operation: 'reverseGeocoding',
    method: 'GET',
    url: 'http://127.0.0.1:8080/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978&addressType=A10&format=json&appKey=<API_KEY>',
    headers: { Accept: 'application/json' },
    format: 'json',
    startedAt: 0,
    attempt: 1,
    ...patch,
  };
}

describe('re-running a recorded call', () => {
  it('rebuilds the params without the client’s own parts, and the client adds the real key again', () => {
    const spec = replaySpec(event({}));
    expect(spec).toMatchObject({ operation: 'reverseGeocoding', path: '/tmap/geo/reversegeocoding', query: { lat: '37.5665', lon: '126.978', addressType: 'A10' } });
    expect(spec?.query).not.toHaveProperty('appKey');
    if (!spec) return;
    const client = new ApiClient({ baseUrl: 'http://h', getCredentials: () => ({ appKey: 'real-key' }) });
    const { url } = client.buildRequest(spec, { format: 'xml' });
    expect(url.searchParams.get('appKey')).toBe('real-key');
    expect(url.searchParams.get('format')).toBe('xml');
    expect(url.searchParams.get('lat')).toBe('37.5665');
  });

  it('keeps encoded path variables and extra headers, drops credential headers', () => {
    const spec = replaySpec(
      event({
        operation: 'regionLookup',
        url: 'https://gw.example.com/prefix/tmap/geofencing/regions/1168064000?version=1&resCoordType=WGS84GEO&appKey=<API_KEY>',
      }),
      'javascript',
    );
    expect(spec).toMatchObject({ path: '/tmap/geofencing/regions/1168064000', format: 'javascript', query: { resCoordType: 'WGS84GEO' } });
    const zone = replaySpec(event({ operation: 'zoneList', url: 'http://h/tms/zoneList?page=1', headers: { Accept: 'application/json', appKey: '<API_KEY>' } }), 'xml');
    expect(zone).toMatchObject({ path: '/tms/zoneList', area: 'zones' });
    expect(zone?.headers).toBeUndefined();
    expect(zone?.format).toBeUndefined();
  });

  it('does not rebuild POSTs or a URL that carries a credential elsewhere', () => {
    expect(replaySpec(event({ operation: 'zoneListInsert', method: 'POST', url: 'http://h/tms/zoneListInsert' }))).toBeUndefined();
    expect(replaySpec(event({ url: 'http://h/tmap/geo/reversegeocoding?lat=<API_KEY>' }))).toBeUndefined();
    expect(formatsOf('zoneList')).toEqual(['json']);
    expect(formatsOf('fullAddrGeo')).toEqual(['json', 'xml', 'javascript']);
  });
});
