import { useCallback, useSyncExternalStore } from 'react';
import { PANEL_DEFAULT_WIDTH, clampPanelWidth, panelBounds, type PanelBounds } from '../lib/panel-width';
import { loadPreferences, updatePreferences, usePreferences } from '../lib/preferences';

export interface PanelWidth {
  /** The width shown, in CSS pixels, within `bounds`. */
  width: number;
  bounds: PanelBounds;
  /** Shows and saves a width for the page. */
  commit: (width: number) => void;
  /** Forgets the page's width: the default again. */
  reset: () => void;
}

function subscribeToWindowWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The side panel's width on the page at `pathname`: the one the user saved for that page, else
 * the default, always within the limits of the current window (recomputed when it is resized, so
 * a width saved on a wide screen never hides the map on a narrow one; the saved value is kept).
 */
export function usePanelWidth(pathname: string): PanelWidth {
  const saved = usePreferences().panelWidths[pathname];
  const windowWidth = useSyncExternalStore(subscribeToWindowWidth, () => window.innerWidth);
  const bounds = panelBounds(windowWidth);
  const commit = useCallback(
    (width: number) => {
      updatePreferences({ panelWidths: { ...loadPreferences().panelWidths, [pathname]: Math.round(width) } });
    },
    [pathname],
  );
  const reset = useCallback(() => {
    const { [pathname]: _forgotten, ...others } = loadPreferences().panelWidths;
    updatePreferences({ panelWidths: others });
  }, [pathname]);

  return { width: clampPanelWidth(saved ?? PANEL_DEFAULT_WIDTH, bounds), bounds, commit, reset };
}
