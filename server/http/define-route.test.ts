import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { decodeErrorEnvelope } from '../../shared/contract/envelopes';
import type { ApiRoute } from './api-route';
import type { LocusEnv } from './locus-env';
import { ApiFailure, isApiFailure } from './api-failure';
import { defineRoute, streamedAnswer, type RequestOf } from './define-route';
import { renderJson } from './render';

/** Serves routes as the app does, rendering a refusal in its envelope. */
function serve(...routes: ApiRoute[]) {
  const app = new Hono<LocusEnv>();
  for (const route of routes) app.on(route.method, route.path, (c) => route.handle(c));
  app.onError((error) => (isApiFailure(error) ? renderJson(error.body, error.status) : renderJson({ unexpected: String(error) }, 500)));
  return (path: string, init?: RequestInit) => app.request(`http://locus.test${path}`, init);
}

async function envelopeOf(res: Response) {
  return decodeErrorEnvelope(await res.json(), res.ok);
}

describe('defineRoute', () => {
  it('takes method and path from the registry and names its operation', () => {
    const route = defineRoute('regionLookup', () => ({ type: 'FeatureCollection', features: [] }));
    expect(route).toMatchObject({ operation: 'regionLookup', method: 'GET', path: '/tmap/geofencing/regions/:regionId', area: 'tmap' });
    expect(defineRoute('zoneListInsert', () => ({})).area).toBe('tms');
    expect(defineRoute('faceDelete', () => ({})).path).toBe('/nugufacecan/v1/face/:face_id');
  });

  describe('/tmap: query and path variables', () => {
    const seen: RequestOf<'coordConvert'>[] = [];
    const request = serve(
      defineRoute('coordConvert', (params) => {
        seen.push(params);
        return { coordinate: { lat: String(params.lat), lon: String(params.lon) } };
      }),
      defineRoute('regionLookup', (params) => ({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [127, 37.5] }, properties: { regionName: params.regionId } }] })),
    );

    it('hands the handler the parsed params (numbers as numbers) and answers in the requested format', async () => {
      const res = await request('/tmap/geo/coordconvert?version=1&lat=37.5&lon=127&format=xml');
      expect(res.headers.get('content-type')).toMatch(/xml/);
      expect(await res.text()).toContain('37.5');
      expect(seen.at(-1)).toMatchObject({ lat: 37.5, lon: 127 });
    });

    it('refuses a missing parameter with 9401 and a bad one with 9402, in the gateway envelope of category tmap', async () => {
      expect(await envelopeOf(await request('/tmap/geo/coordconvert?version=1&lat=37.5'))).toMatchObject({ type: 'tmap', code: '9401' });
      const bad = await request('/tmap/geo/coordconvert?version=1&lat=north&lon=127');
      expect(bad.status).toBe(400);
      expect(await envelopeOf(bad)).toMatchObject({ type: 'tmap', code: '9402', message: expect.stringContaining('lat') as string });
    });

    it('reads path variables and writes KML for an operation whose XML form is KML', async () => {
      const res = await request('/tmap/geofencing/regions/1100000000?version=1&format=xml');
      expect(res.headers.get('content-type')).toMatch(/kml/);
      expect(await res.text()).toContain('<name>1100000000</name>');
    });
  });

  describe('/tms: query, then JSON body', () => {
    const request = serve(
      defineRoute('zoneInsert', ({ code, name }) => ({ resultCode: '200', resultCount: 0, resultMessage: `${code}:${name}` })),
      defineRoute('zoneListInsert', ({ reqDatas, invalidUtf8 }) => ({ resultCode: '200', resultMessage: `${reqDatas.length} ${String(invalidUtf8)}` })),
      defineRoute('zoneList', () => streamedAnswer('zoneList', new Blob(['{"resultCode":"200","resultCount":0,"resultMessage":"success","resultData":[]}']).stream())),
    );

    it('hands the handler the decoded, trimmed query values', async () => {
      const res = await request('/tms/zoneInsert?code=%200012&name=%EA%B0%95%EB%82%A8+%EA%B6%8C%EC%97%AD');
      expect(await res.json()).toMatchObject({ resultMessage: '0012:강남 권역' });
    });

    it('refuses in the TMS envelope: 4001 missing, 4003 bad value, 4000 malformed encoding', async () => {
      expect(await envelopeOf(await request('/tms/zoneInsert?name=x'))).toMatchObject({ type: 'zone', code: '4001' });
      expect(await envelopeOf(await request('/tms/zoneInsert?code=12a&name=x'))).toMatchObject({ type: 'zone', code: '4003' });
      expect(await envelopeOf(await request('/tms/zoneInsert?code=%ZZ&name=x'))).toMatchObject({ type: 'zone', code: '4000' });
    });

    it('reads a JSON body by the request schema: 4000 not JSON or not an array, 4001 absent or empty', async () => {
      const post = (body: string) => request('/tms/zoneListInsert', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(await (await post('{"reqDatas":[{"code":"1","name":"a"},{}]}')).json()).toMatchObject({ resultMessage: '2 false' });
      expect(await envelopeOf(await post('{'))).toMatchObject({ type: 'zone', code: '4000' });
      expect(await envelopeOf(await post('{"reqDatas":{}}'))).toMatchObject({ type: 'zone', code: '4000' });
      expect(await envelopeOf(await post('{}'))).toMatchObject({ type: 'zone', code: '4001' });
      expect(await envelopeOf(await post('{"reqDatas":[]}'))).toMatchObject({ type: 'zone', code: '4001' });
    });

    it('passes a streamed answer through as JSON', async () => {
      const res = await request('/tms/zoneList');
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(await res.json()).toMatchObject({ resultCode: '200', resultData: [] });
    });
  });

  describe('faces: headers and path variables', () => {
    const request = serve(
      defineRoute('faceDelete', (req) => {
        if (req['subject-id'] === undefined) throw ApiFailure.face(2001, 'subject-id error');
        return { face_id: req.face_id, group: req['group-id'] };
      }),
      defineRoute('subjectList', (req) => [{ subject_id: 'S000000001', subject_name: req['subject-name'] }]),
    );

    it('hands the handler its headers (any case) and path variables, and writes lists as JSON arrays', async () => {
      const res = await request('/nugufacecan/v1/face/F000000001', { method: 'DELETE', headers: { 'Group-ID': 'G000000001', 'subject-id': 'S000000001' } });
      expect(await res.json()).toEqual({ face_id: 'F000000001', group: 'G000000001' });
      const list = await request('/nugufacecan/v1/subject', { headers: { 'subject-name': 'kim' } });
      expect(await list.json()).toEqual([{ subject_id: 'S000000001', subject_name: 'kim' }]);
    });

    it('renders a refusal in the face envelope', async () => {
      const res = await request('/nugufacecan/v1/face/F000000001', { method: 'DELETE' });
      expect(res.status).toBe(400);
      expect(await envelopeOf(res)).toEqual({ type: 'face', code: 2001, message: 'subject-id error' });
    });
  });

  it('does not compile a handler whose answer breaks the contract', () => {
    // @ts-expect-error coordinate is required and lat/lon are text or numbers, never booleans
    defineRoute('coordConvert', () => ({ coordinate: { lat: true, lon: 1 } }));
    // @ts-expect-error a zone list answer needs resultData
    defineRoute('zoneList', () => ({ resultCode: '200', resultCount: 0, resultMessage: 'success' }));
    // @ts-expect-error face lists are arrays of faces with a face_id
    defineRoute('faceList', () => [{ face_name: 'front' }]);
    // @ts-expect-error a misspelt field is not the contract's (faceDetect answers declared fields only)
    defineRoute('faceDetect', () => [{ face_scor: 1 }]);
    expect(defineRoute('coordConvert', () => ({ coordinate: { lat: '37.5', lon: 127 } })).operation).toBe('coordConvert');
  });
});
