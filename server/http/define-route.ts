import { toKML } from '@placemarkio/tokml';
import type { FeatureCollection } from 'geojson';
import type { z } from 'zod';
import { operationContracts, type OperationContract, type OperationContracts } from '../../shared/contract/operations';
import { routePattern, type OperationId } from '../../shared/contract/routes';
import type { ApiArea } from './api-areas';
import type { ApiRoute } from './api-route';
import type { LocusContext } from './locus-env';
import { renderJsonArray } from './json-array';
import { readFormat, renderBody, renderJson } from './render';
import { readFaceHeaders, readTmapRequest, readZoneBody, readZoneQuery, type JsonBodyFacts } from './request-readers';

type Contract<K extends OperationId> = OperationContracts[K];

/**
 * What a handler receives: the operation's request as the emulator reads it (the contract's
 * `request` schema where it has one, else its params), parsed; for a JSON body, also whether
 * the body held bytes that are not UTF-8.
 */
export type RequestOf<K extends OperationId> = (Contract<K> extends { request: infer R extends z.ZodType }
  ? z.output<R>
  : z.output<Contract<K>['params']>) &
  (Contract<K> extends { body: 'json' } ? JsonBodyFacts : unknown);

/**
 * A schema's input type with the open index signatures of its loose objects removed: the
 * fields the contract declares. (A loose object still accepts more on the wire; an answer the
 * emulator builds names only declared fields, so a misspelt one does not compile either.)
 */
type DeclaredFields<T> = T extends readonly (infer U)[]
  ? DeclaredFields<U>[]
  : T extends object
    ? { [P in keyof T as string extends P ? never : P]: DeclaredFields<T[P]> }
    : T;

/** The wire form of an operation's successful answer (numbers the service sends as strings allowed). */
export type WireResponseOf<K extends OperationId> = DeclaredFields<z.input<Contract<K>['response']>>;

/** An answer written as a stream, a page at a time, whose whole JSON is the contract's response T. */
export class StreamedAnswer<T> {
  /** Only the type: what the streamed JSON is. */
  declare readonly answer: T | undefined;

  constructor(readonly stream: ReadableStream<Uint8Array>) {}
}

/** A stream that writes operation K's response (zoneList's rows a page at a time). */
export function streamedAnswer<K extends OperationId>(_operation: K, stream: ReadableStream<Uint8Array>): StreamedAnswer<WireResponseOf<K>> {
  return new StreamedAnswer(stream);
}

type RouteAnswer<K extends OperationId> = WireResponseOf<K> | StreamedAnswer<WireResponseOf<K>>;

/**
 * Answers one operation. Its return type is the contract's response, so an answer of a shape the
 * contract forbids does not compile. Refusals are thrown as ApiFailure (http/api-failure.ts),
 * which the app renders in the area's envelope.
 */
export type RouteHandler<K extends OperationId> = (request: RequestOf<K>, c: LocusContext) => RouteAnswer<K> | Promise<RouteAnswer<K>>;

/** The gateway's name for a contract area (its path prefix). */
const API_AREA = { tmap: 'tmap', zones: 'tms', faces: 'faces' } as const satisfies Record<OperationContract['area'], ApiArea>;

const KML_TYPE = 'application/vnd.google-earth.kml+xml;charset=UTF-8';
const JSON_TYPE = 'application/json;charset=UTF-8';

/** Reads the request of `contract`'s area: query for /tmap and /tms GETs, JSON body for /tms POSTs, headers for faces. */
function readRequest(contract: OperationContract, c: LocusContext): unknown {
  switch (contract.area) {
    case 'tmap':
      return readTmapRequest(contract, c);
    case 'zones':
      return contract.body === 'json' ? readZoneBody(contract, c) : readZoneQuery(contract, c);
    case 'faces':
      return readFaceHeaders(contract, c);
  }
}

/**
 * One served operation, from the contract's registry: method and path from its route, its
 * request read and parsed per area (refused in the area's envelope: 9401/9402/1007 for /tmap,
 * 4000/4001/4003 for /tms), the handler's answer written per area: /tmap in the requested
 * format (json, xml — KML for an operation whose XML form is KML — or javascript), /tms as JSON
 * (a streamed answer as it comes), faces as JSON with lists written in chunks.
 */
export function defineRoute<K extends OperationId>(operation: K, handler: RouteHandler<K>): ApiRoute {
  const contract: OperationContract = operationContracts[operation];
  return {
    operation,
    method: contract.method,
    path: routePattern(contract.path),
    area: API_AREA[contract.area],
    async handle(c) {
      // The reader parses with K's own schemas, so its output is RequestOf<K>; TypeScript cannot follow K through the registry.
      const request = (await readRequest(contract, c)) as RequestOf<K>;
      const format = contract.area === 'tmap' ? readFormat((name) => c.req.query(name)) : undefined;
      const answer = await handler(request, c);
      if (answer instanceof StreamedAnswer) return new Response(answer.stream, { status: 200, headers: { 'Content-Type': JSON_TYPE } });
      if (format) {
        if (format.format === 'xml' && contract.xml === 'kml') {
          // A KML operation's contract response is a GeoJSON FeatureCollection.
          return new Response(toKML(namedPlacemarks(answer as FeatureCollection)), { headers: { 'Content-Type': KML_TYPE, 'X-Content-Type-Options': 'nosniff' } });
        }
        return renderBody(answer, format);
      }
      return contract.area === 'faces' && Array.isArray(answer) ? renderJsonArray(answer) : renderJson(answer);
    },
  };
}

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
