import type { WorldServices } from '../app-types';
import type { Db } from '../db/open-database';
import type { LiveDatasetOptions } from './live-dataset';

/** The routes' services with imported addresss served over the base world's (placeholder). */
export function withImportedAddresses(base: WorldServices, _db: Db | undefined, _options: LiveDatasetOptions = {}): WorldServices {
  return base;
}
