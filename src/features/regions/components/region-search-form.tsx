import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { LEVEL_ORDER, type RegionLevel } from '../model/region-levels';
import { CodeText } from '../../../components/ui/code-text';

const schema = z.object({
  q: z.string().trim().min(1, 'regions.errors.required').max(100, 'regions.errors.tooLong'),
  cat: z.enum(['all', ...LEVEL_ORDER] as [RegionLevel, ...RegionLevel[]]),
});

/** Keyword and category of a region search. */
export function RegionSearchForm({ q, cat, onSearch }: { q: string; cat: RegionLevel; onSearch: (v: { q: string; cat: RegionLevel }) => void }) {
  const { t } = useTranslation('regions');
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { q, cat } });
  const { reset } = form;
  useEffect(() => reset({ q, cat }), [q, cat, reset]);
  const err = form.formState.errors.q?.message;
  return (
    <form className="search-form" role="search" noValidate onSubmit={form.handleSubmit(onSearch)}>
      <Field label={t('regions.keyword')} error={err ? t(err as ParseKeys<'regions'>) : undefined} hint={t('regions.keywordHint')}>
        {(p) => <input {...p} {...form.register('q')} type="search" autoComplete="off" placeholder="강남구" />}
      </Field>
      <div className="form-row">
        <label className="inline-field">
          <span><CodeText text={t('regions.categoryLabel')} /></span>
          <select {...form.register('cat')}>
            <option value="all">{t('regionLevels.all')}</option>
            {LEVEL_ORDER.map((c) => (
              <option key={c} value={c}>
                {t(`regions.category.${c}`)} ({c})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary">
          {t('regions.search')}
        </button>
      </div>
    </form>
  );
}
