import { createServer, type Server } from 'node:http';
import type { Feature, FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';

/**
 * A stand-in for an online basemap provider (OpenFreeMap and the like), on a port of its own: a
 * small MapLibre style in the OpenMapTiles schema and its vector tiles around Seoul, made here —
 * water (the Han River), `transportation` lines by class and a `place` point "서울" with
 * `name:ko`. The style names glyphs and a sprite the way providers do; the console must need
 * neither (it draws labels in its bundled font, icons it cannot have are left out): every
 * request for them is counted.
 */

export const SEOUL: [number, number] = [126.978, 37.5665];
const MAX_ZOOM = 14;

const line = (coordinates: [number, number][], properties: Record<string, unknown>): Feature => ({ type: 'Feature', properties, geometry: { type: 'LineString', coordinates } });
const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

const LAYERS: Record<string, FeatureCollection> = {
  water: collection([
    {
      type: 'Feature',
      properties: { class: 'river' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [126.7, 37.52],
            [127.3, 37.52],
            [127.3, 37.535],
            [126.7, 37.535],
            [126.7, 37.52],
          ],
        ],
      },
    },
  ]),
  transportation: collection([
    line(
      [
        [126.9768, 37.6],
        [126.9768, 37.54],
      ],
      { class: 'primary' },
    ),
    line(
      [
        [126.9, 37.571],
        [127.06, 37.571],
      ],
      { class: 'motorway' },
    ),
  ]),
  place: collection([{ type: 'Feature', properties: { class: 'city', name: 'Seoul', 'name:latin': 'Seoul', 'name:ko': '서울' }, geometry: { type: 'Point', coordinates: SEOUL } }]),
};

/** Colours the journey looks for in the map's pixels. */
const PROVIDER_ROAD_COLOR = '#d0301a';

function providerStyle(origin: string, dark = false): unknown {
  return {
    version: 8,
    name: dark ? 'Stand-in provider (dark)' : 'Stand-in provider',
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${origin}/sprites/standin`,
    sources: {
      openmaptiles: { type: 'vector', tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`], maxzoom: MAX_ZOOM, attribution: '<a href="https://provider.example">© Stand-in</a> <img src=x onerror=alert(1)>' },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': dark ? '#1d2126' : '#f2efe9' } },
      { id: 'water', type: 'fill', source: 'openmaptiles', 'source-layer': 'water', paint: { 'fill-color': dark ? '#23374d' : '#a0c8f0' } },
      {
        id: 'road-primary',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        filter: ['match', ['get', 'class'], ['primary', 'motorway'], true, false],
        paint: { 'line-color': PROVIDER_ROAD_COLOR, 'line-width': 8 },
      },
      {
        id: 'place-city',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'place',
        layout: { 'text-field': '{name:latin}', 'text-font': ['Noto Sans Bold'], 'text-size': 28, 'icon-image': 'dot' },
        paint: { 'text-color': dark ? '#e8e8e8' : '#202020', 'text-halo-color': dark ? '#000000' : '#ffffff', 'text-halo-width': 2 },
      },
    ],
  };
}

export class StandInProvider {
  readonly origin: string;
  /** Requests for glyphs or sprites (the console should make none for glyphs). */
  readonly glyphRequests: string[] = [];
  private server: Server | undefined;
  private readonly indexes = Object.entries(LAYERS).map(([name, data]) => [name, new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: 5, extent: 4096 })] as const);

  constructor(private readonly port: number) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  private tile(z: number, x: number, y: number): Uint8Array | undefined {
    const layers: Record<string, unknown> = {};
    for (const [name, index] of this.indexes) {
      const t = index.getTile(z, x, y);
      if (t && t.features.length > 0) layers[name] = t;
    }
    if (Object.keys(layers).length === 0) return undefined;
    // vt-pbf's types name an older geojson-vt; the tile objects are the same shape.
    return vtpbf.fromGeojsonVt(layers as Parameters<typeof vtpbf.fromGeojsonVt>[0], { version: 2 });
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', this.origin).pathname;
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if (path === '/style.json' || path === '/dark.json') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(providerStyle(this.origin, path === '/dark.json')));
        return;
      }
      const m = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
      if (m) {
        const body = this.tile(Number(m[1]), Number(m[2]), Number(m[3]));
        if (body) res.writeHead(200, { ...cors, 'Content-Type': 'application/x-protobuf' }).end(Buffer.from(body));
        else res.writeHead(204, cors).end();
        return;
      }
      if (path.startsWith('/fonts/')) this.glyphRequests.push(path);
      if (path.startsWith('/sprites/')) {
        // A sprite: one transparent pixel named "dot".
        if (path.endsWith('.json')) res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ dot: { x: 0, y: 0, width: 1, height: 1, pixelRatio: 1 } }));
        else res.writeHead(200, { ...cors, 'Content-Type': 'image/png' }).end(ONE_PIXEL_PNG);
        return;
      }
      res.writeHead(404, cors).end();
    });
    await new Promise<void>((r) => this.server?.listen(this.port, '127.0.0.1', r));
  }

  async stop(): Promise<void> {
    const s = this.server;
    if (!s) return;
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
    this.server = undefined;
  }
}

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
