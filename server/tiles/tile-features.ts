import type { Feature, Geometry } from 'geojson';
import type { MapArea, WorldServices } from '../world-services-types.ts';
import type { Region } from '../domain/world-types.ts';
import { landAndWater } from './land-water.ts';
import { buildingParts, minBuildingSize } from './building-shapes.ts';
import { LAYER_KEY, type TileContent } from './encode-tile.ts';
import { labelRanksAt, AREA_LAYERS, BUILDINGS_MINZOOM, maxRoadCategoryAt, POIS_MINZOOM } from './layer-zooms.ts';
import type { TileFeature } from './mvt-writer.ts';
import { bandedShape, flatPolygons, FULL_DETAIL_ZOOM, shapeInBox, storedShape, type BandedShape, type FlatPolygon } from './polygon-shapes.ts';
import { regionBandsFrom } from './region-bands.ts';
import { roadFeatures, roadLinkBudget, snapUnits } from './road-features.ts';
import { tileBox, tileUnit, TILE_BUFFER, type TileId } from './tile-math.ts';

/**
 * The features of one tile, as GeoJSON in degrees with each feature's layer in the `_layer`
 * property: only what meets the tile (plus a margin beyond the encoder's buffer), polygons
 * already simplified for the zoom and cut near the tile (the encoder clips them exactly).
 */
/** The margin of the pre-cut, in tile units: beyond the encoder's buffer so it clips cleanly. */
const CUT_MARGIN = 2 * TILE_BUFFER;
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

/** An imported region's shape from the bands stored at import: its geometry read only for a band not stored (or full detail). */
function storedRegionShape(region: Region, stored: Uint8Array, box: [number, number, number, number]): BandedShape {
  let bands: Map<number, FlatPolygon[]>;
  try {
    bands = regionBandsFrom(stored);
  } catch {
    // Damaged: simplified from the geometry as for any other shape.
    bands = new Map();
  }
  return storedShape(box, bands, () => flatPolygons(region.geometry).flat);
}

function regionShape(region: Region): BandedShape {
  let shape = regionShapes.get(region);
  if (!shape) {
    shape = region.shapeBands && region.bbox ? storedRegionShape(region, region.shapeBands, region.bbox) : bandedShape(region.geometry);
    regionShapes.set(region, shape);
  }
  return shape;
}

export function tileFeatures(world: WorldServices, tile: TileId): TileContent {
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

  let roads: TileFeature[] = [];
  const maxCategory = maxRoadCategoryAt(z);
  if (maxCategory >= 0) {
    // Below full detail, links within the snap grid both ways are not drawn (nor read).
    const minSize = z < FULL_DETAIL_ZOOM ? snapUnits(z) * tileUnit(z) * 360 * 0.75 : 0;
    roads = roadFeatures(world.mapRoads({ box, maxCategory, minSize, budget: roadLinkBudget(z) }), tile);
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
  return { collection: { type: 'FeatureCollection', features }, projected: new Map([['roads', roads]]) };
}
