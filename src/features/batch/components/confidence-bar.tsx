import { useTranslation } from 'react-i18next';
import { APPROXIMATE_DISTANCE_M, countConfidence, type ConfidenceFilter } from '../model/confidence';
import type { BatchRowState } from '../model/job';
import type { BatchOperation } from '../model/operations';

/**
 * How many done rows are exact and how many only approximate (counted as done all the same), what
 * makes a row approximate for this operation, and the filter that shows one kind only.
 */
export function ConfidenceBar({ operation, rows, filter, onFilter }: { operation: BatchOperation; rows: readonly BatchRowState[]; filter: ConfidenceFilter; onFilter: (f: ConfidenceFilter) => void }) {
  const { t } = useTranslation('batch');
  const c = countConfidence(operation, rows);
  const done = c.exact + c.approximate + c.unrated;
  const n = (x: number) => x.toLocaleString();
  return (
    <div className="bw-confidence">
      <p data-testid="batch-confidence" data-exact={c.exact} data-approximate={c.approximate} data-unrated={c.unrated}>
        {t('batch.confidenceSummary', { done: n(done), exact: n(c.exact), approximate: n(c.approximate), unrated: n(c.unrated) })}
      </p>
      <label className="bw-filter">
        <span>{t('batch.confidenceFilter')}</span>
        <select value={filter} onChange={(e) => onFilter(e.target.value as ConfidenceFilter)}>
          <option value="all">{t('batch.confidenceFilters.all', { n: n(rows.length) })}</option>
          <option value="exact">{t('batch.confidenceFilters.exact', { n: n(c.exact) })}</option>
          <option value="approximate">{t('batch.confidenceFilters.approximate', { n: n(c.approximate) })}</option>
        </select>
      </label>
      <details className="bw-details bw-confidence-help">
        <summary>{t('batch.confidence')}?</summary>
        <p className="muted">{operation === 'geocode' ? t('batch.confidenceHelpGeocode') : t('batch.confidenceHelpReverse', { m: APPROXIMATE_DISTANCE_M })}</p>
      </details>
    </div>
  );
}
