import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text';
import type { CompareSide } from '../../../session/compare-link';
import type { BatchJob, BatchRowState } from '../model/job';
import { RESULT_FIELDS } from '../model/operations';
import { compareRows, differencesText } from '../model/row-compare';

const SHOWN_ROWS = 300;

/** A done row's result in a few words: its main fields. */
function brief(job: BatchJob, row: BatchRowState | undefined): string {
  if (row?.status !== 'done') return '';
  const fields = RESULT_FIELDS[job.config.operation];
  return fields.map((f) => row.result?.fields[f] ?? '').filter((v) => v !== '').slice(0, 2).join(' · ');
}

/** A row's result: its main fields when done, else its status (and a failure's code). */
function RowBrief({ job, row }: { job: BatchJob; row: BatchRowState | undefined }) {
  const { t } = useTranslation('batch');
  if (!row) return null;
  if (row.status === 'done') return <DataText>{brief(job, row)}</DataText>;
  const code = row.status === 'failed' ? (row.error?.code ?? '') : '';
  return (
    <>
      {t(`batch.statuses.${row.status}`)} {code && <code>{code}</code>}
    </>
  );
}

/** A run against two profiles: per row both results, the differences' counts and what differs; "only rows that differ" on by default. */
export function CompareResults({ job, rows, compared, side }: { job: BatchJob; rows: readonly BatchRowState[]; compared: readonly BatchRowState[]; side: CompareSide }) {
  const { t } = useTranslation('batch');
  const [differsOnly, setDiffersOnly] = useState(true);
  const all = useMemo(() => rows.map((row, i) => ({ index: i, row, other: compared[i], diff: compareRows(row, compared[i]) })), [rows, compared]);
  const ended = all.filter((r) => r.diff !== undefined);
  const differing = ended.filter((r) => r.diff && !r.diff.equal);
  const shown = (differsOnly ? differing : all).slice(0, SHOWN_ROWS);
  const profile = side.profileId === 'custom' ? (side.base ?? '') : t(`settings.profiles.${side.profileId}`);
  return (
    <section className="bw-compare-results" data-testid="batch-compare-results" aria-label={t('batchCompare.title', { profile })}>
      <h2>{t('batchCompare.title', { profile })}</h2>
      <p data-testid="batch-compare-summary">{t('batchCompare.summary', { n: differing.length, ended: ended.length })}</p>
      <label className="check-field">
        <input type="checkbox" checked={differsOnly} onChange={(e) => setDiffersOnly(e.target.checked)} /> {t('batchCompare.differsOnly')}
      </label>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('batchCompare.title', { profile })}>
        <table className="bw-compare-table">
          <thead>
            <tr>
              <th scope="col">{t('batchCompare.col.row')}</th>
              <th scope="col">{t('batchCompare.col.input')}</th>
              <th scope="col">{t('batchCompare.col.differences')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ index, row, other, diff }) => (
              <tr key={index} data-row={index + 1} data-differs={diff ? String(!diff.equal) : undefined}>
                <td>{index + 1}</td>
                <td>
                  <DataText>{job.labels[index] ?? ''}</DataText>
                  <dl>
                    <dt>{t('batchCompare.col.left')}</dt>
                    <dd>
                      <RowBrief job={job} row={row} />
                    </dd>
                    <dt>{t('batchCompare.col.right')}</dt>
                    <dd>
                      <RowBrief job={job} row={other} />
                    </dd>
                  </dl>
                </td>
                <td>
                  {diff && <span className="muted">{t('batchCompare.kinds', diff.counts)}</span>}
                  {diff && !diff.equal && <code>{differencesText(diff)}</code>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(differsOnly ? differing : all).length > SHOWN_ROWS && <p className="muted">{t('batchCompare.more', { n: SHOWN_ROWS })}</p>}
    </section>
  );
}
