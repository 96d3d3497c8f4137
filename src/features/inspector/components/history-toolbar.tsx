import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { historyStore, type HistoryState } from '../history-store';
import { formatBytes } from '../model/call-format';
import { historyTotals, type HistoryFilter } from '../model/history';

/** Search fields, the cap and its use, and "clear" behind a confirmation. */
export function HistoryToolbar({ history, filter, onFilter }: { history: HistoryState; filter: HistoryFilter; onFilter: (f: Partial<HistoryFilter>) => void }) {
  const { t } = useTranslation('inspector');
  const [confirming, setConfirming] = useState(false);
  const [keepStarred, setKeepStarred] = useState(true);
  const totals = historyTotals(history.entries);
  return (
    <div className="history-toolbar">
      <div className="history-filters" role="search">
        <label className="inline-field">
          <span>{t('inspector.history.path')}</span>
          <input value={filter.path} placeholder="/tmap/geo" onChange={(e) => onFilter({ path: e.target.value })} />
        </label>
        <label className="inline-field">
          <span>{t('inspector.history.status')}</span>
          <input value={filter.status} placeholder={t('inspector.history.statusHint')} onChange={(e) => onFilter({ status: e.target.value })} />
        </label>
        <label className="inline-field grow">
          <span>{t('inspector.history.text')}</span>
          <input type="search" value={filter.text} placeholder={t('inspector.history.textHint')} onChange={(e) => onFilter({ text: e.target.value })} />
        </label>
        <label className="toggle">
          <input type="checkbox" checked={filter.starredOnly ?? false} onChange={(e) => onFilter({ starredOnly: e.target.checked })} />
          <span>{t('inspector.history.starredOnly')}</span>
        </label>
      </div>
      <div className="history-cap">
        <span data-testid="history-usage">
          {t('inspector.history.usage', {
            rows: totals.rows,
            maxRows: history.cap.maxRows,
            size: formatBytes(totals.bytes),
            maxSize: formatBytes(history.cap.maxBytes),
            starred: totals.starred,
          })}
        </span>
        <span className="muted small">{t('inspector.history.capNote')}</span>
        <button type="button" className="button small danger" disabled={totals.rows === 0} onClick={() => setConfirming(true)}>
          {t('inspector.history.clear')}
        </button>
      </div>
      {confirming && (
        <Dialog title={t('inspector.history.clearTitle')} onClose={() => setConfirming(false)}>
          <p>{t('inspector.history.clearBody', { count: totals.rows })}</p>
          <label className="toggle">
            <input type="checkbox" checked={keepStarred} onChange={(e) => setKeepStarred(e.target.checked)} />
            <span>{t('inspector.history.keepStarred', { count: totals.starred })}</span>
          </label>
          <div className="row-actions">
            <button
              type="button"
              className="button danger"
              onClick={() => {
                historyStore.clear(keepStarred);
                setConfirming(false);
              }}
            >
              {t('inspector.history.clearConfirm')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} data-autofocus>
              {t('inspector.history.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
