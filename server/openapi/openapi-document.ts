import { z } from 'zod';
import { tmapCommonParamsSchema } from '../../shared/contract/common';
import { faceErrorSchema, gatewayErrorSchema, zoneErrorSchema } from '../../shared/contract/envelope-schemas';
import { faceImageJsonBodySchema } from '../../shared/contract/faces';
import { operationContracts, pathVariables, type FaceScope, type OperationContract } from '../../shared/contract/operations';
import { faceHeaderName, OPERATION_IDS } from '../../shared/contract/routes';
import type { Area } from '../../shared/contract/wire';

/*
 * The OpenAPI 3.1 document of every operation the emulator serves, generated from the contract's
 * registry: each operation's route (area, method, path, formats, body, face scope) and its zod
 * schemas, turned into JSON Schema by zod itself (the wire form: `io: 'input'`, what a request or
 * an answer looks like before the contract parses it). Nothing here is written per operation.
 *
 * Where parameters travel, by area (the client's placement, server/http/gateway.ts for the key):
 * - tmap (/tmap): the params in the query, with version, format and callback; path variables in
 *   the path; the key in the header `appKey` or the query `appKey` (SECURITY below);
 * - zones (/tms): GET params in the query, zoneListInsert's params as its JSON body; the key as
 *   on /tmap;
 * - faces (/nugufacecan): the scope headers its faceScope needs (app-id, group-id, subject-id),
 *   every other param as a header of its kebab-case name (faceName -> face-name), path variables
 *   in the path, the image as a JSON body {image: data URI} or a multipart part `image`; the key
 *   in the header `appKey`.
 * Errors: each area's envelope for 400, and the gateway's for 401, 403 and 429.
 */

type JsonSchema = Record<string, unknown>;
type OpenApiObject = Record<string, unknown>;

/** The wire form of a zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). */
function wireSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    // A Blob (the console's image input) has no JSON form; it never travels as JSON.
    unrepresentable: 'any',
    override(ctx) {
      // An empty answer body ('undefined' in the schema) is no JSON value: match nothing.
      if (ctx.zodSchema._zod.def.type === 'undefined') ctx.jsonSchema.not = {};
      // A loose object's `additionalProperties: {}` says what leaving it out says (extra fields allowed).
      const extra = ctx.jsonSchema.additionalProperties;
      if (typeof extra === 'object' && Object.keys(extra).length === 0) delete ctx.jsonSchema.additionalProperties;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * A parameter's schema as it travels (query, header and path values are text): the contract's
 * leniencies for callers in code fall away. An empty value, which counts as absent, is left out
 * (the parameter is optional anyway); a number or numeric string is a number; alternatives that
 * are all fixed values become one list of them, so a renderer offers a choice.
 */
function parameterSchema(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(options)) return schema;
  const rest = { ...schema };
  delete rest.anyOf;
  const nonEmpty = options.filter((o) => o.const !== '' && !(o.type === 'string' && o.maxLength === 0));
  const kept = [...new Map(nonEmpty.map((o) => [JSON.stringify(o), o])).values()];
  if (kept.length === 1 && kept[0]) return parameterSchema({ ...rest, ...kept[0] });
  const number = kept.find((o) => o.type === 'number' || o.type === 'integer');
  if (number && kept.every((o) => o === number || (o.type === 'string' && typeof o.pattern === 'string'))) return { ...rest, ...number };
  if (kept.every((o) => 'const' in o || Array.isArray(o.enum))) {
    const values = kept.flatMap((o) => ('const' in o ? [o.const] : (o.enum as unknown[]))).map(String);
    return { ...rest, type: 'string', enum: [...new Set(values)] };
  }
  return { ...rest, anyOf: kept.map(parameterSchema) };
}

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
  description?: string;
}

/**
 * The properties of a params schema's JSON form as parameters, with which of them are required.
 * Params that are a union of objects (the region search: by keyword or by coordinates) give every
 * field of any branch: required when every branch requires it, its values those of all
 * branches, and a field of some branches only says which (by the fields whose fixed value tells
 * the branches apart).
 */
