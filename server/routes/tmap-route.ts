import type { z } from 'zod';
import { operationContracts } from '../../shared/contract/operations';
import type { ApiRoute, LocusContext } from '../app-types';
import { parseParams, queryParams, versionSchema } from '../http/params';
import { toKML } from '@placemarkio/tokml';
import type { FeatureCollection } from 'geojson';
import { readFormat, renderBody } from '../http/render';

type TmapOperation =
  | 'reverseGeocoding'
  | 'nearToRoad'
  | 'reverseLabel'
  | 'geocoding'
  | 'fullAddrGeo'
  | 'coordConvert'
  | 'convertAddress'
  | 'postcode'
  | 'regionSearch'
  | 'regionLookup';

export type ParamsOf<K extends TmapOperation> = z.output<(typeof operationContracts)[K]['params']>;

/**
 * One GET route of the address, road and geofencing area, from its contract entry: the params
 * (query, and path variables such as `{regionId}`) are validated (version plus the operation's
 * own, 9401/9402/1007 on failure) and the body the handler returns is rendered in the requested
 * format (json, xml or javascript). An operation whose XML form is KML (the region lookup,
 * api-facts §10) answers `format=xml` with the GeoJSON body written as KML.
 */
export function tmapGetRoute<K extends TmapOperation>(id: K, answer: (params: ParamsOf<K>, c: LocusContext) => unknown): ApiRoute {
  const contract = operationContracts[id];
  return {
    method: 'GET',
    path: contract.path.replace(/\{(\w+)\}/g, ':$1'),
    area: 'tmap',
    handle(c) {
      // The registry's entry for K validates exactly ParamsOf<K>; TypeScript cannot follow K through the union.
      const schema = contract.params as unknown as z.ZodType<ParamsOf<K>>;
      const params = parseParams(versionSchema, schema, { ...queryParams(c.req.url), ...c.req.param() });
      const choice = readFormat((name) => c.req.query(name));
      const body = answer(params, c);
      if (choice.format === 'xml' && 'xml' in contract && contract.xml === 'kml') {
        // The handler of a KML operation answers a FeatureCollection (its contract's response).
        return new Response(toKML(namedPlacemarks(body as FeatureCollection)), { headers: { 'Content-Type': KML_TYPE, 'X-Content-Type-Options': 'nosniff' } });
      }
      return renderBody(body, choice);
    },
  };
}

const KML_TYPE = 'application/vnd.google-earth.kml+xml;charset=UTF-8';

/** KML placemarks take their <name> from `name`: the region's name, when the feature has one. */
function namedPlacemarks(fc: FeatureCollection): FeatureCollection {
  return {
    ...fc,
    features: fc.features.map((f) => {
      const name: unknown = f.properties?.regionName;
      return typeof name === 'string' ? { ...f, properties: { name, ...f.properties } } : f;
    }),
  };
}
