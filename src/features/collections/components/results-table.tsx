import { useTranslation } from 'react-i18next';
import type { SavedCall } from '../model/collection';
import { summarise } from '../model/expectations';
import type { CallRun } from '../run-collection';
import { ExpectationText, FailureText } from './expectation-text';

/** A run's results: per call its status, time and each expectation's verdict with the reason; a summary line. */
export function ResultsTable({ calls, runs, done }: { calls: readonly SavedCall[]; runs: readonly CallRun[]; done: boolean }) {
  const { t } = useTranslation('collections');
  const sum = summarise(runs);
  const allPassed = sum.callsPassed === sum.calls;
  return (
    <section className="run-results" aria-label={t('collections.run.results')}>
      {done && (
        <p className={`run-summary ${allPassed ? 'good' : 'bad'}`} role="status" data-testid="run-summary">
          <strong>{allPassed ? t('collections.run.allPassed') : t('collections.run.someFailed')}</strong> · {t('collections.run.summary', sum)}
        </p>
      )}
      <table className="data-table run-table" data-testid="run-table">
        <caption className="visually-hidden">{t('collections.run.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('collections.run.call')}</th>
            <th scope="col">{t('collections.run.status')}</th>
            <th scope="col">{t('collections.run.time')}</th>
            <th scope="col">{t('collections.run.checks')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run, i) => {
            const saved = calls.find((c) => c.id === run.callId);
            return (
              <tr key={run.callId} data-testid="run-row">
                <th scope="row" className="mono">
                  {i + 1}. {saved?.operation}
                </th>
                <td>
                  <span className={`status-pill ${run.status !== undefined && run.status < 400 ? 'good' : 'bad'}`}>{run.status ?? t('collections.run.failed')}</span>
                </td>
                <td>{run.durationMs} ms</td>
                <td>
                  {run.verdicts.length === 0 ? (
                    <span className="muted">{t('collections.run.noChecks')}</span>
                  ) : (
                    <ul className="verdicts">
                      {run.verdicts.map((v, j) => {
                        const e = saved?.expectations[j];
                        return (
                          <li key={j} className={v.pass ? 'pass' : 'fail'} data-testid="verdict">
                            <span className={`status-pill ${v.pass ? 'good' : 'bad'}`}>{v.pass ? `✓ ${t('collections.run.pass')}` : `✗ ${t('collections.run.fail')}`}</span>{' '}
                            {v.pass ? (
                              <>
                                {e && <ExpectationText expectation={e} />}
                                {v.metres !== undefined && ` (${t('collections.failure.near', { metres: v.metres })})`}
                              </>
                            ) : (
                              <FailureText failure={v.failure} />
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