function objectFields(json: JsonSchema): Field[] {
  const branches = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  if (!Array.isArray(branches)) {
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, schema]) => ({ name, schema: parameterSchema(schema), required: required.has(name) }));
  }
  const perBranch = branches.map((b) => ({ fields: objectFields(b), tag: branchTag(b) }));
  const names = [...new Set(perBranch.flatMap((b) => b.fields.map((f) => f.name)))];
  return names.map((name) => {
    const holders = perBranch.filter((b) => b.fields.some((f) => f.name === name));
    const schemas = holders.map((b) => b.fields.find((f) => f.name === name)?.schema ?? {});
    const everywhere = holders.length === perBranch.length;
    const required = everywhere && holders.every((b) => b.fields.find((f) => f.name === name)?.required === true);
    const schema = schemas.length === 1 && schemas[0] ? schemas[0] : parameterSchema({ anyOf: schemas });
    const only = holders.map((b) => b.tag).filter((t) => t !== undefined);
    return { name, schema, required, ...(everywhere || only.length === 0 ? {} : { description: `Only with ${only.join(' or ')}.` }) };
  });
}

/** "searchType=KEYWORD": the field with one fixed value that names a branch of a union, if any. */
function branchTag(branch: JsonSchema): string | undefined {
  const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties)) {
    if (typeof schema.const === 'string') return `${name}=${schema.const}`;
  }
  return undefined;
}

const SCOPE_HEADERS: readonly { header: string; param: string; from: FaceScope }[] = [
  { header: 'app-id', param: 'appId', from: 'app' },
  { header: 'group-id', param: 'groupId', from: 'group' },
  { header: 'subject-id', param: 'subjectId', from: 'subject' },
];
const SCOPE_RANK: Readonly<Record<FaceScope, number>> = { app: 0, group: 1, subject: 2 };

function faceParameters(contract: OperationContract, variables: readonly string[]): Parameter[] {
  const scope = contract.faceScope ?? 'app';
  const scopeHeaders: Parameter[] = SCOPE_HEADERS.filter((h) => SCOPE_RANK[h.from] <= SCOPE_RANK[scope]).map((h) => ({
    name: h.header,
    in: 'header',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  const scopeParams = new Set(SCOPE_HEADERS.map((h) => h.param));
  const own: Parameter[] = [];
  for (const field of objectFields(wireSchema(contract.params))) {
    // The image is the body; mode chooses its form (JSON or multipart); scope ids are the headers above.
    if (field.name === 'image' || field.name === 'mode' || scopeParams.has(field.name) || variables.includes(field.name)) continue;
    const presenceFlag = field.schema.type === 'boolean';
    own.push({
      name: faceHeaderName(field.name),
      in: 'header',
      required: field.required,
      // A flag is on when the header is present, whatever its value.
      schema: presenceFlag ? { type: 'string' } : field.schema,
      ...(presenceFlag ? { description: 'Presence flag: send the header (any value) to turn it on.' } : {}),
    });
  }
  return [...scopeHeaders, ...own];
}

function parametersOf(contract: OperationContract): Parameter[] {
  const variables = pathVariables(contract.path);
  const params = wireSchema(contract.params);
  const pathParams: Parameter[] = variables.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: objectFields(params).find((f) => f.name === name)?.schema ?? { type: 'string' },
  }));
  if (contract.area === 'faces') return [...pathParams, ...faceParameters(contract, variables)];
  if (contract.body === 'json') return pathParams;
  const fields = contract.area === 'tmap' ? [...objectFields(params), ...objectFields(wireSchema(tmapCommonParamsSchema))] : objectFields(params);
  const query: Parameter[] = fields
    .filter((f) => !variables.includes(f.name))
    .map((f) => ({ name: f.name, in: 'query', required: f.required, schema: f.schema, ...(f.description ? { description: f.description } : {}) }));
  return [...pathParams, ...query];
}

function requestBodyOf(contract: OperationContract): OpenApiObject | undefined {
  if (contract.body === 'json') {
    return { required: true, content: { 'application/json': { schema: wireSchema(contract.params) } } };
  }
  if (contract.body === 'json-or-multipart') {
    return {
      required: true,
      description: 'The image (JPEG): a JSON body {"image": "data:image/jpeg;base64,…"}, or multipart/form-data with a part named image.',
      content: {
        // An example, since one drawn from the data-URI pattern would be noise.
        'application/json': { schema: wireSchema(faceImageJsonBodySchema), example: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD…' } },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['image'],
            properties: { image: { type: 'string', format: 'binary', contentMediaType: 'image/jpeg' } },
          },
        },
      },
    };
  }
  return undefined;
}

const KML_TYPE = 'application/vnd.google-earth.kml+xml';

