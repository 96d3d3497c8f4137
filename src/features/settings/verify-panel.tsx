import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperationReport, VerifyReport } from '../../../shared/compare/verify-report-shape';
import { CodeText } from '../../components/ui/code-text';
import { FileName } from '../../components/ui/file-name';
import { useServerMode } from '../../session/server-mode-store';
import { isSameOrigin } from '../../session/server-profile';
import { useSession } from '../../session/session-store';
import { runVerify } from './run-verify';

const fixed = (n: number | null, digits = 3): string => (n === null ? '–' : n.toFixed(digits));
const percent = (share: number | null): string => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);
const metres = (m: number): string => (m >= 100 ? m.toFixed(0) : m.toFixed(1));

/**
 * On a server with a recordings folder (replaying, or recording as a proxy): runs POST
 * /_locus/verify and shows its report as text — the fidelity score, the share of equal bodies,
 * a table per operation and each differing recording's first differences (path, kind, metres).
 */
export function VerifyPanel() {
  const { t } = useTranslation('settings');
  // Only a profile that talks to this server asks it what it is (a real service is asked nothing).
  const { mode } = useServerMode(isSameOrigin(useSession().profileId));
  const run = useMutation({ mutationFn: () => runVerify() });
  const hasRecordings = mode?.kind === 'replay' || (mode?.kind === 'proxy' && mode.recording);
  if (!hasRecordings) return null;
  return (
    <section className="verify-panel" data-testid="verify-panel" aria-labelledby="verify-title" aria-busy={run.isPending}>
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p className="note">
        <CodeText text={t('verify.intro')} />
      </p>
      <button type="button" className="button primary" onClick={() => run.mutate()} disabled={run.isPending} data-testid="verify-run">
        {t('verify.run')}
      </button>
      {run.isPending && (
        <p className="muted" role="status" data-testid="verify-running">
          {t('verify.running')}
        </p>
      )}
      {run.isError && (
        <p className="error" role="alert" data-testid="verify-error">
          {t('verify.failed', { message: run.error.message })}
        </p>
      )}
      {run.data && !run.isPending && <VerifyResult report={run.data} />}
    </section>
  );
}

function VerifyResult({ report }: { report: VerifyReport }) {
  const { t } = useTranslation('settings');
  return (
    <div data-testid="verify-result">
      {report.compared === 0 ? (
        <p>{t('verify.nothing')}</p>
      ) : (
        <>
          <p className="verify-score" data-testid="verify-score">
            <strong>{t('verify.score', { score: fixed(report.score) })}</strong>{' '}
            {t('verify.scoreNote', { agreeing: report.fields.agreeing, total: report.fields.total })}
          </p>
          <p data-testid="verify-equal">{t('verify.equal', { equal: report.equal, compared: report.compared, share: percent(report.equalShare) })}</p>
        </>
      )}
      <p className="muted">{t('verify.counts', { checked: report.checked, notCompared: report.notCompared, skipped: report.skipped })}</p>
      {report.operations.length > 0 && (
        <div className="sources-scroll" role="region" tabIndex={0} aria-label={t('verify.caption')}>
          <table className="kv-table verify-table" data-testid="verify-operations">
            <caption>{t('verify.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('verify.operation')}</th>
                <th scope="col">{t('verify.checked')}</th>
                <th scope="col">{t('verify.compared')}</th>
                <th scope="col">{t('verify.equalColumn')}</th>
                <th scope="col">{t('verify.missing')}</th>
                <th scope="col">{t('verify.extra')}</th>
                <th scope="col">{t('verify.type')}</th>
                <th scope="col">{t('verify.value')}</th>
                <th scope="col">{t('verify.metres')}</th>
                <th scope="col">{t('verify.scoreColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {report.operations.map((o) => (
                <OperationRow key={o.operation} row={o} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.differing.length > 0 && (
        <>
          <h3>{t('verify.differences')}</h3>
          <ul className="verify-differences" data-testid="verify-differences">
            {report.differing.map((d) => (
              <li key={d.file} data-testid="verify-differing">
                <FileName name={d.file} /> <code>{d.operation}</code>
                {d.status.recorded !== d.status.emulator && <> {t('verify.status', d.status)}</>}
                <ul>
                  {d.first.map((f, i) => (
                    <li key={i} data-testid="verify-difference">
                      <code>{f.path}</code> {t(`verify.kinds.${f.kind}`)}
                      {f.metres !== undefined && <> ({t('verify.metresAway', { metres: metres(f.metres) })})</>}
                      {f.recorded !== undefined && <> <code>{f.recorded}</code></>}
                      {f.emulator !== undefined && <> → <code>{f.emulator}</code></>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.notComparedFiles.length > 0 && (
        <>
          <h3>{t('verify.notComparedTitle')}</h3>
          <ul>
            {report.notComparedFiles.map((f) => (
              <li key={f.file}>
                <FileName name={f.file} /> <code>{f.reason}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.skippedFiles.length > 0 && (
        <>
          <h3>{t('verify.skippedTitle')}</h3>
          <ul>
            {report.skippedFiles.map((f) => (
              <li key={f.file}>
                <FileName name={f.file} /> <code>{f.reason}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function OperationRow({ row }: { row: OperationReport }) {
  return (
    <tr data-testid="verify-operation">
      <th scope="row">
        <code>{row.operation}</code>
      </th>
      <td>{row.checked}</td>
      <td>{row.compared}</td>
      <td>{row.equal}</td>
      <td>{row.differences.missing}</td>
      <td>{row.differences.extra}</td>
      <td>{row.differences.type}</td>
      <td>{row.differences.value}</td>
      <td>{row.metres ? `${metres(row.metres.max)} / ${metres(row.metres.median)}` : '–'}</td>
      <td>{fixed(row.score)}</td>
    </tr>
  );
}
