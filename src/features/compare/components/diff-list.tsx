import { useTranslation } from 'react-i18next';
import { DIFF_KINDS, type DiffResult } from '../../../../shared/compare/field-diff';
import { formatMetres } from '../model/answer-points';

const shown = (v: unknown): string => (v === undefined ? '' : typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v)));

/** The differences' counts per kind, and each difference: path, kind, both values, metres apart. */
export function DiffList({ result }: { result: DiffResult }) {
  const { t } = useTranslation('compare');
  const total = DIFF_KINDS.reduce((n, k) => n + result.counts[k], 0);
  return (
    <section className="compare-diffs" aria-label={t('compare.differences')}>
      <ul className="diff-counts" data-testid="diff-counts" aria-label={t('compare.counts')}>
        {DIFF_KINDS.map((k) => (
          <li key={k} className={`diff-${k}`} data-kind={k} data-count={result.counts[k]} title={t(`compare.kindHint.${k}`)}>
            {t(`compare.kind.${k}`)} <strong>{result.counts[k]}</strong>
          </li>
        ))}
      </ul>
      {result.equal ? (
        <p className="muted" data-testid="compare-equal">
          {t('compare.equal')}
        </p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('compare.differences')}>
          <table className="diff-table" data-testid="diff-list">
            <caption>{t('compare.differences')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('compare.col.path')}</th>
                <th scope="col">{t('compare.col.kind')}</th>
                <th scope="col">{t('compare.col.left')}</th>
                <th scope="col">{t('compare.col.right')}</th>
                <th scope="col">{t('compare.col.metres')}</th>
              </tr>
            </thead>
            <tbody>
              {result.diffs.map((d) => (
                <tr key={`${d.kind}:${d.path}`} className={`diff-${d.kind}`} data-kind={d.kind}>
                  <td>
                    <code>{d.path || '$'}</code>
                  </td>
                  <td>{t(`compare.kind.${d.kind}`)}</td>
                  <td>
                    <code>{shown(d.left)}</code>
                  </td>
                  <td>
                    <code>{shown(d.right)}</code>
                  </td>
                  <td>{d.metres === undefined ? '' : formatMetres(d.metres)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.truncated && <p className="muted small">{t('compare.truncated', { shown: result.diffs.length, total })}</p>}
    </section>
  );
}
