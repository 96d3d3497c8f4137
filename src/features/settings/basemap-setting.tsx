import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadPreferences } from '../../lib/preferences';
import { BASEMAP_IDS, basemapFromCookie, isPmtilesBasemap, ONLINE_BASEMAP_ORIGINS, type BasemapId } from '../../../shared/basemap-choice';
import { saveBasemapChoice } from '../../map/save-basemap-choice';
import { resolveBasemap, servedBasemap, usableBasemap } from '../../map/basemap-start';
import { configuredOnlineStyles } from '../../map/online-styles';
import { sessionStore, useSession } from '../../session/session-store';
import { BasemapUrlForm } from './basemap-url-form';
import { CodeText } from '../../components/ui/code-text';

type UrlChoice = 'pmtiles-url' | 'online-url';
const isUrlChoice = (id: BasemapId): id is UrlChoice => id === 'pmtiles-url' || id === 'online-url';

const originOf = (url: string | null | undefined): string => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/**
 * The basemap: automatic (default: online under remote profiles, offline under the local one),
 * offline, the online vector map (light, dark, or a style of one's own), OpenStreetMap's raster
 * tiles, the emulator's PMTiles file when it serves one (LOCUS_BASEMAP), or a PMTiles file at a
 * URL. Choosing writes the cookie and reloads, because the page's security policy, sent with the
 * page, is what lets an online basemap in.
 */
export function BasemapSetting() {
  const { t } = useTranslation('settings');
  // The console's own host (which serves the PMTiles file), whichever API profile is in use.
  const info = useQuery({ queryKey: ['locus', 'pmtiles-basemap'], queryFn: () => servedBasemap(), staleTime: 5_000 }).data;
  const styles = useQuery({ queryKey: ['locus', 'online-styles'], queryFn: () => configuredOnlineStyles(), staleTime: 60_000 }).data;
  const chosen = basemapFromCookie(document.cookie);
  const current = usableBasemap(chosen, info ?? null);
  const [editing, setEditing] = useState<UrlChoice | undefined>(isUrlChoice(current) ? current : undefined);
  // What the choice draws here: the emulator's whole world, land and water only (another
  // profile), the land outline (no emulator serves tiles to this page), or the online map.
  const { profileId, customBaseUrl } = useSession();
  const plan = useQuery({
    queryKey: ['locus', 'basemap-plan', chosen, profileId, customBaseUrl],
    queryFn: () => resolveBasemap(chosen, { profileId, profileBase: sessionStore.baseUrl() }, fetch, loadPreferences().pmtilesUrl, loadPreferences().basemapStyleUrl),
    staleTime: 5_000,
  }).data;
  const drawnNote =
    plan?.kind === 'land-outline'
      ? t('staticHost.basemap.settingNoEmulator')
      : plan?.kind === 'emulator' && plan.landOnly
        ? t('staticHost.basemap.settingLandOnly')
        : undefined;
  const offered = BASEMAP_IDS.filter((id) => (!isPmtilesBasemap(id) || info?.basemap) && (id !== 'online-dark' || styles?.dark !== null));
  const choose = (id: BasemapId) => {
    // A file or style of one's own needs its URL first: the form below saves both.
    setEditing(isUrlChoice(id) ? id : undefined);
    if (id === current || isUrlChoice(id)) return;
    saveBasemapChoice(id);
    window.location.reload();
  };
  const label = (id: BasemapId) =>
    id === 'pmtiles-light'
      ? t('mapExtras.pmtilesLight')
      : id === 'pmtiles-dark'
        ? t('mapExtras.pmtilesDark')
        : id === 'pmtiles-url'
          ? t('staticHost.basemap.pmtilesUrl')
          : t(`settings.basemap.${id}`);
  const shown = editing ?? current;
  const onlineOrigin = originOf(shown === 'online-dark' ? styles?.dark : styles?.light);
  const note = (() => {
    switch (shown) {
      case 'auto':
        return styles && styles.light === null ? t('settings.basemap.onlineOff') : t('settings.basemap.autoNote', { origin: onlineOrigin });
      case 'offline':
        return t('settings.basemap.offlineNote');
      case 'online-light':
      case 'online-dark':
        return styles && onlineOrigin === '' ? t('settings.basemap.onlineOff') : t('settings.basemap.onlineNote', { origin: onlineOrigin });
      case 'online-url':
        return t('settings.basemap.styleUrlNote');
      case 'pmtiles-url':
        return t('staticHost.basemap.pmtilesUrlNote');
      case 'osm':
        return t('settings.basemap.osmNote', { origin: ONLINE_BASEMAP_ORIGINS.osm });
      default:
        return t('mapExtras.pmtilesNote');
    }
  })();
  return (
    <fieldset className="profile-choice" data-testid="basemap-setting">
      <legend>{t('settings.basemap.title')}</legend>
      {offered.map((id) => (
        <label key={id} className="radio">
          <input type="radio" name="basemap" value={id} checked={id === shown} onChange={() => choose(id)} />
          <span>{label(id)}</span>
        </label>
      ))}
      {editing && <BasemapUrlForm key={editing} kind={editing} />}
      <p className="note">
        <CodeText text={note} /> {t('settings.basemap.reloads')}
      </p>
      {drawnNote && (current === 'offline' || current === 'auto') && !editing && (
        <p className="note" data-testid="basemap-drawn-note">
          {drawnNote}
        </p>
      )}
    </fieldset>
  );
}
