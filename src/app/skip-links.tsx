import type { MouseEvent } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';

/** Moves focus to the element instead of following the link (the URL's hash holds the map's camera). */
const focusOn = (target: () => HTMLElement | null | undefined) => (e: MouseEvent) => {
  e.preventDefault();
  target()?.focus();
};

/**
 * The first stops of the tab order, seen only when focused: past the navigation rail to the
 * side panel (the page's form and results), and to the map when one is shown (there the arrow
 * keys move it, + and − zoom, and a page may give Enter a meaning, e.g. Explore's lookup).
 */
export function SkipLinks({ map }: { map: MapLibreMap | null }) {
  const { t } = useTranslation();
  return (
    <div className="skip-links">
      <a className="skip-link" href="#panel" onClick={focusOn(() => document.getElementById('panel'))}>
        {t('a11y.skipToPanel')}
      </a>
      {map && (
        <a className="skip-link" href="#map" onClick={focusOn(() => map.getCanvas())}>
          {t('a11y.skipToMap')}
        </a>
      )}
    </div>
  );
}
