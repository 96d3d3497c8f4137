import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { operationContracts } from '../../../../shared/contract/operations';
import { Field } from '../../../components/ui/field';
import { COMPARE_OPERATION_IDS, fieldsOf, missingRequired, paramsToSend, type CompareField, type CompareOperation } from '../model/compare-operations';

/**
 * The operation and its parameters: one field per parameter of the operation's form, and one per
 * parameter a link brought that the form does not have. Checked against the contract's params
 * schema before anything is sent.
 */
export function OperationForm({
  op,
  params,
  onOperation,
  onSend,
}: {
  op: CompareOperation;
  params: Record<string, string>;
  onOperation: (op: CompareOperation) => void;
  onSend: (params: Record<string, string>) => void;
}) {
  const { t } = useTranslation('compare');
  const own = fieldsOf(op);
  const extra: CompareField[] = Object.keys(params)
    .filter((name) => !own.some((f) => f.name === name))
    .map((name) => ({ name, kind: 'text' }));
  const fields = [...own, ...extra];
  const form = useForm<Record<string, string>>({ defaultValues: Object.fromEntries(fields.map((f) => [f.name, params[f.name] ?? ''])) });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const missing = missingRequired(op, values);
    for (const name of missing) form.setError(name, { message: t('compare.required', { name }) });
    if (missing.length > 0) return;
    const sent = paramsToSend(op, values);
    const checked = operationContracts[op].params.safeParse(sent);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && Object.hasOwn(values, name)) form.setError(name, { message: t('compare.invalid', { name }) });
      }
      return;
    }
    onSend(sent);
  });

  return (
    <form className="compare-form" noValidate onSubmit={(e) => void submit(e)} data-testid="compare-form">
      <div className="form-row">
        <label className="inline-field">
          <span>{t('compare.operation')}</span>
          <select value={op} onChange={(e) => onOperation(e.target.value as CompareOperation)} data-testid="compare-operation">
            {COMPARE_OPERATION_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`compare.operations.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <code>{op}</code>
      </div>
      <fieldset className="compare-params">
        <legend>{t('compare.params')}</legend>
        {fields.map((f) => (
          <Field key={f.name} label={`\`${f.name}\``} error={errors[f.name]?.message}>
            {(p) =>
              f.kind === 'select' && f.options ? (
                <select {...p} {...form.register(f.name)}>
                  <option value="">—</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...p} {...form.register(f.name)} type="text" inputMode={f.kind === 'number' ? 'decimal' : undefined} autoComplete="off" spellCheck={false} />
              )
            }
          </Field>
        ))}
      </fieldset>
      <button type="submit" className="button primary">
        {t('compare.send')}
      </button>
    </form>
  );
}
