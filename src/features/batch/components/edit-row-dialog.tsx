import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import type { BatchJob, BatchRowState } from '../model/job';
import { applyRowEdit, rowEditValue, type RowEditValue } from '../model/row-edit';
import { useInputDetail } from './use-input-detail';

/** The form's fields: the ones the run's column mapping reads. */
type EditForm = { address?: string | undefined; lat?: string | undefined; lon?: string | undefined; coord?: string | undefined };

function valueOf(mode: RowEditValue['mode'], f: EditForm): RowEditValue {
  if (mode === 'address') return { mode, address: f.address ?? '' };
  if (mode === 'latlon') return { mode, lat: f.lat ?? '', lon: f.lon ?? '' };
  return { mode, coord: f.coord ?? '' };
}

/** Which field a problem belongs to (an implausible lat/lon pair says which). */
function fieldOf(mode: RowEditValue['mode'], problem: string, field: 'lat' | 'lon' | undefined): keyof EditForm {
  if (mode === 'address') return 'address';
  if (mode === 'single') return 'coord';
  if (problem === 'badLon' || (problem === 'implausible' && field === 'lon')) return 'lon';
  return 'lat';
}

/**
 * Edit one row's input and send it again, alone. The input is checked by the preview's rules
 * (model/row-edit.ts) at each field before anything is sent; the row's current state and error
 * are shown so the user sees what to fix.
 */
export function EditRowDialog({
  job,
  index,
  row,
  errorText,
  onRerun,
  onClose,
}: {
  job: BatchJob;
  index: number;
  row: BatchRowState | undefined;
  errorText: string;
  onRerun: (value: RowEditValue) => void;
  onClose: () => void;
}) {
  const inputDetail = useInputDetail();
  const { t } = useTranslation('batch');
  const current = rowEditValue(job, index);
  const mode = current.mode;
  const schema = z
    .object({ address: z.string().optional(), lat: z.string().optional(), lon: z.string().optional(), coord: z.string().optional() })
    .superRefine((f, ctx) => {
      const out = applyRowEdit(job, index, valueOf(mode, f));
      if (out.ok) return;
      const detail = inputDetail(out.detail, out.implausibility);
      const message = t(`batch.rowErrors.${out.problem}`) + (detail ? ` (${detail})` : '');
      ctx.addIssue({ code: 'custom', path: [fieldOf(mode, out.problem, out.implausibility?.field)], message });
    });
  const form = useForm<EditForm>({ resolver: zodResolver(schema), defaultValues: current });
  const e = form.formState.errors;
  const status = row ? t(`batch.statuses.${row.status}`) + (errorText ? ` — ${errorText}` : '') : '';
  const text = (name: keyof EditForm, label: string) => (
    <Field label={label} error={e[name]?.message}>
      {(p) => <input {...p} {...form.register(name)} type="text" autoComplete="off" spellCheck={false} />}
    </Field>
  );
  return (
    <Dialog title={t('batch.editTitle', { row: index + 1 })} onClose={onClose}>
      <form
        className="bw-edit"
        noValidate
        onSubmit={form.handleSubmit((f) => {
          onRerun(valueOf(mode, f));
          onClose();
        })}
      >
        <p className="muted">{t('batch.editIntro')}</p>
        <p data-testid="batch-edit-now">{t('batch.editNow', { status })}</p>
        {mode === 'address' && text('address', t('batch.fields.address'))}
        {mode === 'latlon' && (
          <div className="bw-grid">
            {text('lat', t('batch.fields.lat'))}
            {text('lon', t('batch.fields.lon'))}
          </div>
        )}
        {mode === 'single' && text('coord', t('batch.editCoord'))}
        <div className="bw-actions">
          <button type="submit" className="button primary">
            {t('batch.rerun')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('batch.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
