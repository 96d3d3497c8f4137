import { describe, expect, it } from 'vitest';
import { operationContracts, responseSchemaOf } from '../../shared/contract/operations';
import { requestSpecFor } from './request-spec';

describe('requestSpecFor', () => {
  it('builds request specs from the registry', () => {
    const spec = requestSpecFor('regionLookup', { pathValues: { regionId: '121011' }, format: 'xml' });
    expect(spec).toMatchObject({ operation: 'regionLookup', area: 'tmap', method: 'GET', path: '/tmap/geofencing/regions/121011', format: 'xml' });
    // The spec carries no schema: the client looks it up by operation when the answer arrives.
    expect(spec.schema).toBeUndefined();
    expect(responseSchemaOf('regionLookup')).toBe(operationContracts.regionLookup.response);
    // A format the operation does not offer is not passed on.
    expect(requestSpecFor('zoneList', { format: 'xml' }).format).toBeUndefined();
  });
});
