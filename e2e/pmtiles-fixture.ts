import type { Feature, FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { writePmtiles, type PmtilesTile } from '../server/tiles/pmtiles-write';

/**
 * A small PMTiles archive in the Protomaps schema (layers earth, water, roads, places) around
 * Seoul, for the PMTiles basemap journey: land over the whole area, the Han River, one major
 * road and the place "서울" (Korean names, as a Korean extract has them).
 */

export const SEOUL: [number, number] = [126.978, 37.5665];
const BBOX: [number, number, number, number] = [126.6, 37.3, 127.4, 37.8];
const MAX_ZOOM = 12;

const polygon = (ring: [number, number][], properties: Record<string, unknown>): Feature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
});
const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

const LAYERS: Record<string, FeatureCollection> = {
  earth: collection([
    polygon(
      [
        [124, 33],
        [132, 33],
        [132, 39],
        [124, 39],
        [124, 33],
      ],
      { kind: 'earth' },
    ),
  ]),
  water: collection([
    // The Han River, as a band south of the city centre.
    polygon(
      [
        [126.7, 37.52],
        [127.3, 37.52],
        [127.3, 37.535],
        [126.7, 37.535],
        [126.7, 37.52],
      ],
      { kind: 'river', name: '한강', 'name:ko': '한강' },
    ),
  ]),
  roads: collection([
    {
      type: 'Feature',
      properties: { kind: 'major_road', kind_detail: 'primary', name: '세종대로', 'name:ko': '세종대로', min_zoom: 0 },
      geometry: {
        type: 'LineString',
        coordinates: [
          [126.9768, 37.58],
          [126.9768, 37.555],
        ],
      },
    },
  ]),
  places: collection([
    {
      type: 'Feature',
      properties: { kind: 'locality', name: '서울', 'name:ko': '서울', 'name:en': 'Seoul', script: 'Hangul', capital: 'yes', population_rank: 15, min_zoom: 0 },
      geometry: { type: 'Point', coordinates: SEOUL },
    },
  ]),
};

function tileRange(z: number): { x0: number; x1: number; y0: number; y1: number } {
  const n = 2 ** z;
  const x = (lon: number) => Math.floor(((lon + 180) / 360) * n);
  const y = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  };
  return { x0: x(BBOX[0]), x1: x(BBOX[2]), y0: y(BBOX[3]), y1: y(BBOX[1]) };
}

/** The archive's bytes: every tile from z0 to z12 over the area, MVT, uncompressed. */
export function seoulPmtiles(): Uint8Array {
  const indexes = Object.entries(LAYERS).map(([name, data]) => [name, new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, extent: 4096 })] as const);
  const tiles: PmtilesTile[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const { x0, x1, y0, y1 } = tileRange(z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const layers: Record<string, unknown> = {};
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) layers[name] = tile;
        }
        if (Object.keys(layers).length === 0) continue;
        // vt-pbf's types name an older geojson-vt; the tile objects are the same shape.
        tiles.push({ z, x, y, data: vtpbf.fromGeojsonVt(layers as Parameters<typeof vtpbf.fromGeojsonVt>[0], { version: 2 }) });
      }
    }
  }
  return writePmtiles(tiles, {
    tileCompression: 1,
    tileType: 1,
    bounds: BBOX,
    center: [SEOUL[0], SEOUL[1], 11],
    metadata: {
      name: 'Seoul test extract',
      attribution: '© OpenStreetMap contributors',
      vector_layers: Object.keys(LAYERS).map((id) => ({ id, fields: {} })),
    },
  });
}
