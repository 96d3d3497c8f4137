import { useSyncExternalStore } from 'react';
import { createStore, del, entries as allEntries, set } from 'idb-keyval';
import { collectionSchema, type Collection } from './model/collection';

/*
 * The collections, kept in IndexedDB (one record per collection) so they survive reloads. Records
 * are read back through the same schema as an imported file; one that does not parse is left
 * where it is, unread, rather than deleted. Every change is written at once.
 */
const idb = typeof indexedDB === 'undefined' ? undefined : createStore('locus-collections', 'collections');

export interface CollectionsState {
  collections: Collection[];
  loaded: boolean;
}

function byName(a: Collection, b: Collection): number {
  return a.createdAt - b.createdAt || a.name.localeCompare(b.name);
}

class CollectionsStore {
  private state: CollectionsState = { collections: [], loaded: false };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | undefined;

  get = (): CollectionsState => this.state;

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  load(): Promise<void> {
    this.loading ??= (async () => {
      let saved: Collection[] = [];
      try {
        saved = idb
          ? (await allEntries(idb)).flatMap(([, v]) => {
              const c = collectionSchema.safeParse(v);
              return c.success ? [c.data] : [];
            })
          : [];
      } catch {
        // IndexedDB unavailable (private mode): collections live for this tab only.
      }
      const byId = new Map(saved.map((c) => [c.id, c]));
      for (const c of this.state.collections) byId.set(c.id, c);
      this.commit([...byId.values()].sort(byName), true);
    })();
    return this.loading;
  }

  /** Adds or replaces a collection. */
  async put(collection: Collection): Promise<void> {
    const next = { ...collection, updatedAt: Date.now() };
    const rest = this.state.collections.filter((c) => c.id !== next.id);
    this.commit([...rest, next].sort(byName), this.state.loaded);
    try {
      if (idb) await set(next.id, next, idb);
    } catch {
      // Not stored: it stays for this tab.
    }
  }

  async remove(id: string): Promise<void> {
    this.commit(
      this.state.collections.filter((c) => c.id !== id),
      this.state.loaded,
    );
    try {
      if (idb) await del(id, idb);
    } catch {
      // Already gone or storage unavailable.
    }
  }

  private commit(collections: Collection[], loaded: boolean): void {
    this.state = { collections, loaded };
    for (const l of this.listeners) l();
  }
}

export const collectionsStore = new CollectionsStore();

export function useCollections(): CollectionsState {
  return useSyncExternalStore(collectionsStore.subscribe, collectionsStore.get, collectionsStore.get);
}
