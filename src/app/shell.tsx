import { memo, useDeferredValue, useState, type CSSProperties } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapContext } from '../map/map-context';
import { MapStage } from '../map/map-stage';
import { ConnectionBanner } from './connection-banner';
import { ConnectionGate } from './connection-gate';
import { NavRail } from './nav-rail';
import { PanelSplitter } from './panel-splitter';
import { Pages } from './pages';
import { RequestDrawer } from './request-drawer';
import { SkipLinks } from './skip-links';
import { StatusBar } from './status-bar';
import { usePanelWidth } from './use-panel-width';
import { usePlace } from '../lib/routing';
import { stageViewOf, tableViewMap } from '../lib/stage-view';
import { useStartupReady } from '../lib/startup-ready';

// The frame's own parts do not render again when only the page's query changes (a map click on
// Explore writes its point there): each reads what it shows itself.
const StableNavRail = memo(NavRail);
const StableConnectionBanner = memo(ConnectionBanner);
const StableMapStage = memo(MapStage);
const StableRequestDrawer = memo(RequestDrawer);
const StableStatusBar = memo(StatusBar);

/**
 * The console's frame: skip links, navigation rail, side panel (the page for the path), the map
 * stage (kept mounted across pages), the request drawer and the status bar. On a table page in its
 * table view (its default on Zones, Inspector and Faces, else `?view=table`: lib/stage-view.ts) the
 * panel takes the stage's room (`data-view="table"`). Otherwise the panel has
 * one default width on every page, which the splitter beside it changes and remembers per page
 * (`--panel-width`, the grid's panel column). The map stage renders first, while the texts arrive.
 */
export function Shell() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const { pathname, search } = usePlace();
  // A table page in its table view: the panel takes the stage, the map shrinks or hides.
  const mapInTable = stageViewOf(search, pathname) === 'table' ? tableViewMap(pathname) : undefined;
  const panel = usePanelWidth(pathname);
  const panelWidth = { '--panel-width': `${panel.width}px` } as CSSProperties;
  // The map starts at once; what shows text waits for the texts (a moment later) and renders at a
  // lower priority than the map's own work (a deferred value: React yields to the map's frames).
  const ready = useDeferredValue(useStartupReady());
  return (
    <MapContext.Provider value={map}>
      <div className="shell" data-view={mapInTable ? 'table' : 'map'} data-table-map={mapInTable} style={panelWidth}>
        {ready && <SkipLinks map={mapInTable === 'hidden' ? null : map} />}
        {ready && <StableNavRail />}
        {/* Focusable from script (the skip link, a dialog whose opener is gone), not a tab stop. */}
        <main className="side-panel" id="panel" tabIndex={-1}>
          {ready && (
            <>
              <StableConnectionBanner />
              <ConnectionGate>
                <Pages />
              </ConnectionGate>
            </>
          )}
        </main>
        {mapInTable || !ready ? null : <PanelSplitter panel={panel} />}
        <section className="stage">
          <StableMapStage onReady={setMap} />
          {ready && <StableRequestDrawer />}
        </section>
        {ready && <StableStatusBar />}
      </div>
    </MapContext.Provider>
  );
}
