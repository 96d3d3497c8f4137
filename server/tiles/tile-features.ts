import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { MapArea, MapRoad, WorldServices } from '../app-types.ts';
import { ROAD_CODE_TABLES } from '../../shared/contract/code-tables';
import type { Region } from '../domain/world-types.ts';
import { landAndWater } from './land-water.ts';
import { buildingParts, minBuildingSize } from './building-shapes.ts';
import { labelRanksAt, AREA_LAYERS, BUILDINGS_MINZOOM, maxRoadCategoryAt, POIS_MINZOOM, roadClassOf } from './layer-zooms.ts';
import { bandedShape, FULL_DETAIL_ZOOM, shapeInBox, type BandedShape } from './polygon-shapes.ts';
import { generaliseLines } from './road-lines.ts';
import { tileBox, tileUnit, TILE_BUFFER, type TileId } from './tile-math.ts';

/**
 * The features of one tile, as GeoJSON in degrees with each feature's layer in the `_layer`
 * property: only what meets the tile (plus a margin beyond the encoder's buffer), polygons
 * already simplified for the zoom and cut near the tile (the encoder clips them exactly).
 */
export const LAYER_KEY = '_layer';
/** The margin of the pre-cut, in tile units: beyond the encoder's buffer so it clips cleanly. */
const CUT_MARGIN = 2 * TILE_BUFFER;
/**
 * Roads below FULL_DETAIL_ZOOM keep a vertex only this many tile units from the previous one, and
 * links within that both ways are left out: a pixel of a 512 px tile (8 units) up to z 11, half
 * of one at z 12. The gaps they leave are under a pixel; a dense city's z 9 tile stays a tile.
 */
function snapUnits(z: number): number {
  return z <= 11 ? 8 : 4;
}

const regionShapes = new WeakMap<Region, BandedShape>();
const waterShapes = new WeakMap<MapArea, BandedShape>();

function waterShape(area: MapArea): BandedShape {
  let shape = waterShapes.get(area);
  if (!shape) {
    shape = bandedShape(area.polygons);
    waterShapes.set(area, shape);
  }
  return shape;
}

/** Imported water smaller than this many tile units both ways is left out of a tile. */
const MIN_WATER_UNITS = 8;

function regionShape(region: Region): BandedShape {
  let shape = regionShapes.get(region);
  if (!shape) {
    shape = bandedShape(region.geometry);
    regionShapes.set(region, shape);
  }
  return shape;
}

