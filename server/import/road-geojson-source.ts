import { basename } from 'node:path';
import type { WayLine } from '../domain/osm-way-links';
import { ROAD_CLASSES, type OsmTags } from '../domain/osm-road-tags';
import { readGeoJsonFeatures } from './geojson-features';
import type { NumberMultiset } from './number-multiset';
import type { RoadSink, RoadSource } from './road-sources';
import { MAX_FEATURE_LINE_CHARS } from './input-limits';
import { openTextSource } from './text-source';
import { isRecord } from '../../shared/is-record';

/**
 * OpenStreetMap roads as GeoJSON (an overpass-turbo or ogr2ogr export): LineString and
 * MultiLineString features whose properties are the way's tags and whose id (`id`, `@id`,
 * `osm_id`, `osm_way_id`; "way/123" or 123) is the OSM way id. Two layouts, told apart by
 * content:
 * - one feature per line (GeoJSONSeq, or a FeatureCollection written a feature a line): the fast
 *   path, each line parsed on its own, malformed ones reported by line number;
 * - any other FeatureCollection, streamed with stream-json (geojson-features.ts), malformed
 *   features reported by their index in `features`.
 * GeoJSON has no node ids: a junction is a vertex whose exact coordinates (1e-7°) another road
 * vertex of the import shares, or the same line passes twice.
 */
const SNIFF_LINES = 50;
/** Characters read from the start of the file to recognise its layout. */
const SNIFF_CHARS = 4 << 20;

/** A GeoJSON file of OSM features, its layout sniffed: each feature visited with where it is. */
export interface GeoJsonFeatureFile {
  file: string;
  layout: string;
  version: string;
  forEachFeature(visit: (feature: unknown, where: string) => void): Promise<void>;
}

export async function openGeoJsonFeatures(path: string): Promise<GeoJsonFeatureFile> {
  const file = basename(path);
  // The first lines, from the file's start only: a FeatureCollection is often one line of
  // hundreds of megabytes, which the streaming reader takes (readGeoJsonFeatures).
  const source = await openTextSource(path);
  let start = '';
  let whole = true;
  for await (const text of source.chunks()) {
    start += text;
    if (start.length >= SNIFF_CHARS) {
      whole = false;
      break;
    }
  }
  const sniffed = start.slice(0, SNIFF_CHARS);
  // The last line may be cut by the window (unless the file ended in it).
  const lines = sniffed.split('\n');
  const head = (whole ? lines : lines.slice(0, -1)).slice(0, SNIFF_LINES);
  // One feature per line; or a first line longer than the window that is a feature, not a
  // collection (no "features" member before its first feature).
  const perLine = head.some((text) => parseFeatureLine(text) !== null) || (head.length === 0 && !/"features"\s*:/.test(sniffed));
  const stamp = /"timestamp"\s*:\s*"([^"]{1,40})"/.exec(head.join('\n').slice(0, 8192));
  const version = stamp?.[1] ?? '';

  async function forEachFeature(visit: (feature: unknown, where: string) => void): Promise<void> {
    if (!perLine) {
      await readGeoJsonFeatures(path, (feature, index) => visit(feature, `feature ${index}`));
      return;
    }
    let started = false;
    for await (const line of (await openTextSource(path)).lines(MAX_FEATURE_LINE_CHARS)) {
      const feature = parseFeatureLine(line.text);
      if (feature !== null) {
        started = true;
        visit(feature, `line ${line.number}`);
      } else if (started && !/^\s*[\]}]*\s*,?\s*[\]}]*\s*$/.test(line.text)) {
        visit(undefined, `line ${line.number}`);
      }
    }
  }
  return { file, layout: perLine ? 'GeoJSON, one feature per line' : 'GeoJSON FeatureCollection', version, forEachFeature };
}

