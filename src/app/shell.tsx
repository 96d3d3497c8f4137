import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapContext } from '../map/map-context';
import { MapStage } from '../map/map-stage';
import { ConnectionBanner } from './connection-banner';
import { ConnectionGate } from './connection-gate';
import { NavRail } from './nav-rail';
import { Pages } from './pages';
import { RequestDrawer } from './request-drawer';
import { StatusBar } from './status-bar';

/**
 * The console's frame: navigation rail, side panel (the page for the path), the map stage (kept
 * mounted across pages), the request drawer and the status bar.
 */
export function Shell() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  return (
    <MapContext.Provider value={map}>
      <div className="shell">
        <NavRail />
        <main className="side-panel" id="panel">
          <ConnectionBanner />
          <ConnectionGate>
            <Pages />
          </ConnectionGate>
        </main>
        <section className="stage">
          <MapStage onReady={setMap} />
          <RequestDrawer />
        </section>
        <StatusBar />
      </div>
    </MapContext.Provider>
  );
}
