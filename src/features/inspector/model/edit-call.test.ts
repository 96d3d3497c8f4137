import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../api/request-events';
import { editableCall, editFormSchema, specFromEdit } from './edit-call';

function event(patch: Partial<RequestEvent> = {}): RequestEvent {
  return {
    id: 1,
    phase: 'end',
    operation: 'reverseGeocoding',
    method: 'GET',
    url: 'http://localhost:8080/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978&addressType=A10&format=json&appKey=%3CAPI_KEY%3E',
    headers: { Accept: 'application/json' },
    format: 'json',
    startedAt: 0,
    status: 200,
    attempt: 1,
    ...patch,
  };
}

describe('editing a recorded call', () => {
  it('offers its own parameters, not the ones the client adds, and names the credentials', () => {
    const call = editableCall(event());
    expect(call?.form.path).toBe('/tmap/geo/reversegeocoding');
    expect(call?.form.query).toEqual([
      { name: 'lat', value: '37.5665' },
      { name: 'lon', value: '126.978' },
      { name: 'addressType', value: 'A10' },
    ]);
    expect(call?.credentials).toEqual(['appKey (query)']);
    expect(JSON.stringify(call)).not.toContain('<API_KEY>');
  });

  it('turns an edited form into a request the client completes with the session’s key', () => {
    const call = editableCall(event());
    if (!call) throw new Error('not editable');
    const spec = specFromEdit(event(), { ...call.form, query: call.form.query.map((q) => (q.name === 'addressType' ? { ...q, value: 'A02' } : q)) });
    expect(spec).toMatchObject({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', format: 'json' });
    expect(spec.query).toEqual({ lat: '37.5665', lon: '126.978', addressType: 'A02' });
    expect(spec.body).toBeUndefined();
  });

  it('keeps path variables and checks the path against the operation', () => {
    const e = event({ operation: 'regionLookup', url: 'http://h/base/tmap/geofencing/regions/22805?version=1&format=json&appKey=%3CAPI_KEY%3E' });
    const call = editableCall(e);
    expect(call?.form.path).toBe('/tmap/geofencing/regions/22805');
    const schema = editFormSchema(call?.template ?? '');
    expect(schema.safeParse({ ...call?.form, path: '/tmap/geofencing/regions/11000' }).success).toBe(true);
    const bad = schema.safeParse({ ...call?.form, path: '/tmap/geofencing/regions' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['path'], message: 'inspector.edit.badPath' });
  });

  it('edits a JSON body, refusing text that is not JSON or was shortened when recorded', () => {
    const e = event({
      operation: 'zoneListInsert',
      method: 'POST',
      url: 'http://localhost:8080/tms/zoneListInsert',
      headers: { Accept: 'application/json', appKey: '<API_KEY>', 'Content-Type': 'application/json' },
      requestBody: '{"reqDatas":[{"code":"0001","name":"%EA%B0%95%EB%82%A8"}]}',
    });
    const call = editableCall(e);
    expect(call?.hasJsonBody).toBe(true);
    expect(call?.credentials).toEqual(['appKey']);
    expect(call?.form.headers).toEqual([]);
    expect(JSON.parse(call?.form.body ?? '')).toEqual({ reqDatas: [{ code: '0001', name: '%EA%B0%95%EB%82%A8' }] });
    const schema = editFormSchema(call?.template ?? '');
    expect(schema.safeParse({ ...call?.form, body: '{"reqDatas": [' }).error?.issues[0]?.message).toBe('inspector.edit.badJson');
    expect(schema.safeParse({ ...call?.form, body: '{"image":"data:image/jpeg;base64,<40000 chars>"}' }).error?.issues[0]?.message).toBe('inspector.edit.elided');
    const spec = specFromEdit(e, { ...(call?.form ?? { path: '', query: [], headers: [], body: '' }), body: '{"reqDatas":[{"code":"0002","name":"x"}]}' });
    expect(spec.body).toEqual({ kind: 'json', value: { reqDatas: [{ code: '0002', name: 'x' }] } });
  });

  it('refuses a credential set by hand and an empty name', () => {
    const schema = editFormSchema('/tmap/geo/reversegeocoding');
    const form = { path: '/tmap/geo/reversegeocoding', headers: [], body: '' };
    expect(schema.safeParse({ ...form, query: [{ name: 'appKey', value: 'mine' }] }).error?.issues[0]).toMatchObject({ path: ['query', 0, 'name'], message: 'inspector.edit.badName' });
    expect(schema.safeParse({ ...form, query: [{ name: ' ', value: '1' }] }).success).toBe(false);
  });

  it('marks a multipart call as not editable in its body', () => {
    const call = editableCall(event({ operation: 'faceCreate', method: 'POST', url: 'http://h/nugufacecan/v1/face', requestBody: 'image=<file 2048 B>' }));
    expect(call?.formBody).toBe(true);
    expect(call?.hasJsonBody).toBe(false);
  });
});
