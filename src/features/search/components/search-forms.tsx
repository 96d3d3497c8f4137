import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FLAGS } from '../../../../shared/contract/code-tables';
import { Field } from '../../../components/ui/field';
import type { SearchState } from '../model/search-params';
import { CodeText } from '../../../components/ui/code-text';

const flagField = z.enum(ADDRESS_FLAGS);
const textQuery = z.object({ q: z.string().trim().min(1, 'search.errors.required').max(200, 'search.errors.tooLong'), flag: flagField });
const structured = z.object({
  city: z.string().trim().min(1, 'search.errors.required').max(50, 'search.errors.tooLong'),
  gu: z.string().trim().min(1, 'search.errors.required').max(50, 'search.errors.tooLong'),
  dong: z.string().trim().min(1, 'search.errors.required').max(100, 'search.errors.tooLong'),
  bunji: z
    .string()
    .trim()
    .max(20, 'search.errors.tooLong')
    .refine((v) => v === '' || /^(산\s*)?\d+(-\d+)?$/.test(v), 'search.errors.bunji'),
  detail: z.string().trim().max(100, 'search.errors.tooLong'),
  flag: flagField,
});
const conversion = z.object({
  q: z.string().trim().min(1, 'search.errors.required').max(200, 'search.errors.tooLong'),
  dir: z.enum(['OtoN', 'NtoO']),
  multi: z.enum(['S', 'M']),
});

type Patch = Partial<SearchState>;

/** The address kind and the submit button, the last row of the text and structured forms. */
function FlagAndSubmit({ field }: { field: UseFormRegisterReturn<'flag'> }) {
  const { t } = useTranslation('search');
  return (
    <div className="form-row">
      <label className="inline-field">
        <span><CodeText text={t('search.addressFlag')} /></span>
        <select {...field}>
          {ADDRESS_FLAGS.map((f) => (
            <option key={f} value={f}>
              {t(`search.flags.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button primary">
        {t('search.go')}
      </button>
    </div>
  );
}

/** Full-text and postcode searches: one text box and the address kind. */
export function TextSearchForm({ state, tab, onSearch }: { state: SearchState; tab: 'full' | 'postcode'; onSearch: (p: Patch) => void }) {
  const { t } = useTranslation('search');
  const form = useForm<z.infer<typeof textQuery>>({ resolver: zodResolver(textQuery), defaultValues: { q: state.q, flag: state.flag } });
  const { reset } = form;
  useEffect(() => reset({ q: state.q, flag: state.flag }), [state.q, state.flag, reset]);
  const err = form.formState.errors.q?.message;
  return (
    <form className="search-form" role="search" noValidate onSubmit={form.handleSubmit((v) => onSearch({ q: v.q, flag: v.flag, page: 1, sel: undefined }))}>
      <Field label={t(tab === 'full' ? 'search.fullAddr' : 'search.postcodeAddr')} error={err ? t(err as ParseKeys<'search'>) : undefined} hint={t(tab === 'full' ? 'search.fullHint' : 'search.postcodeHint')}>
        {(p) => <input {...p} {...form.register('q')} type="search" autoComplete="off" placeholder={tab === 'full' ? '서울특별시 중구 세종대로 110' : '세종대로 110'} />}
      </Field>
      <FlagAndSubmit field={form.register('flag')} />
    </form>
  );
}

/** Structured geocoding: 시·도, 시·군·구, 동 (or road name), 지번, detail. */
export function StructuredForm({ state, onSearch }: { state: SearchState; onSearch: (p: Patch) => void }) {
  const { t } = useTranslation('search');
  const values = { city: state.city, gu: state.gu, dong: state.dong, bunji: state.bunji, detail: state.detail, flag: state.flag };
  const form = useForm<z.infer<typeof structured>>({ resolver: zodResolver(structured), defaultValues: values });
  const { reset } = form;
  useEffect(() => reset({ city: state.city, gu: state.gu, dong: state.dong, bunji: state.bunji, detail: state.detail, flag: state.flag }), [state.city, state.gu, state.dong, state.bunji, state.detail, state.flag, reset]);
  const e = form.formState.errors;
  const msg = (m: string | undefined) => (m ? t(m as ParseKeys<'search'>) : undefined);
  return (
    <form className="search-form" role="search" noValidate onSubmit={form.handleSubmit((v) => onSearch({ ...v, page: 1, sel: undefined }))}>
      <div className="form-grid">
        <Field label={t('search.city')} error={msg(e.city?.message)}>
          {(p) => <input {...p} {...form.register('city')} autoComplete="off" placeholder="서울특별시" />}
        </Field>
        <Field label={t('search.gu')} error={msg(e.gu?.message)}>
          {(p) => <input {...p} {...form.register('gu')} autoComplete="off" placeholder="중구" />}
        </Field>
        <Field label={t('search.dong')} error={msg(e.dong?.message)} hint={t('search.dongHint')}>
          {(p) => <input {...p} {...form.register('dong')} autoComplete="off" placeholder="태평로1가" />}
        </Field>
        <Field label={t('search.bunji')} error={msg(e.bunji?.message)}>
          {(p) => <input {...p} {...form.register('bunji')} autoComplete="off" placeholder="77-3" />}
        </Field>
      </div>
      <Field label={t('search.detail')} error={msg(e.detail?.message)}>
        {(p) => <input {...p} {...form.register('detail')} autoComplete="off" />}
      </Field>
      <FlagAndSubmit field={form.register('flag')} />
    </form>
  );
}

/** Old↔new conversion: the address and the direction. */
export function ConvertForm({ state, onSearch }: { state: SearchState; onSearch: (p: Patch) => void }) {
  const { t } = useTranslation('search');
  const form = useForm<z.infer<typeof conversion>>({ resolver: zodResolver(conversion), defaultValues: { q: state.q, dir: state.dir, multi: state.multi } });
  const { reset } = form;
  useEffect(() => reset({ q: state.q, dir: state.dir, multi: state.multi }), [state.q, state.dir, state.multi, reset]);
  const err = form.formState.errors.q?.message;
  return (
    <form className="search-form" role="search" noValidate onSubmit={form.handleSubmit((v) => onSearch({ ...v, sel: undefined }))}>
      <fieldset className="radio-row">
        <legend>{t('search.direction')}</legend>
        <label className="radio">
          <input type="radio" value="OtoN" {...form.register('dir')} /> {t('search.OtoN')}
        </label>
        <label className="radio">
          <input type="radio" value="NtoO" {...form.register('dir')} /> {t('search.NtoO')}
        </label>
      </fieldset>
      <Field label={t('search.reqAdd')} error={err ? t(err as ParseKeys<'search'>) : undefined}>
        {(p) => <input {...p} {...form.register('q')} type="search" autoComplete="off" placeholder="서울특별시 중구 태평로1가 77-3" />}
      </Field>
      <div className="form-row">
        <label className="inline-field">
          <span><CodeText text={t('search.reqMulti')} /></span>
          <select {...form.register('multi')}>
            <option value="S">{t('search.multiS')}</option>
            <option value="M">{t('search.multiM')}</option>
          </select>
        </label>
        <button type="submit" className="button primary">
          {t('search.convertGo')}
        </button>
      </div>
    </form>
  );
}
