import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { expectationSchema, type Expectation, type ExpectationKind } from '../model/collection';

const KINDS: ExpectationKind[] = ['status', 'equals', 'exists', 'near'];

/** A value typed in the form: a number or true/false/null when it reads as one, text otherwise. */
function typedValue(text: string): string | number | boolean | null {
  const s = text.trim();
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (s === 'null') return null;
  return text;
}

/** Adds one expectation to a call. */
export function ExpectationForm({ onAdd }: { onAdd: (e: Expectation) => void }) {
  const { t } = useTranslation('collections');
  const [kind, setKind] = useState<ExpectationKind>('status');
  const [status, setStatus] = useState('200');
  const [path, setPath] = useState('');
  const [value, setValue] = useState('');
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [metres, setMetres] = useState('50');
  const [error, setError] = useState<string>();

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const candidate =
      kind === 'status'
        ? { kind, status: Number(status) }
        : kind === 'equals'
          ? { kind, path, value: typedValue(value) }
          : kind === 'exists'
            ? { kind, path }
            : { kind, path, lat: Number(lat), lon: Number(lon), metres: Number(metres) };
    const parsed = expectationSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(t('collections.expect.bad', { message: `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() }));
      return;
    }
    setError(undefined);
    onAdd(parsed.data);
    setPath('');
    setValue('');
  };

  return (
    <form className="expectation-form" onSubmit={submit} aria-label={t('collections.expect.add')}>
      <Field label={t('collections.expect.kind')}>
        {(p) => (
          <select {...p} value={kind} onChange={(e) => setKind(e.target.value as ExpectationKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`collections.expect.kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'status' && <Field label={t('collections.expect.status')}>{(p) => <input {...p} inputMode="numeric" value={status} onChange={(e) => setStatus(e.target.value)} />}</Field>}
      {kind !== 'status' && (
        <Field label={kind === 'near' ? t('collections.expect.latPath') : t('collections.expect.path')}>
          {(p) => <input {...p} className="mono" spellCheck={false} value={path} onChange={(e) => setPath(e.target.value)} />}
        </Field>
      )}
      {kind === 'equals' && <Field label={t('collections.expect.value')}>{(p) => <input {...p} value={value} onChange={(e) => setValue(e.target.value)} />}</Field>}
      {kind === 'near' && (
        <div className="expectation-point">
          <Field label={t('collections.expect.lat')}>{(p) => <input {...p} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />}</Field>
          <Field label={t('collections.expect.lon')}>{(p) => <input {...p} inputMode="decimal" value={lon} onChange={(e) => setLon(e.target.value)} />}</Field>
          <Field label={t('collections.expect.metres')}>{(p) => <input {...p} inputMode="decimal" value={metres} onChange={(e) => setMetres(e.target.value)} />}</Field>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button small">
        {t('collections.expect.add')}
      </button>
    </form>
  );
}
