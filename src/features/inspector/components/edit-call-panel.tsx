import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { PLACEHOLDERS, redactText } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';
import { apiClient } from '../../../session/api-client';
import { DeviationNote } from '../../../components/ui/deviation-note';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { sessionStore } from '../../../session/session-store';
import { checkBody } from '../model/deviations';
import { editableCall, editFormSchema, specFromEdit, type EditForm } from '../model/edit-call';
import type { BodyView as BodyViewMode } from '../model/inspector-params';
import { BodyView } from './body-view';
import { ContractCheckView } from './contract-check';

/** Text of an edit-form error: the schema gives a catalogue key; what it names is worked out here. */
function useEditMessage(template: string) {
  const { t } = useTranslation('inspector');
  return (error: FieldError | undefined, body?: string): string | undefined => {
    const key = error?.message as ParseKeys<'inspector'> | undefined;
    if (!key) return undefined;
    if (key === 'inspector.edit.badPath') return t(key, { template });
    if (key === 'inspector.edit.elided') return t(key, { marker: /<\d+ chars>/.exec(body ?? '')?.[0] ?? '' });
    if (key === 'inspector.edit.badJson') {
      try {
        JSON.parse(body ?? '');
        return t(key, { message: '' });
      } catch (e) {
        return t(key, { message: e instanceof Error ? e.message : String(e) });
      }
    }
    return t(key);
  };
}

function NameValueRows({ form, name, legend }: { form: ReturnType<typeof useForm<EditForm>>; name: 'query' | 'headers'; legend: string }) {
  const { t } = useTranslation('inspector');
  const rows = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  return (
    <fieldset className="edit-rows" data-testid={`edit-${name}`}>
      <legend>{legend}</legend>
      {rows.fields.map((row, i) => {
        const err = errors?.[i]?.name;
        return (
          <div key={row.id} className="edit-row">
            <Field label={t('inspector.edit.name')} error={err?.message ? t(err.message as ParseKeys<'inspector'>) : undefined}>
              {(a) => <input {...a} className="mono" autoComplete="off" {...form.register(`${name}.${i}.name`)} />}
            </Field>
            <Field label={t('inspector.edit.value')}>{(a) => <input {...a} className="mono" autoComplete="off" {...form.register(`${name}.${i}.value`)} />}</Field>
            <button type="button" className="button small" aria-label={t('inspector.edit.remove', { name: form.getValues(`${name}.${i}.name`) || i + 1 })} onClick={() => rows.remove(i)}>
              ×
            </button>
          </div>
        );
      })}
      <button type="button" className="button small" onClick={() => rows.append({ name: '', value: '' })}>
        {t('inspector.edit.add')}
      </button>
    </fieldset>
  );
}

function redact(text: string): string {
  const c = sessionStore.activeCredentials();
  return redactText(text, { appKey: c.appKey, appId: c.appId });
}

/**
 * A recorded call as a form: its path, query parameters, headers and JSON body, to change and send
 * again through the one fetch layer. The session's credentials are put in at send time and never
 * shown; the answer is listed as a new call and shown here.
 */
export function EditCallPanel({ event }: { event: RequestEvent }) {
  const { t } = useTranslation('inspector');
  const call = useMemo(() => editableCall(event), [event]);
  const template = call?.template ?? '';
  const schema = useMemo(() => editFormSchema(template), [template]);
  const form = useForm<EditForm>({ resolver: zodResolver(schema), defaultValues: call?.form });
  const message = useEditMessage(template);
  const [view, setView] = useState<BodyViewMode>('pretty');
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const send = useMutation({
    mutationFn: async (values: EditForm) => {
      const res = await apiClient.request(specFromEdit(event, values), { format: event.format });
      return { res, body: redact(res.raw) };
    },
  });
  if (!call) return <p className="muted small">{t('inspector.rerun.notReplayable')}</p>;
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="edit-call" aria-label={t('inspector.edit.title')} noValidate onSubmit={form.handleSubmit((v) => send.mutateAsync(v).catch(() => undefined))}>
      <h3>{t('inspector.edit.title')}</h3>
      <p className="muted small">{t('inspector.edit.note')}</p>
      <Field label={t('inspector.edit.path')} error={message(errors.path)}>
        {(a) => <input {...a} className="mono" autoComplete="off" {...form.register('path')} />}
      </Field>
      <NameValueRows form={form} name="query" legend={t('inspector.edit.query')} />
      <NameValueRows form={form} name="headers" legend={t('inspector.edit.headers')} />
      {call.credentials.length > 0 && (
        <ul className="edit-credentials small" data-testid="edit-credentials">
          {call.credentials.map((c) => (
            <li key={c}>
              <span className="mono">{c}</span>: <span className="mono">{c.toLowerCase() === 'app-id' ? PLACEHOLDERS.appId : PLACEHOLDERS.appKey}</span>{' '}
              <span className="muted">({t('inspector.edit.credential')})</span>
            </li>
          ))}
        </ul>
      )}
      {call.hasJsonBody && (
        <Field label={t('inspector.edit.body')} error={message(errors.body, body)}>
          {(a) => <textarea {...a} className="mono" rows={Math.min(16, Math.max(4, body.split('\n').length))} spellCheck={false} {...form.register('body')} />}
        </Field>
      )}
      {call.formBody && <p className="muted small">{t('inspector.edit.formBody')}</p>}
      <div className="row-actions">
        <button type="submit" className="button primary small" disabled={isSubmitting || send.isPending || call.formBody}>
          {send.isPending ? t('inspector.edit.sending') : t('inspector.edit.send')}
        </button>
        <button type="button" className="button small" onClick={() => form.reset(call.form)}>
          {t('inspector.edit.reset')}
        </button>
      </div>
      {send.isError && (
        <div data-testid="edit-result">
          <ErrorPanel error={send.error} />
          {isApiError(send.error) && send.error.raw !== undefined && <BodyView text={send.error.raw} format={event.format} view={view} onView={setView} testId="edit-raw" />}
        </div>
      )}
      {send.data && (
        <section className="rerun-result" data-testid="edit-result" aria-label={t('inspector.edit.result')}>
          <p className="rerun-meta">
            <strong>{t('inspector.edit.result')}</strong> · <span className="status-pill good">{send.data.res.status}</span> · {send.data.res.durationMs} ms
          </p>
          <DeviationNote deviations={send.data.res.deviations} />
          <ContractCheckView check={checkBody(event.operation, event.format, send.data.body)} />
          <BodyView text={send.data.body} format={event.format} view={view} onView={setView} testId="edit-raw" />
        </section>
      )}
    </form>
  );
}
