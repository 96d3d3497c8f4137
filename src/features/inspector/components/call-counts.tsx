import { useTranslation } from 'react-i18next';
import { useCallCounts } from '../call-counter-store';
import { hoursMinutes } from '../model/call-format';
import { useNow } from '../../../lib/use-now';
import { countsOn, kstDay, msUntilKstMidnight } from '../../../lib/day-counter';

/** Today's calls per operation (Korean day): the service sends no rate-limit headers. */
export function CallCounts() {
  const now = useNow();
  const { t } = useTranslation('inspector');
  const counts = useCallCounts();
  const day = kstDay(now);
  const rows = countsOn(counts, day);
  const left = hoursMinutes(msUntilKstMidnight(now));
  return (
    <details className="call-counts" data-testid="call-counts">
      <summary>
        {t('inspector.counts.title', { day })} · {t('inspector.counts.total', { count: rows.reduce((n, r) => n + r.calls, 0) })}
      </summary>
      <p className="muted small">{t('inspector.counts.note', { h: left.h, m: left.m })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('inspector.counts.none')}</p>
      ) : (
        <table className="request-table">
          <thead>
            <tr>
              <th scope="col">{t('drawer.operation')}</th>
              <th scope="col">{t('inspector.counts.calls')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.operation}>
                <td className="mono">{r.operation}</td>
                <td>{r.calls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
