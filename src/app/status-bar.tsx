import { useTranslation } from 'react-i18next';
import { useMapReadout } from '../map/map-context';
import { useSession } from '../session/session-store';

export function StatusBar() {
  const { t } = useTranslation();
  const { cursor, zoom } = useMapReadout();
  const session = useSession();
  return (
    <footer className="status-bar" aria-label="status">
      <span data-testid="cursor-readout">
        {t('map.cursor')}:{' '}
        {cursor ? (
          <code>
            {cursor.lat.toFixed(6)}, {cursor.lon.toFixed(6)}
          </code>
        ) : (
          <span className="muted">{t('map.outside')}</span>
        )}
        <span className="muted"> WGS84</span>
      </span>
      <span>
        {t('map.zoom')} <code>{zoom.toFixed(1)}</code>
      </span>
      <span className="status-profile">
        {t('status.profile')}: <strong>{t(`settings.profiles.${session.profileId}`)}</strong>
      </span>
    </footer>
  );
}
