import { useTranslation } from 'react-i18next';
import { useInputDetail } from './use-input-detail';
import type { PreparedRow } from '../model/mapping';

const PREVIEW_ROWS = 8;
const PROBLEMS_LISTED = 5;

/** The first rows as they will be sent, and every row whose input has a problem (the first few listed), before anything is sent. */
export function InputPreview({ prepared, lines }: { prepared: readonly PreparedRow[]; lines: readonly number[] }) {
  const { t } = useTranslation('batch');
  const problems = prepared.flatMap((p, i) => (p.problem ? [{ p, i }] : []));
  const later = problems.filter(({ i }) => i >= PREVIEW_ROWS).slice(0, PROBLEMS_LISTED);
  const inputDetail = useInputDetail();
  const problemText = (p: PreparedRow) => {
    const detail = inputDetail(p.detail, p.implausibility);
    return t(`batch.rowErrors.${p.problem ?? 'noMatch'}`) + (detail ? ` (${detail})` : '');
  };
  return (
    <section className="bw-preview" aria-label={t('batch.preview')}>
      <p data-testid="batch-input-summary">
        {t('batch.inputSummary', { rows: prepared.length.toLocaleString(), ok: (prepared.length - problems.length).toLocaleString(), problems: problems.length.toLocaleString() })}
      </p>
      <div className="bw-table-scroll">
        <table className="bw-table">
          <caption className="visually-hidden">{t('batch.previewCaption', { n: Math.min(PREVIEW_ROWS, prepared.length) })}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('batch.input')}</th>
              <th scope="col">{t('batch.check')}</th>
            </tr>
          </thead>
          <tbody>
            {prepared.slice(0, PREVIEW_ROWS).map((p, i) => (
              <tr key={i} className={p.problem ? 'bad' : ''} data-testid="batch-preview-row">
                <th scope="row">{i + 1}</th>
                <td className="bw-input-cell">{p.label}</td>
                <td className={p.problem ? 'warning' : 'bw-ok'}>{p.problem ? problemText(p) : t('batch.inputOk')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {later.length > 0 && (
        <div className="bw-problems" role="status">
          <p className="warning">{t('batch.laterProblems', { n: problems.length - problems.filter(({ i }) => i < PREVIEW_ROWS).length })}</p>
          <ul>
            {later.map(({ p, i }) => (
              <li key={i}>
                {t('batch.rowLine', { row: i + 1, line: lines[i] ?? i + 1 })}: {problemText(p)} — <span className="bw-input-cell">{p.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
