import { clear, createStore, get, getMany, set, setMany } from 'idb-keyval';
import type { KeyValueStore } from './model/job-persistence';

/** The batch run's IndexedDB store (database 'locus-batch'), in the shape JobPersistence expects. */
export function indexedDbStore(): KeyValueStore {
  const store = createStore('locus-batch', 'kv');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    setMany: (entries) => setMany(entries, store),
    getMany: (keys) => getMany(keys, store),
    clear: () => clear(store),
  };
}
