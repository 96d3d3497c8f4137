import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { refusalAtField, type FieldRefusal } from '../model/zone-refusal';
import { zoneFormSchema, zoneMessage, type ZoneForm } from '../model/zone-rules';
import type { ZoneRow } from '../queries';

/**
 * Add a zone, or rename one (its code is its identity and stays). The rules are the emulator's;
 * errors stand next to the field. `current` is the zone as the list shows it now: if another
 * client renamed or removed it while the dialog is open, the dialog says so.
 */
export function ZoneDialog({
  editing,
  current,
  existingCodes,
  onSubmit,
  onClose,
}: {
  editing: ZoneRow | undefined;
  current: ZoneRow | undefined;
  existingCodes: ReadonlySet<string>;
  /** A promise keeps the dialog open until the service answers; a rejection is shown at its field. */
  onSubmit: (v: ZoneForm) => void | Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('zones');
  const form = useForm<ZoneForm>({ resolver: zodResolver(zoneFormSchema), defaultValues: { code: editing?.code ?? '', name: editing?.name ?? '' } });
  const { errors, isSubmitting } = form.formState;
  // The service's refusal, in its own words, at the field it concerns (not a catalogue key).
  const [refused, setRefused] = useState<FieldRefusal>();
  const msg = (m: string | undefined, field: 'code' | 'name') => {
    const known = m === undefined ? undefined : zoneMessage(m);
    if (m !== undefined) return known ? t(known.key as ParseKeys<'zones'>, known.values) : m;
    return refused?.field === field ? refused.text : undefined;
  };
  const changedElsewhere = editing && (!current || current.name !== editing.name);
  return (
    <Dialog title={t(editing ? 'zones.editTitle' : 'zones.addTitle')} onClose={onClose}>
      {changedElsewhere && (
        <p className="warning" role="alert" data-testid="edit-conflict">
          {current ? t('zones.conflictRenamed', { name: current.name }) : t('zones.conflictRemoved')}
        </p>
      )}
      <form
        className="zone-form"
        noValidate
        onSubmit={form.handleSubmit(async (v) => {
          setRefused(undefined);
          if (!editing && existingCodes.has(v.code)) {
            form.setError('code', { message: 'codeExists' });
            return;
          }
          try {
            await onSubmit(v);
          } catch (error) {
            setRefused(refusalAtField(error, t('zones.notSent')));
          }
        })}
      >
        <Field label={t('zones.code')} error={msg(errors.code?.message, 'code')} hint={t('zones.codeHint')}>
          {(p) => <input {...p} {...form.register('code')} inputMode="numeric" autoComplete="off" readOnly={editing !== undefined} />}
        </Field>
        <Field label={t('zones.name')} error={msg(errors.name?.message, 'name')}>
          {(p) => <input {...p} {...form.register('name')} autoComplete="off" />}
        </Field>
        <div className="form-row">
          <button type="button" className="button" onClick={onClose}>
            {t('zones.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {t(editing ? 'zones.save' : 'zones.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
