import { useTranslation } from 'react-i18next';
import type { RegionInfo } from '../../../../shared/contract/geofencing';
import { colourOf } from '../model/region-shapes';
import { DataText } from '../../../components/ui/data-text';

/**
 * Regions as a list: a checkbox puts one on the map (in its selection colour), the name opens
 * its details. Used for search results, children and the regions at a point.
 */
export function RegionList({
  regions,
  selection,
  focus,
  onToggle,
  onFocus,
  label,
  testId,
}: {
  regions: readonly RegionInfo[];
  selection: readonly string[];
  focus: string | undefined;
  onToggle: (regionId: string) => void;
  onFocus: (regionId: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('regions');
  return (
    <ul className="region-list" aria-label={label} data-testid={testId}>
      {regions.map((r) => {
        const slot = selection.indexOf(r.regionId);
        return (
          <li key={r.regionId} className={r.regionId === focus ? 'focused' : ''} data-testid="region-item">
            <input
              type="checkbox"
              checked={slot >= 0}
              onChange={() => onToggle(r.regionId)}
              aria-label={t('regions.showOnMap', { name: r.regionName })}
              style={slot >= 0 ? { accentColor: colourOf(slot) } : undefined}
            />
            <button type="button" className="link-button region-name" onClick={() => onFocus(r.regionId)}>
              <DataText>{r.regionName}</DataText>
            </button>
            <span className="muted region-meta">
              {t(`regions.category.${r.category}`, { defaultValue: r.category })} · {r.description}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