export function tileFeatures(world: WorldServices, tile: TileId): FeatureCollection {
  const { z } = tile;
  const box = tileBox(tile, CUT_MARGIN);
  const features: Feature[] = [];
  const add = (layer: string, geometry: Geometry, properties: Record<string, string | number>) =>
    features.push({ type: 'Feature', geometry, properties: { ...properties, [LAYER_KEY]: layer } });

  const { land, water } = landAndWater();
  // One feature each for the land and the sea of the tile, whatever the pieces under it.
  const landParts = land.flatMap((piece) => shapeInBox(piece, tile, box));
  if (landParts.length > 0) add('land', { type: 'MultiPolygon', coordinates: landParts }, {});
  const waterParts = water.flatMap((piece) => shapeInBox(piece, tile, box));
  if (waterParts.length > 0) add('water', { type: 'MultiPolygon', coordinates: waterParts }, { kind: 'sea' });
  // Inland water: one feature per kind (river, lake…) and origin, coastlines as lines. Imported
  // water replaces the demo world's Han River (WorldServices.mapWater).
  const waterByKind = new Map<string, number[][][][]>();
  const coastlines: [number, number][][] = [];
  for (const area of world.mapWater({ box, minSize: z < FULL_DETAIL_ZOOM ? MIN_WATER_UNITS * tileUnit(z) * 360 : 0 })) {
    if (area.kind === 'coastline') {
      for (const polygon of area.polygons) for (const line of polygon) coastlines.push(line);
      continue;
    }
    const parts = shapeInBox(waterShape(area), tile, box);
    if (parts.length === 0) continue;
    // The demo world's river apart from imported water: it is kept from under real answers.
    const key = `${area.demo ? 1 : 0}${area.kind}`;
    const list = waterByKind.get(key);
    if (list) list.push(...parts);
    else waterByKind.set(key, parts);
  }
  for (const [key, coordinates] of waterByKind) add('water', { type: 'MultiPolygon', coordinates }, { kind: key.slice(1), ...(key.startsWith('1') ? { demo: 1 } : {}) });
  if (coastlines.length > 0) add('water', { type: 'MultiLineString', coordinates: coastlines }, { kind: 'coastline' });

  const regions = world.regions();
  for (const { layer, category, minzoom } of AREA_LAYERS) {
    if (z < minzoom) continue;
    for (const region of regions.inBox(box, category)) {
      const coordinates = shapeInBox(regionShape(region), tile, box);
      if (coordinates.length > 0) add(layer, { type: 'MultiPolygon', coordinates }, { name: region.name, code: region.code, regionId: region.regionId, demo: world.isDemoRegion(region) ? 1 : 0 });
    }
  }

  const labelBox = tileBox(tile, TILE_BUFFER);
  for (const { kind, category, rank } of labelRanksAt(z)) {
    for (const region of regions.inBox(labelBox, category)) {
      const [lon, lat] = region.center;
      if (lon < labelBox[0] || lon > labelBox[2] || lat < labelBox[1] || lat > labelBox[3]) continue;
      add('labels', { type: 'Point', coordinates: [lon, lat] }, { name: region.name, kind, rank, code: region.code, regionId: region.regionId, demo: world.isDemoRegion(region) ? 1 : 0 });
    }
  }

  const maxCategory = maxRoadCategoryAt(z);
  if (maxCategory >= 0) {
    // Below full detail, links within the snap grid both ways are not drawn (nor read).
    const minSize = z < FULL_DETAIL_ZOOM ? snapUnits(z) * tileUnit(z) * 360 * 0.75 : 0;
    for (const road of mergedRoads(world.mapRoads({ box, maxCategory, minSize }), z)) {
      add('roads', { type: 'MultiLineString', coordinates: road.lines }, road.properties);
    }
  }

  if (z >= POIS_MINZOOM) {
    for (const poi of world.mapPois({ box: labelBox })) {
      add('pois', { type: 'Point', coordinates: [poi.lon, poi.lat] }, { name: poi.name, category: poi.category, id: poi.id, demo: poi.demo ? 1 : 0 });
    }
  }

  if (z >= BUILDINGS_MINZOOM) {
    const parts = buildingParts(world.mapBuildings({ box, minSize: minBuildingSize(z) }), tile, box);
    if (parts.length > 0) add('buildings', { type: 'MultiPolygon', coordinates: parts }, {});
  }
  return { type: 'FeatureCollection', features };
}

interface MergedRoad {
  properties: { name: string; roadCategory: number; lanes: number; oneway: number; class: string; demo: number };
  lines: [number, number][][];
}

/**
 * Links with the same attributes become one multi-line feature (a road drawn in many links is
 * one feature of the tile). Below FULL_DETAIL_ZOOM each link is snapped to a grid of
 * snapUnits(z) tile units (a link within one cell vanishes), the links that continue one another
 * are joined into lines and each line is simplified within half a cell (road-lines.ts), so a
 * low-zoom tile does not carry every vertex of every link.
 */
const isPlaceholderName = (road: MapRoad): boolean => (ROAD_CODE_TABLES.roadCategory as Readonly<Record<number, { ko: string }>>)[road.roadCategory]?.ko === road.name;

function mergedRoads(roads: readonly MapRoad[], z: number): MergedRoad[] {
  const byKey = new Map<string, MergedRoad>();
  for (const road of roads) {
    const demo = road.demo ? 1 : 0;
    const key = `${road.name}\u0000${road.roadCategory}\u0000${road.lanes}\u0000${road.oneway}\u0000${demo}`;
    let merged = byKey.get(key);
    if (!merged) {
      merged = {
        // An unnamed link answers nearToRoad with its class's name (이면도로…): not a name to label.
        properties: { name: isPlaceholderName(road) ? '' : road.name, roadCategory: road.roadCategory, lanes: road.lanes, oneway: road.oneway, class: roadClassOf(road.roadCategory), demo },
        lines: [],
      };
      byKey.set(key, merged);
    }
    merged.lines.push(road.coordinates);
  }
  if (z >= FULL_DETAIL_ZOOM) return [...byKey.values()];
  // Below full detail: links snapped to the grid, joined into lines and simplified to half a cell.
  const cell = tileUnit(z) * snapUnits(z);
  const out: MergedRoad[] = [];
  for (const road of byKey.values()) {
    const lines = generaliseLines(road.lines, cell, cell / 2);
    if (lines.length > 0) out.push({ ...road, lines });
  }
  return out;
}
