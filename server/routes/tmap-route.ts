import type { z } from 'zod';
import { operationContracts } from '../../src/api/contract/operations';
import type { ApiRoute, LocusContext } from '../app-types';
import { parseParams, queryParams, versionSchema } from '../http/params';
import { readFormat, renderBody } from '../http/render';

type TmapOperation = 'reverseGeocoding' | 'nearToRoad' | 'reverseLabel' | 'geocoding' | 'fullAddrGeo' | 'coordConvert' | 'convertAddress' | 'postcode' | 'regionSearch';

export type ParamsOf<K extends TmapOperation> = z.output<(typeof operationContracts)[K]['params']>;

/**
 * One GET route of the address, road and geofencing area, from its contract entry: the params
 * are validated (version plus the operation's own, 9401/9402/1007 on failure) and the body the
 * handler returns is rendered in the requested format (json, xml or javascript).
 */
export function tmapGetRoute<K extends TmapOperation>(id: K, answer: (params: ParamsOf<K>, c: LocusContext) => unknown): ApiRoute {
  const contract = operationContracts[id];
  return {
    method: 'GET',
    path: contract.path,
    area: 'tmap',
    handle(c) {
      // The registry's entry for K validates exactly ParamsOf<K>; TypeScript cannot follow K through the union.
      const schema = contract.params as unknown as z.ZodType<ParamsOf<K>>;
      const params = parseParams(versionSchema, schema, queryParams(c.req.url));
      const choice = readFormat((name) => c.req.query(name));
      return renderBody(answer(params, c), choice);
    },
  };
}
