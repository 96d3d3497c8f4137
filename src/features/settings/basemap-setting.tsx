import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BASEMAP_IDS, basemapFromCookie, isPmtilesBasemap, ONLINE_BASEMAP_ORIGINS, saveBasemapChoice, type BasemapId } from '../../map/basemap-choice';
import { resolveBasemap, servedBasemap, usableBasemap } from '../../map/basemap-start';
import { sessionStore, useSession } from '../../session/session-store';

/**
 * The basemap: offline (default), an online tile service, or the emulator's PMTiles file when it
 * serves one (LOCUS_BASEMAP). Choosing writes the cookie and reloads, because the page's security
 * policy, sent with the page, is what lets an online basemap's tiles in.
 */
export function BasemapSetting() {
  const { t } = useTranslation();
  // The console's own host (which serves the PMTiles file), whichever API profile is in use.
  const info = useQuery({ queryKey: ['locus', 'pmtiles-basemap'], queryFn: () => servedBasemap(), staleTime: 5_000 }).data;
  const chosen = basemapFromCookie(document.cookie);
  const current = usableBasemap(chosen, info ?? null);
  // What the offline choice draws here: the emulator's whole world, land and water only (another
  // profile), or the land outline (no emulator serves tiles to this page).
  const { profileId, customBaseUrl } = useSession();
  const plan = useQuery({
    queryKey: ['locus', 'basemap-plan', chosen, profileId, customBaseUrl],
    queryFn: () => resolveBasemap(chosen, { profileId, profileBase: sessionStore.baseUrl() }),
    staleTime: 5_000,
  }).data;
  const drawnNote =
    plan?.kind === 'land-outline'
      ? t('staticHost.basemap.settingNoEmulator')
      : plan?.kind === 'emulator' && plan.landOnly
        ? t('staticHost.basemap.settingLandOnly')
        : undefined;
  const offered = BASEMAP_IDS.filter((id) => !isPmtilesBasemap(id) || info?.basemap);
  const choose = (id: BasemapId) => {
    if (id === current) return;
    saveBasemapChoice(id);
    window.location.reload();
  };
  const label = (id: BasemapId) =>
    id === 'pmtiles-light' ? t('mapExtras.pmtilesLight') : id === 'pmtiles-dark' ? t('mapExtras.pmtilesDark') : t(`settings.basemap.${id}`);
  const note =
    current === 'offline'
      ? t('settings.basemap.offlineNote')
      : isPmtilesBasemap(current)
        ? t('mapExtras.pmtilesNote')
        : t('settings.basemap.osmNote', { origin: ONLINE_BASEMAP_ORIGINS[current] });
  return (
    <fieldset className="profile-choice" data-testid="basemap-setting">
      <legend>{t('settings.basemap.title')}</legend>
      {offered.map((id) => (
        <label key={id} className="radio">
          <input type="radio" name="basemap" value={id} checked={id === current} onChange={() => choose(id)} />
          <span>{label(id)}</span>
        </label>
      ))}
      <p className="note">
        {note} {t('settings.basemap.reloads')}
      </p>
      {drawnNote && (
        <p className="note" data-testid="basemap-drawn-note">
          {drawnNote}
        </p>
      )}
    </fieldset>
  );
}