export async function geoJsonRoadSource(path: string): Promise<RoadSource> {
  const { file, layout, version, forEachFeature } = await openGeoJsonFeatures(path);
  return {
    file,
    layout,
    version: () => version,
    async collect(keys) {
      await forEachFeature((feature) => {
        const road = roadFeature(feature);
        if (typeof road === 'string' || road === null) return;
        for (const line of road.lines) for (let i = 0; i + 1 < line.length; i += 2) keys.add(coordinateKey(line[i] ?? 0, line[i + 1] ?? 0));
      });
    },
    async read(keys: NumberMultiset, sink: RoadSink) {
      await forEachFeature((feature, where) => {
        sink.row();
        const road = roadFeature(feature);
        if (road === null) sink.notRoad();
        else if (typeof road === 'string') sink.malformed(where, road);
        else {
          const lines: WayLine[] = road.lines.map((coords) => ({
            coords,
            isJunction: (i) => keys.repeated(coordinateKey(coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0)),
          }));
          sink.way(road.wayId, road.tags, lines, where);
        }
      });
    },
  };
}

/** A line holding one whole Feature object (a trailing comma allowed), parsed; else null. */
function parseFeatureLine(text: string): unknown {
  const trimmed = text.trim().replace(/,$/, '');
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}') || !trimmed.includes('"Feature"')) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return isRecord(value) && value['type'] === 'Feature' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Exact coordinates (1e-7°) packed into one number: 26 bits of each, so two vertices share a key
 * only when they are equal or 6.7° apart on an axis (never within one country's roads).
 */
function coordinateKey(lon: number, lat: number): number {
  const m = 1 << 26;
  const x = ((Math.round(lon * 1e7) % m) + m) % m;
  const y = ((Math.round(lat * 1e7) % m) + m) % m;
  return x * m + y;
}

interface RoadFeature {
  wayId: number;
  tags: OsmTags;
  lines: number[][];
}

/** A road feature, null when it is not a road (no highway, or not a road class), or why it is malformed. */
function roadFeature(feature: unknown): RoadFeature | null | string {
  if (!isRecord(feature) || feature['type'] !== 'Feature') return 'not a GeoJSON Feature';
  const properties = isRecord(feature['properties']) ? feature['properties'] : {};
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string') tags[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') tags[key] = String(value);
  }
  const highway = tags['highway'];
  if (highway === undefined || !ROAD_CLASSES[highway]) return null;
  const wayId = wayIdOf(feature['id'] ?? properties['@id'] ?? properties['osm_id'] ?? properties['osm_way_id'] ?? properties['id']);
  if (typeof wayId === 'string') return wayId;
  const geometry = feature['geometry'];
  if (!isRecord(geometry)) return 'no geometry';
  const type = geometry['type'];
  const raw = geometry['coordinates'];
  let parts: unknown[];
  if (type === 'LineString') parts = [raw];
  else if (type === 'MultiLineString' && Array.isArray(raw)) parts = raw;
  else return `geometry ${typeof type === 'string' ? type : '?'} is not a LineString or MultiLineString`;
  const lines: number[][] = [];
  for (const part of parts) {
    if (!Array.isArray(part) || part.length < 2) return 'a line needs at least two positions';
    const flat: number[] = [];
    for (const position of part) {
      if (!Array.isArray(position) || typeof position[0] !== 'number' || typeof position[1] !== 'number') return 'a position is not [lon, lat]';
      const [lon, lat] = position as [number, number];
      if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return `position [${lon}, ${lat}] is not a WGS84 [lon, lat]`;
      flat.push(lon, lat);
    }
    lines.push(flat);
  }
  return { wayId, tags, lines };
}

function wayIdOf(value: unknown): number | string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string') {
    const match = /^(?:(way|node|relation)\/)?(\d{1,15})$/.exec(value.trim());
    if (match && (match[1] === undefined || match[1] === 'way')) return Number(match[2]);
    if (match) return `${value} is not a way (only ways are roads)`;
  }
  return 'no OSM way id (feature id, @id, osm_id or osm_way_id)';
}

