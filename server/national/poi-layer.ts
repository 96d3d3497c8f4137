import type { LabelPoi, MapPoi, WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { reverseLabelRadius } from '../domain/poi-index';
import { datasetGeneration, loadIndex } from './datasets';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';
import { poiSpatialIndexFrom, type PoiSpatialIndex } from './poi-spatial';

/**
 * The routes' services with imported POIs served over the base world's: reverseLabel answers the
 * imported POI nearest to the point within the level's radius (poi-index.ts reverseLabelRadius);
 * where none is within reach, a point in a coverage cell of the imported POIs (poi-spatial.ts:
 * a 0.01° cell holding one) answers nothing, and any other point the base world's answer. The
 * index is loaded from its stored parts (never rebuilt at start) and reloaded when an import or
 * clear moved the POI generation; only the winning row is read from the database.
 */
export function withImportedPois(base: WorldServices, db: Db | undefined, options: LiveDatasetOptions = {}): WorldServices {
  if (!db) return base;
  const live = createLiveDataset<PoiSpatialIndex>(
    db,
    'pois',
    (d) => {
      const parts = loadIndex(d, 'pois');
      return parts ? poiSpatialIndexFrom(parts) : null;
    },
    options,
  );
  const row = db.prepare('SELECT name, lon, lat FROM imported_pois WHERE id = ?');
  const mapRow = db.prepare('SELECT name, category, lon, lat FROM imported_pois WHERE id = ?');
  return {
    ...base,
    reverseLabel(query) {
      const index = live.current();
      if (!index) return base.reverseLabel(query);
      const match = index.nearest(query.lon, query.lat, reverseLabelRadius(query.reqLevel));
      if (match) {
        const poi = row.get(match.id) as { name: string; lon: number; lat: number } | undefined;
        if (poi) return { id: String(match.id), name: poi.name, lat: poi.lat, lon: poi.lon } satisfies LabelPoi;
      }
      return index.covers(query.lon, query.lat) ? null : base.reverseLabel(query);
    },
    // The map shows what reverseLabel answers from: imported POIs, and base POIs outside covered cells.
    mapPois(query) {
      const index = live.current();
      const demo = base.mapPois(query);
      if (!index) return demo;
      const pois: MapPoi[] = [];
      for (const id of index.idsIn(query.box)) {
        const poi = mapRow.get(id) as { name: string; category: string; lon: number; lat: number } | undefined;
        if (poi) pois.push({ id: String(id), ...poi });
      }
      return [...pois, ...demo.filter((p) => !index.covers(p.lon, p.lat))];
    },
    dataVersion() {
      live.current();
      return `${base.dataVersion()} pois ${datasetGeneration(db, 'pois')}`;
    },
  };
}