/** The success answer in each format the operation offers (format=json|xml|javascript on /tmap). */
function successContent(contract: OperationContract): OpenApiObject {
  const content: OpenApiObject = { 'application/json': { schema: wireSchema(contract.response) } };
  if (contract.formats.includes('xml')) {
    content[contract.xml === 'kml' ? KML_TYPE : 'application/xml'] = {
      schema: {
        type: 'string',
        description:
          contract.xml === 'kml'
            ? 'format=xml: the regions as KML placemarks.'
            : 'format=xml: the same answer, each field an element named after the lower-cased JSON field.',
      },
    };
  }
  if (contract.formats.includes('javascript')) {
    content['application/javascript'] = {
      schema: { type: 'string', description: 'format=javascript: the JSON answer wrapped in a call of `callback` (default "callback").' },
    };
  }
  return content;
}

const BAD_REQUEST: Readonly<Record<Area, string>> = {
  tmap: '#/components/responses/TmapBadRequest',
  zones: '#/components/responses/ZoneBadRequest',
  faces: '#/components/responses/FaceBadRequest',
};

/**
 * Where the key may go. The header comes first everywhere (it keeps the key out of URLs, and a
 * renderer offers it first); /tmap and /tms also take the query `appKey`, /nugufacecan does not.
 */
const SECURITY: Readonly<Record<Area, readonly Record<string, never[]>[]>> = {
  tmap: [{ headerAppKey: [] }, { queryAppKey: [] }],
  zones: [{ headerAppKey: [] }, { queryAppKey: [] }],
  faces: [{ headerAppKey: [] }],
};

function operationObject(contract: OperationContract): OpenApiObject {
  const requestBody = requestBodyOf(contract);
  return {
    operationId: contract.id,
    tags: [contract.area],
    parameters: parametersOf(contract),
    ...(requestBody ? { requestBody } : {}),
    security: SECURITY[contract.area],
    responses: {
      '200': { description: 'Success', content: successContent(contract) },
      '400': { $ref: BAD_REQUEST[contract.area] },
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
      '429': { $ref: '#/components/responses/TooManyRequests' },
    },
  };
}

function errorResponse(description: string, schema: string): OpenApiObject {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } };
}

/** The document (OpenAPI 3.1) of every operation in the contract's registry. */
export function openApiDocument(version: string): OpenApiObject {
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  for (const id of OPERATION_IDS) {
    const contract: OperationContract = operationContracts[id];
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operationObject(contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Locus emulator',
      version,
      description:
        'The platform operations this emulator answers (TMAP address, road and geofencing under /tmap, zones under /tms, ' +
        'faces under /nugufacecan), generated from the contract that the console and the emulator share.',
    },
    servers: [{ url: '/', description: 'This emulator' }],
    tags: [
      { name: 'tmap', description: 'Address, coordinate, road and geofencing services (/tmap): format json, xml or javascript.' },
      { name: 'zones', description: 'Zones (/tms), per appKey.' },
      { name: 'faces', description: 'Faces, groups and subjects (/nugufacecan), per app-id.' },
    ],
    paths,
    components: {
      securitySchemes: {
        headerAppKey: { type: 'apiKey', in: 'header', name: 'appKey', description: 'The key in the header appKey (every area).' },
        queryAppKey: { type: 'apiKey', in: 'query', name: 'appKey', description: 'The key in the query (/tmap and /tms only; it then shows in URLs).' },
      },
      schemas: {
        GatewayError: wireSchema(gatewayErrorSchema),
        ZoneError: wireSchema(zoneErrorSchema),
        FaceError: wireSchema(faceErrorSchema),
      },
      responses: {
        TmapBadRequest: errorResponse('A parameter is missing or wrong (category "tmap": 9401, 9402, 1007, …).', 'GatewayError'),
        ZoneBadRequest: errorResponse('Refused: resultCode 4000, 4001 or 4003.', 'ZoneError'),
        FaceBadRequest: errorResponse('Refused by the face service (code 1000 unknown app-id, 3004 no face, …).', 'FaceError'),
        Unauthorized: errorResponse('No appKey (gateway UNAUTHORIZED).', 'GatewayError'),
        Forbidden: errorResponse('Unknown appKey (INVALID_API_KEY), or a path or method nobody serves (MISSING_AUTHENTICATION_TOKEN).', 'GatewayError'),
        TooManyRequests: errorResponse('Rate limit (THROTTLED) or daily quota (QUOTA_EXCEEDED).', 'GatewayError'),
      },
    },
  };
}
