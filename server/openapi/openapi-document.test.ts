import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, describe, expect, it } from 'vitest';
import { operationContracts } from '../../shared/contract/operations';
import { OPERATION_IDS } from '../../shared/contract/routes';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../../shared/contract/zone-rules';
import { DEMO_API_KEY } from '../config';
import { apiAreaOf } from '../http/api-areas';
import { makeTestApp, TEST_APP_ID, TEST_KEY, type TestApp } from '../testing/test-app';
import { EMULATOR_VERSION } from '../version';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
  description?: string;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  security: Record<string, unknown>[];
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
}

let t: TestApp | undefined;
afterEach(() => {
  expect(t?.errors ?? []).toEqual([]);
  t?.close();
  t = undefined;
});

async function served(): Promise<{ app: TestApp; doc: Document; text: string }> {
  t = makeTestApp();
  const res = await t.get('/_locus/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await res.text();
  return { app: t, doc: JSON.parse(text) as Document, text };
}

/** "GET /tmap/geofencing/regions/{regionId}" for every method and path of the document. */
function documentRoutes(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}

function operation(doc: Document, id: string): Operation {
  const found = Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

describe('GET /_locus/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a key, for this emulator', async () => {
    const { doc } = await served();
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.info).toMatchObject({ title: 'Locus emulator', version: EMULATOR_VERSION });
    expect(doc.servers).toEqual([{ url: '/', description: 'This emulator' }]);
  });

  it('lists exactly the routes the emulator serves, and each of them answers as served', async () => {
    const { app, doc } = await served();
    // What the app routes under the API prefixes (middleware is registered for '*', not a path).
    const appRoutes = new Set(
      app.app.routes.filter((r) => r.method !== 'ALL' && apiAreaOf(r.path) !== undefined).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(appRoutes.size).toBeGreaterThan(0);
    expect(documentRoutes(doc).sort()).toEqual([...appRoutes].sort());

    // From outside: without a key every documented operation is refused by the gateway as a served
    // route (401 UNAUTHORIZED), never as an unknown one (403 MISSING_AUTHENTICATION_TOKEN).
    for (const route of documentRoutes(doc)) {
      const [method = '', path = ''] = route.split(' ');
      const res = await app.get(path.replace(/\{\w+\}/g, 'x1'), { method });
      expect({ route, status: res.status, body: (await res.json()) as unknown }).toMatchObject({
        route,
        status: 401,
        body: { error: { code: 'UNAUTHORIZED' } },
      });
    }
    // ...while a path the document does not hold is no route.
    const unknown = await app.get('/tmap/geo/notAnOperation?version=1', { headers: { appKey: TEST_KEY } });
    expect(unknown.status).toBe(403);
  });

  it('names every operation by its registry id, tagged by area', async () => {
    const { doc } = await served();
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.sort()).toEqual([...OPERATION_IDS].sort());
    for (const id of OPERATION_IDS) expect(operation(doc, id).tags).toEqual([operationContracts[id].area]);
  });

  it('places parameters and the key per area: query on /tmap and /tms, headers on /nugufacecan; the key in the header appKey, or the query outside /nugufacecan', async () => {
    const { doc } = await served();
    const schemes = doc.components.securitySchemes;
    const keyPlaces = (id: string) => operation(doc, id).security.flatMap((s) => Object.keys(s).map((name) => schemes[name]?.in));

    const reverse = operation(doc, 'reverseGeocoding');
    const where = (op: Operation) => Object.fromEntries(op.parameters.map((p) => [p.name, `${p.in}${p.required ? '!' : ''}`]));
    expect(where(reverse)).toMatchObject({ lat: 'query!', lon: 'query!', version: 'query!', coordType: 'query', format: 'query', callback: 'query' });
    expect(keyPlaces('reverseGeocoding')).toEqual(['header', 'query']);
    expect(where(operation(doc, 'regionLookup'))).toMatchObject({ regionId: 'path!' });
    // Values as they travel: a choice of codes (an empty value counts as absent), numbers as numbers.
    const param = (id: string, name: string) => operation(doc, id).parameters.find((p) => p.name === name);
    expect(param('reverseGeocoding', 'coordType')?.schema).toEqual({ type: 'string', enum: ['WGS84GEO', 'EPSG3857', 'KATECH', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM'] });
    expect(param('reverseGeocoding', 'lat')?.schema).toEqual({ type: 'number' });
    // The region search is by keyword or by coordinates: each branch's fields, told apart.
    expect(param('regionSearch', 'searchType')).toMatchObject({ required: true, schema: { enum: ['KEYWORD', 'COORDINATES'] } });
    expect(param('regionSearch', 'searchKeyword')).toMatchObject({ required: false, description: 'Only with searchType=KEYWORD.' });
    expect(param('regionSearch', 'reqLat')).toMatchObject({ required: false, description: 'Only with searchType=COORDINATES.' });

    expect(where(operation(doc, 'zoneInsert'))).toEqual({ code: 'query!', name: 'query!' });
    expect(keyPlaces('zoneInsert')).toEqual(['header', 'query']);
    const bulk = operation(doc, 'zoneListInsert');
    expect(bulk.parameters).toEqual([]);
    expect(bulk.requestBody?.content).toHaveProperty(['application/json', 'schema', 'required'], ['reqDatas']);

    const create = operation(doc, 'faceCreate');
    expect(where(create)).toEqual({ 'app-id': 'header!', 'group-id': 'header!', 'subject-id': 'header!', 'face-name': 'header!', 'allow-mask': 'header', key: 'header' });
    expect(Object.keys(create.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
    expect(where(operation(doc, 'groupList'))).toEqual({ 'app-id': 'header!' });
    expect(where(operation(doc, 'subjectDelete'))).toMatchObject({ subject_id: 'path!', 'app-id': 'header!', 'group-id': 'header!' });
    expect(keyPlaces('faceCreate')).toEqual(['header']);
    expect(schemes.headerAppKey).toMatchObject({ in: 'header', name: 'appKey' });
  });

  it('describes the answers: the /tmap formats, and each area’s error envelope', async () => {
    const { doc } = await served();
    const types = (id: string) => Object.keys(operation(doc, id).responses['200']?.content ?? {});
    expect(types('reverseGeocoding')).toEqual(['application/json', 'application/xml', 'application/javascript']);
    expect(types('regionLookup')).toContain('application/vnd.google-earth.kml+xml');
    expect(types('zoneList')).toEqual(['application/json']);
    const errors = (id: string) => Object.fromEntries(Object.entries(operation(doc, id).responses).filter(([s]) => s !== '200').map(([s, r]) => [s, r.$ref]));
    expect(errors('geocoding')).toEqual({
      '400': '#/components/responses/TmapBadRequest',
      '401': '#/components/responses/Unauthorized',
      '403': '#/components/responses/Forbidden',
      '429': '#/components/responses/TooManyRequests',
    });
    expect(errors('zoneDelete')['400']).toBe('#/components/responses/ZoneBadRequest');
    expect(errors('faceDetect')['400']).toBe('#/components/responses/FaceBadRequest');
  });

  it('states the zone rules with the contract’s limits', async () => {
    const { doc } = await served();
    const [code, name] = ['code', 'name'].map((n) => operation(doc, 'zoneInsert').parameters.find((p) => p.name === n));
    const pattern = new RegExp(String(code?.schema.pattern));
    expect(pattern.test('1'.repeat(ZONE_CODE_MAX))).toBe(true);
    expect(pattern.test('1'.repeat(ZONE_CODE_MAX + 1))).toBe(false);
    expect(pattern.test('12a')).toBe(false);
    expect(code?.schema.description).toContain(String(ZONE_CODE_MAX));
    expect(name?.schema.description).toContain(String(ZONE_NAME_MAX));
    // Characters are grapheme clusters, which JSON Schema cannot say: no maxLength (code points), and the text says so.
    expect(name?.schema.maxLength).toBeUndefined();
    expect(name?.schema.description).toMatch(/grapheme cluster/);
  });

  it('holds no key', async () => {
    const { text } = await served();
    expect(text).not.toContain(TEST_KEY);
    expect(text).not.toContain(DEMO_API_KEY);
    expect(text).not.toContain(TEST_APP_ID);
  });
});

describe('GET /_locus/docs', () => {
  it('serves the reference page and its renderer from this origin, under a policy that allows no inline or foreign script', async () => {
    t = makeTestApp();
    for (const path of ['/_locus/docs', '/_locus/docs/']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https?:)/);
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const html = await res.text();
      expect(html).not.toMatch(/<script>(?!<\/script>)/);
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(assets).toContain('/_locus/docs/swagger-ui-bundle.js');
      for (const asset of assets) {
        const file = await t.get(asset);
        expect({ asset, status: file.status }).toEqual({ asset, status: 200 });
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    }
    const init = await (await t.get('/_locus/docs/docs-init.js')).text();
    expect(init).toContain('/_locus/openapi.json');
    expect(init).toContain('validatorUrl: null');
  });

  it('serves nothing else of the renderer package', async () => {
    t = makeTestApp();
    for (const path of ['/_locus/docs/package.json', '/_locus/docs/index.html', '/_locus/docs/swagger-initializer.js', '/_locus/docs/%2E%2E%2Fpackage.json']) {
      const status = (await t.get(path)).status;
      expect({ path, refused: status === 404 || status === 400 }).toEqual({ path, refused: true });
    }
  });

  it('is not swallowed by the console’s fallback to index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-console-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
      t = makeTestApp({}, { consoleDir: dir });
      expect(await (await t.get('/settings')).text()).toContain('<title>console</title>');
      for (const path of ['/_locus/docs', '/_locus/openapi.json']) {
        const body = await (await t.get(path)).text();
        expect(body).not.toContain('<title>console</title>');
        expect(body).toContain('Locus emulator');
      }
      const missing = await t.get('/_locus/docs/missing.js');
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('<title>console</title>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
