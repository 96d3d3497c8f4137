import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { loadPreferences, savePreferences } from '../../lib/preferences';
import { BASEMAP_IDS, basemapFromCookie, isPmtilesBasemap, ONLINE_BASEMAP_ORIGINS, type BasemapId } from '../../../shared/basemap-choice';
import { saveBasemapChoice } from '../../map/save-basemap-choice';
import { resolveBasemap, servedBasemap, usableBasemap } from '../../map/basemap-start';
import { sessionStore, useSession } from '../../session/session-store';
import { pmtilesUrlSchema, type PmtilesUrlValues } from './pmtiles-url-schema';

/**
 * The basemap: offline (default), an online tile service, the emulator's PMTiles file when it
 * serves one (LOCUS_BASEMAP), or a PMTiles file at a URL the user gives. Choosing writes the
 * cookie and reloads, because the page's security policy, sent with the page, is what lets an
 * online basemap's tiles in.
 */
export function BasemapSetting() {
  const { t } = useTranslation('settings');
  // The console's own host (which serves the PMTiles file), whichever API profile is in use.
  const info = useQuery({ queryKey: ['locus', 'pmtiles-basemap'], queryFn: () => servedBasemap(), staleTime: 5_000 }).data;
  const chosen = basemapFromCookie(document.cookie);
  const current = usableBasemap(chosen, info ?? null);
  const [editingUrl, setEditingUrl] = useState(current === 'pmtiles-url');
  // What the offline choice draws here: the emulator's whole world, land and water only (another
  // profile), or the land outline (no emulator serves tiles to this page).
  const { profileId, customBaseUrl } = useSession();
  const plan = useQuery({
    queryKey: ['locus', 'basemap-plan', chosen, profileId, customBaseUrl],
    queryFn: () => resolveBasemap(chosen, { profileId, profileBase: sessionStore.baseUrl() }, fetch, loadPreferences().pmtilesUrl),
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
    // A file of one's own needs its URL first: the form below saves both.
    setEditingUrl(id === 'pmtiles-url');
    if (id === current || id === 'pmtiles-url') return;
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
  const note =
    current === 'offline'
      ? t('settings.basemap.offlineNote')
      : current === 'pmtiles-url'
        ? t('staticHost.basemap.pmtilesUrlNote')
        : isPmtilesBasemap(current)
          ? t('mapExtras.pmtilesNote')
          : t('settings.basemap.osmNote', { origin: ONLINE_BASEMAP_ORIGINS[current] });
  return (
    <fieldset className="profile-choice" data-testid="basemap-setting">
      <legend>{t('settings.basemap.title')}</legend>
      {offered.map((id) => (
        <label key={id} className="radio">
          <input type="radio" name="basemap" value={id} checked={editingUrl ? id === 'pmtiles-url' : id === current} onChange={() => choose(id)} />
          <span>{label(id)}</span>
        </label>
      ))}
      {editingUrl && <PmtilesUrlForm />}
      <p className="note">
        {editingUrl && current !== 'pmtiles-url' ? t('staticHost.basemap.pmtilesUrlNote') : note} {t('settings.basemap.reloads')}
      </p>
      {drawnNote && current === 'offline' && !editingUrl && (
        <p className="note" data-testid="basemap-drawn-note">
          {drawnNote}
        </p>
      )}
    </fieldset>
  );
}

/** The URL of a PMTiles file of one's own: kept as a preference (not a secret), then the page reloads. */
function PmtilesUrlForm() {
  const { t } = useTranslation('settings');
  const { register, handleSubmit, formState } = useForm<PmtilesUrlValues>({
    resolver: zodResolver(pmtilesUrlSchema),
    defaultValues: { url: loadPreferences().pmtilesUrl },
  });
  const submit = handleSubmit(({ url }) => {
    savePreferences({ ...loadPreferences(), pmtilesUrl: url.trim() });
    saveBasemapChoice('pmtiles-url');
    window.location.reload();
  });
  const problem = formState.errors.url?.message;
  return (
    <form className="pmtiles-url-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('staticHost.basemap.pmtilesUrlLabel')} error={problem && t(`staticHost.basemap.urlErrors.${problem}` as ParseKeys<'settings'>)}>
        {(props) => <input {...props} {...register('url')} type="url" inputMode="url" spellCheck={false} placeholder="https://example.org/korea.pmtiles" />}
      </Field>
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('staticHost.basemap.useFile')}
      </button>
    </form>
  );
}
