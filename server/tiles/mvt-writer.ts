import { PbfWriter } from 'pbf';
import { TILE_EXTENT } from './tile-math.ts';

/**
 * Mapbox Vector Tile 2.1 (github.com/mapbox/vector-tile-spec) written straight from features
 * already in tile units: one layer per name, its keys and values each written once, geometry as
 * command integers. The geometry of a feature is a list of parts, each flat [x0, y0, x1, y1, …]
 * integers: points (type 1) one part per point or all in one; lines (type 2) one part per line;
 * polygons (type 3) one closed ring per part (first point repeated last), exterior rings positive
 * area and holes negative in tile coordinates, as the spec wants.
 */
export interface TileFeature {
  type: 1 | 2 | 3;
  geometry: number[][];
  tags: Record<string, unknown>;
}

export function writeTile(layers: ReadonlyMap<string, readonly TileFeature[]>): Uint8Array {
  const pbf = new PbfWriter();
  for (const [name, features] of layers) pbf.writeMessage(3, writeLayer, { name, features });
  return pbf.finish();
}

interface Layer {
  name: string;
  features: readonly TileFeature[];
}

function writeLayer({ name, features }: Layer, pbf: PbfWriter): void {
  pbf.writeVarintField(15, 2);
  pbf.writeStringField(1, name);
  const keys = new Map<string, number>();
  // Values are shared by type and value: the string '1' and the number 1 are two values.
  const strings = new Map<string, number>();
  const numbers = new Map<number, number>();
  const others = new Map<string, number>();
  const valueList: unknown[] = [];
  const tags: number[] = [];
  for (const feature of features) {
    tags.length = 0;
    for (const key in feature.tags) {
      const value = feature.tags[key];
      if (value === null || value === undefined) continue;
      let k = keys.get(key);
      if (k === undefined) {
        k = keys.size;
        keys.set(key, k);
      }
      const table: Map<unknown, number> = typeof value === 'string' ? strings : typeof value === 'number' ? numbers : others;
      const valueKey = typeof value === 'string' || typeof value === 'number' ? value : `${typeof value}:${String(value)}`;
      let v = table.get(valueKey);
      if (v === undefined) {
        v = valueList.length;
        table.set(valueKey, v);
        valueList.push(value);
      }
      tags.push(k, v);
    }
    pbf.writeMessage(2, writeFeature, { feature, tags });
  }
  for (const key of keys.keys()) pbf.writeStringField(3, key);
  for (const value of valueList) pbf.writeMessage(4, writeValue, value);
  pbf.writeVarintField(5, TILE_EXTENT);
}

function writeFeature({ feature, tags }: { feature: TileFeature; tags: readonly number[] }, pbf: PbfWriter): void {
  if (tags.length > 0) pbf.writePackedVarint(2, tags as number[]);
  pbf.writeVarintField(3, feature.type);
  pbf.writeMessage(4, writeGeometry, feature);
}

const command = (id: number, count: number): number => (count << 3) + (id & 0x7);
const zigzag = (n: number): number => (n << 1) ^ (n >> 31);

function writeGeometry({ type, geometry }: TileFeature, pbf: PbfWriter): void {
  const cursor = { x: 0, y: 0 };
  for (const part of geometry) {
    const points = part.length / 2;
    if (type === 1) {
      pbf.writeVarint(command(1, points));
      for (let i = 0; i < points; i++) writePoint(part, i, cursor, pbf);
      continue;
    }
    // A ring's repeated last point is the ClosePath command.
    const count = type === 3 ? points - 1 : points;
    for (let i = 0; i < count; i++) {
      if (i === 0) pbf.writeVarint(command(1, 1));
      else if (i === 1) pbf.writeVarint(command(2, count - 1));
      writePoint(part, i, cursor, pbf);
    }
    if (type === 3) pbf.writeVarint(command(7, 1));
  }
}

/** Point i of the part as its move from the cursor, which then stands on it. */
function writePoint(part: readonly number[], i: number, cursor: { x: number; y: number }, pbf: PbfWriter): void {
  const x = part[2 * i]!;
  const y = part[2 * i + 1]!;
  pbf.writeVarint(zigzag(x - cursor.x));
  pbf.writeVarint(zigzag(y - cursor.y));
  cursor.x = x;
  cursor.y = y;
}

function writeValue(value: unknown, pbf: PbfWriter): void {
  if (typeof value === 'string') pbf.writeStringField(1, value);
  else if (typeof value === 'boolean') pbf.writeBooleanField(7, value);
  else if (typeof value === 'number') {
    if (!Number.isInteger(value)) pbf.writeDoubleField(3, value);
    else if (value < 0) pbf.writeSVarintField(6, value);
    else pbf.writeVarintField(5, value);
  } else pbf.writeStringField(1, JSON.stringify(value));
}
