import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import type { RunSettings } from '../model/runner';

const runSettingsSchema = z.object({
  concurrency: z.number({ error: 'batch.settingsErrors.number' }).int('batch.settingsErrors.whole').min(1, 'batch.settingsErrors.concurrency').max(16, 'batch.settingsErrors.concurrency'),
  rps: z.number({ error: 'batch.settingsErrors.number' }).min(0.1, 'batch.settingsErrors.rps').max(1000, 'batch.settingsErrors.rps'),
  maxAttempts: z.number({ error: 'batch.settingsErrors.number' }).int('batch.settingsErrors.whole').min(1, 'batch.settingsErrors.attempts').max(20, 'batch.settingsErrors.attempts'),
});

/** Concurrency, requests-per-second cap and attempts per row; submitted with the start button, or to change a run under way. */
export function SettingsForm({ value, submitLabel, disabled, onSubmit }: { value: RunSettings; submitLabel: string; disabled?: boolean; onSubmit: (s: RunSettings) => void }) {
  const { t } = useTranslation('batch');
  const form = useForm<RunSettings>({ resolver: zodResolver(runSettingsSchema), defaultValues: value });
  const { reset } = form;
  useEffect(() => reset(value), [value, reset]);
  const e = form.formState.errors;
  const msg = (m: string | undefined) => (m ? t(m as ParseKeys<'batch'>) : undefined);
  return (
    <form className="bw-settings" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('batch.settings')}>
      <div className="bw-grid3">
        <Field label={t('batch.concurrency')} error={msg(e.concurrency?.message)}>
          {(p) => <input {...p} {...form.register('concurrency', { valueAsNumber: true })} type="number" min={1} max={16} step={1} inputMode="numeric" />}
        </Field>
        <Field label={t('batch.rps')} error={msg(e.rps?.message)}>
          {(p) => <input {...p} {...form.register('rps', { valueAsNumber: true })} type="number" min={0.1} max={1000} step="any" inputMode="decimal" />}
        </Field>
        <Field label={t('batch.maxAttempts')} error={msg(e.maxAttempts?.message)}>
          {(p) => <input {...p} {...form.register('maxAttempts', { valueAsNumber: true })} type="number" min={1} max={20} step={1} inputMode="numeric" />}
        </Field>
      </div>
      <p className="field-hint">{t('batch.settingsHint')}</p>
      <button type="submit" className="button primary" disabled={disabled}>
        {submitLabel}
      </button>
    </form>
  );
}
