import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from './routes';
import {
  fillPath,
  operationContracts,
  pathVariables,
  routePattern,
} from './operations';

describe('operation registry', () => {
  it('has every operation once, keyed by its own id, each at its own method and path', () => {
    for (const id of OPERATION_IDS) expect(operationContracts[id].id).toBe(id);
    const routes = OPERATION_IDS.map((id) => `${operationContracts[id].method} ${operationContracts[id].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('places each area under its path prefix and offers formats only on /tmap', () => {
    for (const id of OPERATION_IDS) {
      const op = operationContracts[id];
      const prefix = { zones: '/tms/', tmap: '/tmap/', faces: '/nugufacecan/v1/' }[op.area];
      expect(op.path.startsWith(prefix)).toBe(true);
      if (op.area === 'tmap') expect([...op.formats]).toEqual(['json', 'xml', 'javascript']);
      else expect([...op.formats]).toEqual(['json']);
    }
  });

  it('has the interface methods and paths', () => {
    const table = Object.fromEntries(OPERATION_IDS.map((id) => [id, `${operationContracts[id].method} ${operationContracts[id].path}`]));
    expect(table).toMatchObject({
      zoneList: 'GET /tms/zoneList',
      zoneInsert: 'GET /tms/zoneInsert',
      zoneListInsert: 'POST /tms/zoneListInsert',
      zoneUpdate: 'GET /tms/zoneUpdate',
      zoneDelete: 'GET /tms/zoneDelete',
      reverseGeocoding: 'GET /tmap/geo/reversegeocoding',
      geocoding: 'GET /tmap/geo/geocoding',
      fullAddrGeo: 'GET /tmap/geo/fullAddrGeo',
      coordConvert: 'GET /tmap/geo/coordconvert',
      convertAddress: 'GET /tmap/geo/convertAddress',
      postcode: 'GET /tmap/geo/postcode',
      reverseLabel: 'GET /tmap/geo/reverseLabel',
      nearToRoad: 'GET /tmap/road/nearToRoad',
      regionSearch: 'GET /tmap/geofencing/regions',
      regionLookup: 'GET /tmap/geofencing/regions/{regionId}',
      faceList: 'GET /nugufacecan/v1/face',
      faceCreate: 'POST /nugufacecan/v1/face',
      faceDelete: 'DELETE /nugufacecan/v1/face/{face_id}',
    });
  });

  it('names path variables as the params schemas do', () => {
    for (const id of OPERATION_IDS) {
      const op = operationContracts[id];
      for (const name of pathVariables(op.path)) {
        const result = op.params.safeParse({});
        // A path variable is a required param: parsing without it must complain about it.
        expect(result.success).toBe(false);
        expect(result.error?.issues.some((issue) => issue.path[0] === name)).toBe(true);
      }
    }
  });

  it('validates query strings with the params schemas', () => {
    const query = Object.fromEntries(new URLSearchParams('version=1&lat=37.5665&lon=126.978&appKey=k&format=json'));
    expect(operationContracts.reverseGeocoding.params.parse(query)).toEqual({ lat: 37.5665, lon: 126.978 });
  });
});

describe('path helpers', () => {
  it('fills and encodes path variables', () => {
    expect(fillPath('/nugufacecan/v1/face/{face_id}', { face_id: 'A B/C' })).toBe('/nugufacecan/v1/face/A%20B%2FC');
    expect(fillPath('/tmap/geofencing/regions/{regionId}', { regionId: 121011 })).toBe('/tmap/geofencing/regions/121011');
    expect(() => fillPath('/nugufacecan/v1/face/{face_id}', {})).toThrow(/face_id/);
  });

  it('gives router patterns', () => {
    expect(routePattern('/nugufacecan/v1/subject/{subject_id}')).toBe('/nugufacecan/v1/subject/:subject_id');
  });
});
