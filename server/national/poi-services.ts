import type { LabelPoi, MapPoi, WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { reverseLabelRadius } from '../domain/poi-index';
import { DEMO_SOURCE } from './demo-shelf';
import { loadIndex } from './datasets';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';
import { poiSpatialIndexFrom, type PoiSpatialIndex } from './poi-spatial';

/**
 * The POIs as reverseLabel and the map serve them: one engine over imported_pois, which holds
 * the imported POIs and the demo world's (demo-pois.ts; those of cells imported POIs reach wait
 * on a shelf, poi-publish.ts). reverseLabel answers the POI nearest to the point within the
 * level's radius (poi-index.ts reverseLabelRadius). The index is loaded from its stored parts
 * (never rebuilt at start) and reloaded when the POI generation moved; only the winning row is
 * read from the database.
 */
export function poiServices(db: Db, options: LiveDatasetOptions = {}): Pick<WorldServices, 'reverseLabel' | 'mapPois'> & { generation(): number } {
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
  const mapRow = db.prepare('SELECT name, category, lon, lat, source FROM imported_pois WHERE id = ?');
  return {
    reverseLabel(query) {
      const match = live.current()?.nearest(query.lon, query.lat, reverseLabelRadius(query.reqLevel));
      const poi = match && (row.get(match.id) as { name: string; lon: number; lat: number } | undefined);
      return match && poi ? ({ id: String(match.id), name: poi.name, lat: poi.lat, lon: poi.lon } satisfies LabelPoi) : null;
    },
    mapPois(query) {
      const pois: MapPoi[] = [];
      for (const id of live.current()?.idsIn(query.box) ?? []) {
        const poi = mapRow.get(id) as { name: string; category: string; lon: number; lat: number; source: string } | undefined;
        if (!poi) continue;
        const { source, ...shown } = poi;
        pois.push(source === DEMO_SOURCE ? { id: String(id), ...shown, demo: true } : { id: String(id), ...shown });
      }
      return pois;
    },
    generation: () => (live.current(), live.generation()),
  };
}
