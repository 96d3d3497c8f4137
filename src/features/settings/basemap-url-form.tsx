import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { loadPreferences, savePreferences } from '../../lib/preferences';
import { saveBasemapChoice } from '../../map/save-basemap-choice';
import { pmtilesUrlSchema, type PmtilesUrlValues } from './pmtiles-url-schema';

/**
 * The URL of a basemap of one's own, a PMTiles file or a MapLibre style: kept as a preference
 * (not a secret), then the page reloads. Both are checked the same way (http(s), no user name,
 * password or fragment).
 */
export function BasemapUrlForm({ kind }: { kind: 'pmtiles-url' | 'online-url' }) {
  const { t } = useTranslation('settings');
  const pmtiles = kind === 'pmtiles-url';
  const { register, handleSubmit, formState } = useForm<PmtilesUrlValues>({
    resolver: zodResolver(pmtilesUrlSchema),
    defaultValues: { url: pmtiles ? loadPreferences().pmtilesUrl : loadPreferences().basemapStyleUrl },
  });
  const submit = handleSubmit(({ url }) => {
    const prefs = loadPreferences();
    savePreferences(pmtiles ? { ...prefs, pmtilesUrl: url.trim() } : { ...prefs, basemapStyleUrl: url.trim() });
    saveBasemapChoice(kind);
    window.location.reload();
  });
  const problem = formState.errors.url?.message;
  const error = problem && (pmtiles ? t(`staticHost.basemap.urlErrors.${problem}` as ParseKeys<'settings'>) : t(`settings.basemap.styleUrlErrors.${problem}` as ParseKeys<'settings'>));
  return (
    <form className="pmtiles-url-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={pmtiles ? t('staticHost.basemap.pmtilesUrlLabel') : t('settings.basemap.styleUrlLabel')} error={error}>
        {(props) => (
          <input
            {...props}
            {...register('url')}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={pmtiles ? 'https://example.org/korea.pmtiles' : 'https://api.maptiler.com/maps/streets-v2/style.json?key=…'}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {pmtiles ? t('staticHost.basemap.useFile') : t('settings.basemap.useStyle')}
      </button>
    </form>
  );
}
