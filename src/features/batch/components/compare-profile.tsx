import { useTranslation } from 'react-i18next';
import type { CompareSide } from '../../../session/compare-link';
import { checkBaseUrl, PROFILE_IDS, type ProfileId } from '../../../session/profiles';
import { keyRequired } from '../../../session/server-profile';
import { useServerMode } from '../../../session/server-mode-store';
import { useSession } from '../../../session/session-store';

/** Whether a second profile can be sent to: a custom one needs its address, every one its key (but a replaying proxy). */
export function useCompareReady(side: CompareSide | undefined): 'ok' | 'base' | 'key' {
  const session = useSession();
  const { mode } = useServerMode();
  if (!side) return 'ok';
  if (side.profileId === 'custom' && (!side.base || checkBaseUrl(side.base) !== undefined)) return 'base';
  if (keyRequired(side.profileId, mode) && session.credentials[side.profileId].appKey.trim() === '') return 'key';
  return 'ok';
}

/** The run's second profile (none by default): the same rows are sent there too, and the rows whose results differ are listed. */
export function CompareProfile({ value, onChange }: { value: CompareSide | undefined; onChange: (side: CompareSide | undefined) => void }) {
  const { t } = useTranslation('batch');
  const ready = useCompareReady(value);
  return (
    <fieldset className="bw-compare" data-testid="batch-compare">
      <legend>{t('batchCompare.label')}</legend>
      <select
        aria-label={t('batchCompare.label')}
        value={value?.profileId ?? ''}
        onChange={(e) => {
          const id = e.target.value;
          onChange(id === '' ? undefined : id === 'custom' ? { profileId: 'custom', base: value?.base ?? '' } : { profileId: id as ProfileId });
        }}
      >
        <option value="">{t('batchCompare.none')}</option>
        {PROFILE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`settings.profiles.${id}`)}
          </option>
        ))}
      </select>
      {value?.profileId === 'custom' && (
        <label className="inline-field grow">
          <span>{t('batchCompare.baseUrl')}</span>
          <input type="url" value={value.base ?? ''} onChange={(e) => onChange({ profileId: 'custom', base: e.target.value.trim().replace(/\/+$/, '') })} placeholder="http://127.0.0.1:8081" spellCheck={false} />
        </label>
      )}
      {ready === 'base' && value?.base && <p className="field-error">{t('batchCompare.badBaseUrl')}</p>}
      {ready === 'key' && value && (
        <p className="field-error" role="status">
          {t('batchCompare.needsKey', { profile: t(`settings.profiles.${value.profileId}`) })}
        </p>
      )}
    </fieldset>
  );
}
