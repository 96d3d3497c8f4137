import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldServices } from '../world-services-types';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import type { DatasetImportSummary } from './import-context';
import { sharedDataFile } from '../testing/shared-data';
import { importRoads } from './road-import';

/**
 * The OpenStreetMap road sample of Yongsan (overpass-turbo export, 94 ways, © OpenStreetMap
 * contributors, ODbL) imported into a temporary database, then nearToRoad asked halfway along
 * the longest segment of every named road way. The data lives beside the repository
 * (../shared/data), not in it; without the folder the suite is skipped and says so, and under
 * CI=true a folder present without the file fails (sharedDataFile).
 */
const SAMPLE = sharedDataFile('osm_roads_seoul_yongsan_2015.geojson', 'road-import-real-data');

const ROAD_CLASSES = new Set(['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'unclassified', 'residential', 'service', 'living_street', 'road']);

interface SampleWay {
  id: string;
  name: string;
  lon: number;
  lat: number;
}

/** Named road ways of the sample, each with the middle of its longest segment. */
function namedWays(path: string): SampleWay[] {
  const collection = JSON.parse(readFileSync(path, 'utf8')) as {
    features: { properties: Record<string, string>; geometry: { type: string; coordinates: [number, number][] } }[];
  };
  const ways: SampleWay[] = [];
  for (const { properties: p, geometry } of collection.features) {
    const name = p['name:ko'] ?? p['name'];
    if (!name || !ROAD_CLASSES.has(p['highway'] ?? '') || geometry.type !== 'LineString') continue;
    let best = 0;
    let mid: [number, number] = geometry.coordinates[0] ?? [0, 0];
    for (let i = 1; i < geometry.coordinates.length; i++) {
      const [ax, ay] = geometry.coordinates[i - 1] ?? [0, 0];
      const [bx, by] = geometry.coordinates[i] ?? [0, 0];
      const d = Math.hypot((bx - ax) * Math.cos((ay * Math.PI) / 180), by - ay);
      if (d > best) {
        best = d;
        mid = [(ax + bx) / 2, (ay + by) / 2];
      }
    }
    // "한강대로40길 (Hangang-daero 40-gil)": the Korean name before the romanisation.
    const korean = /[\uAC00-\uD7A3]/.test(name) ? name.replace(/\s*\([^()]*\)$/, '') : name;
    ways.push({ id: p['@id'] ?? '', name: korean, lon: mid[0], lat: mid[1] });
  }
  return ways;
}

describe.skipIf(SAMPLE === null)(
  SAMPLE !== null ? 'import of the Yongsan OSM road sample (../shared/data)' : 'import of the Yongsan OSM road sample — skipped: ../shared/data not found',
  () => {
    let dir: string;
    let db: Db;
    let services: WorldServices;
    let summary: DatasetImportSummary;
    const warnings: string[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'locus-roads-real-'));
      db = openDatabase(join(dir, 'locus.db'));
      services = createWorldServices(db);
      summary = await importRoads(db, [SAMPLE!], { log: () => undefined, warn: (line) => warnings.push(line) });
    }, 60_000);

    afterAll(() => {
      db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('reads every feature, leaves the footways out and reports nothing malformed', () => {
      expect(summary.rows).toBe(94);
      expect(summary.skipped).toBe(0);
      expect(warnings.filter((w) => w.endsWith('— skipped'))).toEqual([]);
      // 88 road ways (the 6 footways are not roads), cut at junctions into more links.
      expect(summary.stored).toBeGreaterThan(88);
    });

    const ways = SAMPLE !== null ? namedWays(SAMPLE) : [];
    it('has named road ways to ask about', () => {
      expect(ways.length).toBeGreaterThanOrEqual(25);
    });

    it.each(ways)('nearToRoad on $id answers its OSM name $name', ({ lon, lat, name, id }) => {
      const answer = services.nearestRoad({ lon, lat, radiusM: 30 });
      expect(answer?.header.roadName).toBe(name);
      expect(answer?.header.linkId.startsWith(id.replace('way/', ''))).toBe(true);
    });
  },
);
