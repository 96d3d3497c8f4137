import type { LabelPoi, MapPoi, WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { reverseLabelRadius } from '../domain/poi-index';
import { DEMO_SOURCE } from './demo-shelf';
import { loadIndex } from './datasets';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';
import { poiFieldsFrom, type PoiFields } from './poi-fields';
import { poiSpatialIndexFrom, type PoiSpatialIndex } from './poi-spatial';

/**
 * The POIs as reverseLabel and the map serve them: one engine over imported_pois, which holds
 * the imported POIs and the demo world's (demo-pois.ts; those of cells imported POIs reach wait
 * on a shelf, poi-publish.ts). reverseLabel answers the POI nearest to the point within the
 * level's radius (poi-index.ts reverseLabelRadius). The index and the fields answers read (ids
 * and places: poi-spatial.ts; names, categories and demo flags: poi-fields.ts) are loaded from
 * their stored parts, viewed in place (never rebuilt at start), and reloaded when the POI
 * generation moved: an answer reads no row. POIs published before the fields' parts were stored
 * have none of them: their answers read the rows of the POIs they give instead, until the POIs
 * are published again (an import, a clear).
 */
export function poiServices(db: Db, options: LiveDatasetOptions = {}): Pick<WorldServices, 'reverseLabel' | 'mapPois'> & { generation(): number } {
  const live = createLiveDataset<ServedPois>(
    db,
    'pois',
    (d) => {
      const parts = loadIndex(d, 'pois');
      const index = parts && poiSpatialIndexFrom(parts);
      return parts && index ? { index, fields: poiFieldsFrom(parts, index.size) } : null;
    },
    options,
  );
  const row = db.prepare('SELECT name, category, source FROM imported_pois WHERE id = ?');
  /** Item i's fields, from the parts or else from its row (undefined when the row is gone). */
  const fieldsOf = ({ index, fields }: ServedPois, item: number): { name: string; category: string; demo: boolean } | undefined => {
    if (fields) return { name: fields.name(item), category: fields.category(item), demo: fields.demo(item) };
    const found = row.get(index.id(item)) as { name: string; category: string; source: string } | undefined;
    return found && { name: found.name, category: found.category, demo: found.source === DEMO_SOURCE };
  };
  return {
    reverseLabel(query) {
      const served = live.current();
      const match = served?.index.nearest(query.lon, query.lat, reverseLabelRadius(query.reqLevel));
      const poi = served && match && fieldsOf(served, match.item);
      return served && match && poi ? ({ id: String(match.id), name: poi.name, lat: served.index.lat(match.item), lon: served.index.lon(match.item) } satisfies LabelPoi) : null;
    },
    mapPois(query) {
      const served = live.current();
      const pois: MapPoi[] = [];
      if (!served) return pois;
      const { index } = served;
      for (const item of index.itemsIn(query.box)) {
        const poi = fieldsOf(served, item);
        if (!poi) continue;
        const shown = { id: String(index.id(item)), name: poi.name, category: poi.category, lon: index.lon(item), lat: index.lat(item) };
        pois.push(poi.demo ? { ...shown, demo: true } : shown);
      }
      return pois;
    },
    generation: () => (live.current(), live.generation()),
  };
}

interface ServedPois {
  index: PoiSpatialIndex;
  /** Null for POIs published before the fields' parts were stored. */
  fields: PoiFields | null;
}
