import type { LocusConfig } from '../config';
import type { Db } from '../db/open-database';
import type { FaceAnalyser } from '../domain/face-engine';
import type { ApiRoute } from '../http/api-route';
import type { TileBuilder } from '../tiles/tile-builder';
import type { WorldServices } from '../world-services-types';

/** Everything a route module may use. */
export interface RouteDeps {
  config: LocusConfig;
  db: Db;
  world: WorldServices;
  /** Face detection and analysis (server/domain/face-engine.ts). */
  faceEngine: FaceAnalyser;
  /** Vector tiles (server/tiles/tile-build.ts). */
  tiles: TileBuilder;
  /** Where a route reports an unexpected failure it answers itself (e.g. face 3009). */
  logError: (error: unknown) => void;
}

/** A module of API routes: what it serves, given what it may use. */
export type RouteModule = (deps: RouteDeps) => readonly ApiRoute[];
