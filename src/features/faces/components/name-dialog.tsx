import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { headerNameRule } from '../model/header-name';

const schema = z.object({ name: headerNameRule });

/**
 * Names a new group or subject. The name travels in a header, so it must be ASCII: the rule is
 * checked at the field, and the service's own refusal is shown under it. Submit is disabled
 * while the create is on its way.
 */
export function NameDialog({
  title,
  label,
  hint,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  hint: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('faces');
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const message = form.formState.errors.name?.message;
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="zone-form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.name.trim()))}>
        <Field label={label} hint={hint} error={message ? t(message as ParseKeys<'faces'>) : undefined}>
          {(p) => <input {...p} {...form.register('name')} autoComplete="off" spellCheck={false} />}
        </Field>
        {error !== null && error !== undefined && <ErrorPanel error={error} />}
        <div className="form-row">
          <button type="button" className="button" onClick={onClose}>
            {t('faces.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={pending}>
            {pending ? t('faces.creating') : t('faces.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
