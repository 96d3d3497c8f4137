import { describe, expect, it } from 'vitest';
import { createWorldServices } from '../world-services';
import { buildDemoWorld } from '../domain/world-builder';
import { encodeTile } from './encode-tile';
import { tileFeatures } from './tile-features';
import { tileAt, TILE_BUFFER, TILE_EXTENT, type TileId } from './tile-math';
import { decodeTile, type DecodedFeature } from './tile-testing';

/** The tiles of the demo world, decoded as a map would read them. */
const world = createWorldServices();
const demo = buildDemoWorld();

function tile(t: TileId): Record<string, DecodedFeature[]> {
  const bytes = encodeTile(tileFeatures(world, t), t);
  return bytes ? decodeTile(bytes) : {};
}

const at = (lon: number, lat: number, z: number) => tile(tileAt(lon, lat, z));

const seoul = demo.regions.find((r) => r.category === 'city_do')!;
const dong = demo.regions.find((r) => r.category === 'adminDong')!;
const street = demo.roads.links.find((l) => l.roadCategory === 7)!;
const poi = demo.pois.pois[0]!;

describe('tile layers by zoom', () => {
  it('labels the province at z 6 but not at z 12, districts at z 10, dongs at z 13', () => {
    const [lon, lat] = seoul.center;
    expect(at(lon, lat, 6).labels).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ name: seoul.name, kind: 'province', rank: 1 }) }));
    expect((at(lon, lat, 12).labels ?? []).filter((f) => f.properties.rank === 1)).toEqual([]);
    const district = demo.regions.find((r) => r.category === 'gu_gun')!;
    const z10 = at(district.center[0], district.center[1], 10).labels ?? [];
    expect(z10).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ name: district.name, kind: 'district', rank: 2 }) }));
    expect(z10.filter((f) => f.properties.rank === 3)).toEqual([]);
    const z13 = at(dong.center[0], dong.center[1], 13).labels ?? [];
    expect(z13).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ name: dong.name, kind: 'dong', rank: 3, code: dong.code }) }));
  });

  it('draws dong polygons at z 12 but not at z 8', () => {
    const [lon, lat] = dong.center;
    const z12 = at(lon, lat, 12);
    expect(z12.admin_dong?.map((f) => f.properties.regionId)).toContain(dong.regionId);
    expect(z12.admin_dong?.[0]?.type).toBe(3);
    expect(at(lon, lat, 8).admin_dong).toBeUndefined();
    expect(at(lon, lat, 8).admin_province?.map((f) => f.properties.name)).toContain(seoul.name);
  });

  it('draws street roads at z 14 but not at z 9', () => {
    const [lon, lat] = street.points[0]!;
    const z14 = at(lon, lat, 14).roads ?? [];
    expect(z14).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ name: street.roadName, class: 'street', roadCategory: 7 }) }));
    expect((at(lon, lat, 9).roads ?? []).filter((f) => f.properties.class === 'street')).toEqual([]);
  });

  it('draws POIs at z 15 but not at z 12', () => {
    expect(at(poi.lon, poi.lat, 15).pois).toContainEqual(expect.objectContaining({ properties: { name: poi.name, category: poi.category, id: poi.id, demo: 1 } }));
    expect(at(poi.lon, poi.lat, 12).pois).toBeUndefined();
  });

  it('keeps every geometry within the extent and its buffer, and draws a polygon in each tile it spans', () => {
    const centre = tileAt(seoul.center[0], seoul.center[1], 12);
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [-1, -1]] as const) {
      const layers = tile({ z: 12, x: centre.x + dx, y: centre.y + dy });
      expect(layers.admin_province?.map((f) => f.properties.name)).toContain(seoul.name);
      for (const features of Object.values(layers)) {
        for (const f of features) {
          for (const ring of f.rings) {
            for (const p of ring) {
              expect(p.x).toBeGreaterThanOrEqual(-TILE_BUFFER - 1);
              expect(p.x).toBeLessThanOrEqual(TILE_EXTENT + TILE_BUFFER + 1);
              expect(p.y).toBeGreaterThanOrEqual(-TILE_BUFFER - 1);
              expect(p.y).toBeLessThanOrEqual(TILE_EXTENT + TILE_BUFFER + 1);
            }
          }
        }
      }
    }
  });
});

describe('encoding', () => {
  it('writes exterior rings with positive area and holes negative (MVT 2.1), a line cut at the tile edge into the buffer', () => {
    const layers = at(dong.center[0], dong.center[1], 12);
    const area = (ring: { x: number; y: number }[]) => ring.reduce((sum, a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      return sum + a.x * b.y - b.x * a.y;
    }, 0);
    for (const f of [...(layers.admin_dong ?? []), ...(layers.land ?? [])]) expect(area(f.rings[0]!)).toBeGreaterThan(0);
    // The sea around Busan: one exterior ring with the land as its holes.
    const sea = at(129.04, 35.1, 9).water![0]!;
    expect(area(sea.rings[0]!)).toBeGreaterThan(0);
    expect(sea.rings.slice(1).some((r) => area(r) < 0)).toBe(true);
  });
});

describe('land and sea (Natural Earth)', () => {
  // (The z 10 tile of lon 129.5, lat 34.6 holds Tsushima's east coast: the open sea east of it is taken.)
  it('has land over Busan’s coast at z 9 and only sea far out at lon 129.9, lat 34.6 at z 10', () => {
    const busan = at(129.04, 35.1, 9);
    expect(busan.land?.length).toBe(1);
    expect(busan.water).toContainEqual(expect.objectContaining({ properties: { kind: 'sea' } }));
    const sea = at(129.9, 34.6, 10);
    expect(sea.land).toBeUndefined();
    expect(sea.water).toHaveLength(1);
    expect(Object.keys(sea)).toEqual(['water']);
  });

  it('has land in Japan and China too, none of the demo world’s hand-drawn outline', () => {
    expect(at(130.4, 33.6, 8).land?.length).toBe(1); // Fukuoka
    expect(at(121.5, 31.2, 8).land?.length).toBe(1); // Shanghai
  });

  it('is not cut on a grid of its own inside a tile (a cut would be drawn as a seam)', () => {
    // Korea's z 6 tile spans lon 123.75–129.375: an edge straight along a whole degree of
    // longitude inside it (x of lon 124 … 129) is a cut, not a coast.
    const cuts = [124, 125, 126, 127, 128, 129].map((lon) => Math.round(((lon - 123.75) / 5.625) * TILE_EXTENT));
    for (const layer of ['land', 'water'] as const) {
      for (const f of at(127, 36, 6)[layer] ?? []) {
        for (const ring of f.rings) {
          for (let i = 1; i < ring.length; i++) {
            const a = ring[i - 1]!;
            const b = ring[i]!;
            const onCut = cuts.some((x) => Math.abs(a.x - x) <= 1);
            if (onCut && a.x === b.x) expect(Math.abs(a.y - b.y), `${layer}: a straight cut at x ${a.x}`).toBeLessThan(16);
          }
        }
      }
    }
  });
});
