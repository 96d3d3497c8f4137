import type { WorldServices } from '../app-types';
import type { Db } from '../db/open-database';
import type { LiveDatasetOptions } from './live-dataset';

/** The routes' services with imported pois served over the base world's (placeholder). */
export function withImportedPois(base: WorldServices, _db: Db | undefined, _options: LiveDatasetOptions = {}): WorldServices {
  return base;
}
