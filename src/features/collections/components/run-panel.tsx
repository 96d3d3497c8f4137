import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { PROFILE_IDS, type ProfileId } from '../../../session/profiles';
import { sessionStore, useSession } from '../../../session/session-store';
import type { SavedCall } from '../model/collection';
import { runCalls, type CallRun } from '../run-collection';
import { ResultsTable } from './results-table';

/** The profile a run (and a Postman export) is for. */
export function ProfileChoice({ value, onChange }: { value: ProfileId; onChange: (p: ProfileId) => void }) {
  const { t } = useTranslation('collections');
  return (
    <Field label={t('collections.run.profile')}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value as ProfileId)} data-testid="run-profile">
          {PROFILE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`collections.run.profiles.${id}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Runs the collection against the chosen profile. A profile without a key asks for one (kept in
 * this tab's session, as Settings keeps it) instead of sending.
 */
export function RunPanel({ calls, profile }: { calls: readonly SavedCall[]; profile: ProfileId }) {
  const { t } = useTranslation('collections');
  const session = useSession();
  const [runs, setRuns] = useState<CallRun[]>();
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState('');
  const abort = useRef<AbortController>(undefined);
  const hasKey = session.credentials[profile].appKey !== '';
  const noBase = profile === 'custom' && session.customBaseUrl.trim() === '';

  const run = async () => {
    if (!sessionStore.get().credentials[profile].appKey) {
      setAsking(true);
      return;
    }
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setRunning(true);
    setRuns([]);
    try {
      await runCalls(calls, profile, setRuns, ctl.signal);
    } finally {
      setRunning(false);
    }
  };

  const submitKey = (ev: FormEvent) => {
    ev.preventDefault();
    if (key.trim() === '') return;
    sessionStore.update((s) => ({ ...s, credentials: { ...s.credentials, [profile]: { ...s.credentials[profile], appKey: key.trim() } } }));
    setKey('');
    setAsking(false);
    void run();
  };

  return (
    <section className="run-panel detail-section" aria-labelledby="run-title">
      <div className="section-head">
        <h3 id="run-title">{t('collections.run.title')}</h3>
        <button type="button" className="button primary" disabled={running || calls.length === 0 || noBase} onClick={() => void run()} data-testid="run-collection">
          {t('collections.run.start')}
        </button>
      </div>
      {noBase && <p className="warning">{t('collections.run.noBase')}</p>}
      {(asking || (!hasKey && !noBase)) && (
        <form className="key-ask" onSubmit={submitKey} aria-label={t('collections.run.noKey')}>
          <p className="warning" role={asking ? 'alert' : undefined}>
            {t('collections.run.noKey')}
          </p>
          <Field label={t('collections.run.keyLabel')}>
            {(p) => <input {...p} type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} />}
          </Field>
          <button type="submit" className="button small" disabled={key.trim() === ''}>
            {t('collections.run.useKey')}
          </button>
        </form>
      )}
      {running && runs && (
        <p className="muted" role="status">
          {t('collections.run.running', { done: runs.length, total: calls.length })}
        </p>
      )}
      {runs && runs.length > 0 && <ResultsTable calls={calls} runs={runs} done={!running} />}
    </section>
  );
}
