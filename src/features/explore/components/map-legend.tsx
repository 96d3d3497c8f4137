import { useTranslation } from 'react-i18next';
import { EXPLORE_COLORS } from '../overlay-colors';

type Swatch = 'dot' | 'ring' | 'line' | 'dashed' | 'circle';

function Symbol({ kind, color }: { kind: Swatch; color: string }) {
  switch (kind) {
    case 'dot':
      return <svg width="18" height="14" aria-hidden="true"><circle cx="9" cy="7" r="5" fill={color} stroke="#fff" strokeWidth="2" /></svg>;
    case 'ring':
      return <svg width="18" height="14" aria-hidden="true"><circle cx="9" cy="7" r="4.5" fill="#fff" stroke={color} strokeWidth="3" /></svg>;
    case 'line':
      return <svg width="18" height="14" aria-hidden="true"><line x1="1" y1="7" x2="17" y2="7" stroke={color} strokeWidth="5" strokeLinecap="round" /></svg>;
    case 'dashed':
      return <svg width="18" height="14" aria-hidden="true"><line x1="1" y1="7" x2="17" y2="7" stroke={color} strokeWidth="2" strokeDasharray="3 3" /></svg>;
    case 'circle':
      return <svg width="18" height="14" aria-hidden="true"><circle cx="9" cy="7" r="6" fill={color} fillOpacity="0.1" stroke={color} strokeDasharray="3 2" /></svg>;
  }
}

/** What each symbol on the map means; shapes and words, not colour alone. */
export function MapLegend() {
  const { t } = useTranslation('explore');
  const items: [Swatch, string, string][] = [
    ['dot', EXPLORE_COLORS.query, t('legend.query')],
    ['dot', EXPLORE_COLORS.adminDong, t('legend.adminDong')],
    ['dot', EXPLORE_COLORS.legalDong, t('legend.legalDong')],
    ['dot', EXPLORE_COLORS.road, t('legend.road')],
    ['ring', EXPLORE_COLORS.road, t('legend.entrance')],
    ['dashed', EXPLORE_COLORS.adminDong, t('legend.offset')],
    ['line', EXPLORE_COLORS.link, t('legend.link')],
    ['circle', EXPLORE_COLORS.radius, t('legend.radius')],
    ['dot', EXPLORE_COLORS.poi, t('legend.poi')],
  ];
  return (
    <section className="legend" aria-label={t('legend.title')}>
      <h2 className="card-title">{t('legend.title')}</h2>
      <ul>
        {items.map(([kind, color, label]) => (
          <li key={label}>
            <Symbol kind={kind} color={color} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
