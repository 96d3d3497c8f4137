import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COORD_TYPES } from '../../shared/contract/code-tables';
import type { CoordType } from '../../shared/contract/common';
import type { convert as Convert } from '../../shared/crs/convert';
import type { formatPair as FormatPair } from '../lib/coords/format-coordinate';
import { loadPreferences, savePreferences } from '../lib/preferences';
import { usePlace } from '../lib/routing';
import { mapShown } from '../lib/stage-view';
import { useMapReadout } from '../map/map-context';
import { useSession } from '../session/session-store';
import { useServerMode } from '../session/server-mode-store';
import { isSameOrigin } from '../session/server-profile';
import { proxyModeLabel } from '../session/use-emulator-info';
import { useConnectionHealth } from './connection-monitor';
import { CallsToday } from './calls-today';
import { CopyLinkButton } from './copy-link-button';

const isCoordType = (v: string): v is CoordType => (COORD_TYPES as readonly string[]).includes(v);

/** What converts and writes the cursor in another system: fetched once such a system is chosen. */
interface Projection {
  convert: typeof Convert;
  formatPair: typeof FormatPair;
}

/** The cursor in a chosen system ("x, y" for metres), or nothing when the conversion fails. */
function cursorText({ convert, formatPair }: Projection, system: CoordType, cursor: { lat: number; lon: number }): string | undefined {
  try {
    return formatPair(system, convert('WGS84GEO', system, cursor));
  } catch {
    return undefined;
  }
}

/**
 * The status bar: the map's facts (the cursor in WGS84 and a chosen system, the zoom) while a map
 * is shown, then the link, today's calls, the profile and the connection.
 */
export function StatusBar() {
  const { t } = useTranslation();
  const { cursor, zoom } = useMapReadout();
  const { pathname, search } = usePlace();
  const withMap = mapShown(pathname, search);
  const session = useSession();
  // What this server is (asked once at start for the local and proxy profiles): the proxy
  // profile says whether it forwards (and where) or replays recordings.
  const server = useServerMode(isSameOrigin(session.profileId));
  const proxyMode = session.profileId === 'proxy' ? proxyModeLabel(server.mode) : undefined;
  const health = useConnectionHealth();
  const [system, setSystem] = useState<CoordType>(() => {
    const saved = loadPreferences().cursorSystem;
    return isCoordType(saved) ? saved : 'WGS84GEO';
  });
  // The projection library and the systems' definitions are fetched once a system other than WGS84 is chosen.
  const [projection, setProjection] = useState<Projection>();
  useEffect(() => {
    if (system === 'WGS84GEO' || projection) return;
    let live = true;
    void Promise.all([import('../../shared/crs/convert'), import('../lib/coords/format-coordinate')]).then(([{ convert }, { formatPair }]) => {
      if (live) setProjection({ convert, formatPair });
    });
    return () => {
      live = false;
    };
  }, [system, projection]);
  const chosen = cursor && projection && system !== 'WGS84GEO' ? cursorText(projection, system, cursor) : undefined;
  return (
    <footer className="status-bar" aria-label={t('status.label')}>
      {withMap && (
        <>
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
            {chosen && (
              <>
                {' · '}
                <code data-testid="cursor-system-readout">{chosen}</code>
              </>
            )}
          </span>
          <label className="status-select">
            <span className="visually-hidden">{t('coords.cursorSystem')}</span>
            <select
              value={system}
              title={t('coords.cursorSystem')}
              onChange={(e) => {
                const next = e.target.value;
                if (!isCoordType(next)) return;
                setSystem(next);
                savePreferences({ ...loadPreferences(), cursorSystem: next });
              }}
            >
              {COORD_TYPES.map((s) => (
                <option key={s} value={s}>
                  {s === 'WGS84GEO' ? 'WGS84' : `+ ${s}`}
                </option>
              ))}
            </select>
          </label>
          <span>
            {t('map.zoom')} <code>{zoom.toFixed(1)}</code>
          </span>
        </>
      )}
      <CopyLinkButton />
      <CallsToday />
      <span className="status-profile">
        {t('status.profile')}: <strong>{t(`settings.profiles.${session.profileId}`)}</strong>
        {proxyMode && <span data-testid="proxy-mode-label"> ({proxyMode.key === 'status.viaServer' ? t(proxyMode.key, { host: proxyMode.host }) : t(proxyMode.key)})</span>}
      </span>
      {/* The state is in words and a shape (filled / hollow dot), not in colour alone. */}
      <span
        className={`connection-state connection-state-${health.status}`}
        data-testid="connection-state"
        data-state={health.status}
        title={health.answeredBy}
      >
        <span aria-hidden="true">{health.status === 'online' ? '●' : '○'}</span>{' '}
        {health.status === 'not-the-service'
          ? t(session.profileId === 'local' ? 'status.notEmulator' : 'status.notService')
          : t(`status.${health.status}`)}
      </span>
    </footer>
  );
}
