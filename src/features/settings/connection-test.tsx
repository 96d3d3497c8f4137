import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../session/api-client';
import { usePlace } from '../../lib/routing';
import { detectConsoleHost } from '../../session/console-host';
import { cspViolations } from '../../session/csp-violations';
import type { Diagnosis, ProbeArea } from '../../session/diagnose-probe';
import { useProfileWhere } from '../../session/profile-where';
import { profileBaseUrl } from '../../session/profiles';
import { sessionStore, useSession } from '../../session/session-store';
import { PROBE_AREAS, probeArea, reachNoCors } from './run-connection-test';

type Row = { state: 'pending' } | { state: 'done'; diagnosis: Diagnosis } | { state: 'crashed'; message: string };

/**
 * Settings → Test connection: one harmless question per area of the saved profile, each sent
 * through the console's client with the session's key, and what each answer (or its absence)
 * means. `?check=connection` (the connection banner's link) brings the button into view.
 */
export function ConnectionTest() {
  const { t } = useTranslation('settings');
  const where = useProfileWhere();
  // Results belong to the profile they were found for: saving another one hides them.
  const session = useSession();
  const target = `${session.profileId} ${profileBaseUrl(session.profileId, session.customBaseUrl)}`;
  const [results, setResults] = useState<{ target: string; rows: Partial<Record<ProbeArea, Row>> }>({ target, rows: {} });
  const rows = results.target === target ? results.rows : {};
  const [running, setRunning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { search } = usePlace();
  const asked = new URLSearchParams(search).get('check') === 'connection';

  useEffect(() => {
    if (!asked) return;
    button.current?.scrollIntoView({ block: 'center' });
    button.current?.focus();
  }, [asked]);

  const run = async () => {
    setRunning(true);
    setResults({ target, rows: Object.fromEntries(PROBE_AREAS.map((a) => [a, { state: 'pending' }])) });
    const consoleHost = await detectConsoleHost();
    const deps = {
      client: apiClient,
      baseUrl: sessionStore.baseUrl(),
      pageOrigin: window.location.origin,
      consoleHost,
      online: () => navigator.onLine,
      waitForViolation: cspViolations.waitFor.bind(cspViolations),
      reach: reachNoCors,
    };
    // One area after another: their answers do not mix, and a rate limit is not provoked.
    for (const area of PROBE_AREAS) {
      let row: Row;
      try {
        row = { state: 'done', diagnosis: await probeArea(area, deps) };
      } catch (e) {
        row = { state: 'crashed', message: e instanceof Error ? e.message : String(e) };
      }
      setResults((r) => ({ ...r, rows: { ...r.rows, [area]: row } }));
    }
    setRunning(false);
  };

  const shown = PROBE_AREAS.filter((a) => rows[a] !== undefined);
  return (
    <section className="connection-test" aria-labelledby="connection-test-title" data-testid="connection-test">
      <h2 id="connection-test-title">{t('diagnose.title')}</h2>
      <p className="muted">{t('diagnose.intro', { where })}</p>
      <button ref={button} type="button" className="button primary" disabled={running} onClick={() => void run()}>
        {running ? t('diagnose.running') : t('diagnose.run')}
      </button>
      <ul className="probe-list" aria-live="polite" aria-busy={running}>
        {shown.map((area) => (
          <ProbeRow key={area} area={area} row={rows[area] ?? { state: 'pending' }} />
        ))}
      </ul>
    </section>
  );
}

function ProbeRow({ area, row }: { area: ProbeArea; row: Row }) {
  const { t } = useTranslation('settings');
  const label = t(`diagnose.areas.${area}`);
  if (row.state === 'pending') {
    return (
      <li className="probe pending" data-area={area} data-kind="pending">
        <span className="probe-icon" aria-hidden="true">…</span>
        <span>
          <strong>{label}</strong> — {t('diagnose.pending')}
        </span>
      </li>
    );
  }
  if (row.state === 'crashed') {
    return (
      <li className="probe failed" data-area={area} data-kind="crashed">
        <span className="probe-icon" aria-hidden="true">✗</span>
        <span>
          <strong>{label}</strong> — {t('diagnose.failed')}: {row.message}
        </span>
      </li>
    );
  }
  const { kind, ok, params } = row.diagnosis;
  return (
    <li className={`probe ${ok ? 'ok' : 'failed'}`} data-area={area} data-kind={kind}>
      <span className="probe-icon" aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>
      <span>
        <strong>{label}</strong> — {ok ? t('diagnose.ok') : t('diagnose.failed')}: {t(`diagnose.kinds.${kind}.title`, params)}
        {!ok && <span className="probe-hint">{t(`diagnose.kinds.${kind}.hint`, params)}</span>}
        {kind === 'unreachable' && params.tls === 'yes' && <span className="probe-hint">{t('diagnose.tlsNote', params)}</span>}
      </span>
    </li>
  );
}
