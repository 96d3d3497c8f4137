import { useTranslation } from 'react-i18next';
import type { BatchSnapshot } from '../batch-session';
import { formatDuration } from '../model/progress';
import { countRows } from '../model/row-state';

/** Rows ended of total as a bar and in words, the current rate, the time left, and pause/resume. */
export function RunProgress({ snap, onPause, onResume }: { snap: BatchSnapshot; onPause: () => void; onResume: () => void }) {
  const { t } = useTranslation('batch');
  const c = countRows(snap.rows);
  const ended = c.done + c.failed;
  const running = snap.phase === 'running';
  const canResume = snap.phase === 'paused' || snap.phase === 'idle';
  const phaseText = snap.restored ? t('batch.phase.restored') : t(`batch.phase.${snap.phase}`);
  return (
    <section className="bw-progress" aria-label={t('batch.progress')} data-phase={snap.phase}>
      <div className="bw-progress-head">
        <strong data-testid="batch-phase">{phaseText}</strong>
        {running && (
          <button type="button" className="button" onClick={onPause}>
            {t('batch.pause')}
          </button>
        )}
        {canResume && c.pending > 0 && (
          <button type="button" className="button primary" onClick={onResume}>
            {t('batch.resume')}
          </button>
        )}
      </div>
      <progress max={c.total} value={ended} aria-label={t('batch.progressLabel', { ended, total: c.total })} />
      <p data-testid="batch-progress" data-ended={ended} data-done={c.done} data-total={c.total} aria-live="off">
        {t('batch.progressText', { ended: ended.toLocaleString(), total: c.total.toLocaleString(), done: c.done.toLocaleString(), failed: c.failed.toLocaleString() })}
      </p>
      <p className="muted bw-rate">
        {running && snap.rate !== undefined ? t('batch.rate', { rate: snap.rate.toFixed(1) }) : t('batch.rateNone')}
        {' · '}
        {running && snap.secondsLeft !== undefined ? t('batch.timeLeft', { time: formatDuration(snap.secondsLeft) }) : t('batch.timeLeftNone')}
        {snap.stats && snap.stats.requests > 0 && (
          <>
            {' · '}
            {t('batch.requestStats', { requests: snap.stats.requests.toLocaleString(), throttled: snap.stats.throttled.toLocaleString(), retries: snap.stats.retries.toLocaleString() })}
          </>
        )}
      </p>
      {snap.restored && c.pending > 0 && (
        <p className="note" role="status">
          {t('batch.restoredNote', { ended: ended.toLocaleString(), total: c.total.toLocaleString() })}
        </p>
      )}
      {snap.pauseReason === 'quota' && (
        <div className="error-panel" role="alert">
          <strong className="error-title">{t('batch.quotaTitle')}</strong>
          <p>{t('batch.quotaHint')}</p>
        </div>
      )}
      {snap.saveFailed && (
        <p className="warning" role="alert">
          {t('batch.saveFailed')}
        </p>
      )}
    </section>
  );
}
