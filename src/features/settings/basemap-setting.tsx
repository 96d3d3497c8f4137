import { useTranslation } from 'react-i18next';
import { BASEMAP_IDS, basemapFromCookie, ONLINE_BASEMAP_ORIGINS, saveBasemapChoice, type BasemapId } from '../../map/basemap-choice';

/**
 * The basemap: offline (default) or an online tile service. Choosing writes the cookie and
 * reloads, because the page's security policy, sent with the page, is what lets the tiles in.
 */
export function BasemapSetting() {
  const { t } = useTranslation();
  const current = basemapFromCookie(document.cookie);
  const choose = (id: BasemapId) => {
    if (id === current) return;
    saveBasemapChoice(id);
    window.location.reload();
  };
  return (
    <fieldset className="profile-choice" data-testid="basemap-setting">
      <legend>{t('settings.basemap.title')}</legend>
      {BASEMAP_IDS.map((id) => (
        <label key={id} className="radio">
          <input type="radio" name="basemap" value={id} checked={id === current} onChange={() => choose(id)} />
          <span>{t(`settings.basemap.${id}`)}</span>
        </label>
      ))}
      <p className="note">
        {current === 'offline' ? t('settings.basemap.offlineNote') : t('settings.basemap.osmNote', { origin: ONLINE_BASEMAP_ORIGINS[current] })}{' '}
        {t('settings.basemap.reloads')}
      </p>
    </fieldset>
  );
}
