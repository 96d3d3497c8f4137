import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { dailyQuotaSchema, type DailyQuotaInput, type DailyQuotaValues } from './model/daily-quota-schema';

/**
 * The daily call quota of the user's plan, so the status bar can show calls against it. Not a
 * secret: a preference in localStorage. The emulator states its own quota, which wins for it.
 */
export function DailyQuotaSetting() {
  const { t } = useTranslation('settings');
  const saved = usePreferences().dailyQuota;
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<DailyQuotaInput, unknown, DailyQuotaValues>({
    resolver: zodResolver(dailyQuotaSchema),
    defaultValues: { quota: saved === null ? '' : String(saved) },
  });
  const onSubmit = handleSubmit((v) => {
    updatePreferences({ dailyQuota: v.quota });
    setDone(true);
  });
  const error = formState.errors.quota?.message;
  return (
    <form className="daily-quota" onSubmit={onSubmit} noValidate onChange={() => setDone(false)} data-testid="daily-quota-setting">
      <Field label={t('settings.quota.label')} hint={t('settings.quota.hint')} error={error ? t(`settings.quota.errors.${error}` as ParseKeys<'settings'>) : undefined}>
        {(p) => <input {...p} {...register('quota')} inputMode="numeric" autoComplete="off" />}
      </Field>
      <button type="submit" className="button">
        {t('settings.quota.save')}
      </button>
      {done && (
        <p className="success" role="status">
          {t('settings.quota.saved')}
        </p>
      )}
    </form>
  );
}
