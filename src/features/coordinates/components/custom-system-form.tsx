import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { definitionProblem } from '../../../../shared/crs/convert';
import { useCrsWords } from '../../../lib/coords/crs-words';
import { updatePreferences } from '../../../lib/preferences';
import { customSystemSchema, type CustomSystem, type CustomSystemInput } from '../model/custom-system-schema';

/**
 * A system of the user's own: an EPSG code with its proj4 definition, checked by proj4 and kept
 * as a (non-secret) preference; the point then shows in it, and input can be read in it.
 */
export function CustomSystemForm({ saved }: { saved: { code: string; proj4: string } | null }) {
  const { t } = useTranslation('coordinates');
  const crs = useCrsWords();
  const { register, handleSubmit, formState, getValues } = useForm<CustomSystemInput, unknown, CustomSystem>({
    resolver: zodResolver(customSystemSchema),
    defaultValues: saved ?? { code: '', proj4: '' },
  });
  const onSubmit = handleSubmit((v) => updatePreferences({ customSystem: v }));
  const codeError = formState.errors.code?.message;
  const proj4Error = formState.errors.proj4;
  // proj4's own words for a definition it cannot read, after ours.
  const detail = proj4Error?.message === 'proj4' ? definitionProblem(getValues('proj4')) : undefined;
  const proj4Message = proj4Error?.message ? `${t(`coords.custom.errors.${proj4Error.message}` as ParseKeys<'coordinates'>)}${detail ? ` (${crs.definition(detail)})` : ''}` : undefined;
  return (
    <details className="custom-system">
      <summary>{t('coords.custom.title')}</summary>
      <form onSubmit={onSubmit} noValidate data-testid="custom-system-form">
        <Field label={t('coords.custom.code')} error={codeError ? t(`coords.custom.errors.${codeError}` as ParseKeys<'coordinates'>) : undefined}>
          {(p) => <input {...p} {...register('code')} placeholder="EPSG:32651" autoComplete="off" spellCheck={false} />}
        </Field>
        <Field label={t('coords.custom.definition')} hint={t('coords.custom.definitionHint')} error={proj4Message}>
          {(p) => <textarea {...p} {...register('proj4')} rows={2} placeholder="+proj=utm +zone=51 +datum=WGS84 +units=m +no_defs" spellCheck={false} autoComplete="off" />}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button">
            {t('coords.custom.save')}
          </button>
          {saved && (
            <button type="button" className="button" onClick={() => updatePreferences({ customSystem: null })}>
              {t('coords.custom.remove')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
