import { isClosed, MAX_AREA_VERTICES, type AreaGeometry, type AreaPolygon } from '../domain/area-geometry';
import { areaClass } from '../domain/osm-area-tags';
import { isRecord } from '../../shared/is-record';
import type { AreaSink, AreaSource } from './area-sources';
import { openGeoJsonFeatures } from './road-geojson-source';

/**
 * Water and building footprints of a GeoJSON file of OSM features (the layouts the road reader
 * takes, road-geojson-source.ts): Polygon and MultiPolygon features tagged as water or a
 * building, LineString (or MultiLineString) features tagged natural=coastline. The OSM object
 * is the feature's `id` or `@id` ("way/123", "relation/45"; a bare number is a way), else
 * `osm_way_id` (a way) or `osm_id` (a relation when the geometry is a MultiPolygon, as ogr2ogr's
 * multipolygons layer writes, else a way). Features of other tags (roads…) are not counted here.
 */
export async function geoJsonAreaSource(path: string): Promise<AreaSource> {
  const opened = await openGeoJsonFeatures(path);
  return {
    file: opened.file,
    async read(sink: AreaSink) {
      await opened.forEachFeature((feature, where) => {
        const area = areaFeature(feature);
        if (area === null) return;
        if ('reason' in area) sink.malformed(where, area.reason, area.layer);
        else sink.area(area.type, area.id, area.kind, area.geometry, where);
      });
    },
  };
}

interface AreaFeature {
  type: 'way' | 'relation';
  id: number;
  kind: NonNullable<ReturnType<typeof areaClass>>;
  geometry: AreaGeometry;
}

/** A water or building feature; null when the feature is neither (or not a feature at all); else why it is malformed. */
function areaFeature(feature: unknown): AreaFeature | null | { reason: string; layer: 'water' | 'buildings' } {
  const kind = featureClass(feature);
  if (!kind) return null;
  const parsed = parseArea(feature, kind);
  return typeof parsed === 'string' ? { reason: parsed, layer: kind.layer } : parsed;
}

function featureClass(feature: unknown): ReturnType<typeof areaClass> {
  if (!isRecord(feature) || feature['type'] !== 'Feature') return null;
  return areaClass(tagsOf(feature));
}

function tagsOf(feature: Record<string, unknown>): Record<string, string> {
  const properties = isRecord(feature['properties']) ? feature['properties'] : {};
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string') tags[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') tags[key] = String(value);
  }
  return tags;
}

function parseArea(feature: unknown, kind: NonNullable<ReturnType<typeof areaClass>>): AreaFeature | string {
  if (!isRecord(feature)) return 'not a GeoJSON Feature';
  const properties = isRecord(feature['properties']) ? feature['properties'] : {};
  const geometry = feature['geometry'];
  if (!isRecord(geometry)) return 'no geometry';
  const type = geometry['type'];
  const raw = geometry['coordinates'];
  const object = osmObjectOf(feature['id'] ?? properties['@id'], properties, type);
  if (typeof object === 'string') return object;
  let budget = MAX_AREA_VERTICES;
  const ring = (value: unknown, closed: boolean): Int32Array | string => {
    if (!Array.isArray(value) || value.length < (closed ? 4 : 2)) return closed ? 'a ring needs at least four positions' : 'a line needs at least two positions';
    budget -= value.length;
    if (budget < 0) return `more than ${MAX_AREA_VERTICES.toLocaleString('en')} vertices`;
    const out = new Int32Array(value.length * 2);
    for (const [i, position] of value.entries()) {
      if (!Array.isArray(position) || typeof position[0] !== 'number' || typeof position[1] !== 'number') return 'a position is not [lon, lat]';
      const [lon, lat] = position as [number, number];
      if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return `position [${lon}, ${lat}] is not a WGS84 [lon, lat]`;
      out[2 * i] = Math.round(lon * 1e7);
      out[2 * i + 1] = Math.round(lat * 1e7);
    }
    if (closed && !isClosed(out)) return 'a ring does not close (its last position is not its first)';
    return out;
  };
  const polygon = (value: unknown): AreaPolygon | string => {
    if (!Array.isArray(value) || value.length === 0) return 'a polygon needs at least one ring';
    const rings: AreaPolygon = [];
    for (const r of value) {
      const parsed = ring(r, true);
      if (typeof parsed === 'string') return parsed;
      rings.push(parsed);
    }
    return rings;
  };
  const out: AreaGeometry = [];
  if (kind.layer === 'water' && kind.kind === 'coastline') {
    const lines = type === 'LineString' ? [raw] : type === 'MultiLineString' && Array.isArray(raw) ? raw : null;
    if (!lines) return `a coastline is a LineString, not ${typeof type === 'string' ? type : '?'}`;
    for (const line of lines) {
      const parsed = ring(line, false);
      if (typeof parsed === 'string') return parsed;
      out.push([parsed]);
    }
  } else {
    const polygons = type === 'Polygon' ? [raw] : type === 'MultiPolygon' && Array.isArray(raw) ? raw : null;
    if (!polygons) return `geometry ${typeof type === 'string' ? type : '?'} is not a Polygon or MultiPolygon`;
    for (const p of polygons) {
      const parsed = polygon(p);
      if (typeof parsed === 'string') return parsed;
      out.push(parsed);
    }
  }
  return { ...object, kind, geometry: out };
}

function osmObjectOf(id: unknown, properties: Record<string, unknown>, geometryType: unknown): { type: 'way' | 'relation'; id: number } | string {
  const parse = (value: unknown): { type: 'way' | 'relation' | 'node' | null; id: number } | null => {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return { type: null, id: value };
    if (typeof value !== 'string') return null;
    const match = /^(?:(way|node|relation)\/)?(\d{1,15})$/.exec(value.trim());
    return match ? { type: (match[1] as 'way' | 'node' | 'relation' | undefined) ?? null, id: Number(match[2]) } : null;
  };
  const direct = parse(id);
  if (direct) {
    if (direct.type === 'node') return `${String(id)} is a node, not an area`;
    return { type: direct.type ?? 'way', id: direct.id };
  }
  const way = parse(properties['osm_way_id']);
  if (way) return { type: 'way', id: way.id };
  const osm = parse(properties['osm_id']);
  if (osm) return { type: osm.type === 'relation' || (osm.type === null && geometryType === 'MultiPolygon') ? 'relation' : 'way', id: osm.id };
  return 'no OSM id (feature id, @id, osm_way_id or osm_id)';
}
