import type { TileId } from './tile-math';

/** One tile as the route sends it: its bytes (empty: nothing in it, answered 204) and their gzip. */
export interface BuiltTile {
  /** The world's data version the tile was made from (world.dataVersion()). */
  version: string;
  body: Uint8Array<ArrayBuffer>;
  /** Gzip of body; null when body is empty. */
  gzip: Uint8Array<ArrayBuffer> | null;
}

/** Who makes tiles for the route: in this thread, or in a worker pool (tile-pool.ts). */
export interface TileBuilder {
  /**
   * The tile, made now or when a worker is free. Rejects with QueueFullError (domain/task-queue.ts)
   * when the builder is busy, and with the signal's reason when it aborts before the work starts.
   */
  build(tile: TileId, signal?: AbortSignal): Promise<BuiltTile>;
  /** Ends any worker threads. */
  close(): Promise<void>;
}
