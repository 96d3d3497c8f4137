import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../api/contract/common';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { explainError, sharedGatewayError } from '../../../components/ui/explain-error';
import { convert, type ServicePoint } from '../../../lib/crs/convert';
import { COORD_SYSTEMS } from '../../../lib/crs/definitions';
import { formatDms, formatPair } from '../../../lib/coords/format-coordinate';
import { compareConversions, DRIFT_LIMIT_M, formatMetres } from '../model/compare';
import { coordinateQueries } from '../queries';

const NO_POINT: ServicePoint = { lat: 0, lon: 0 };

/**
 * The point in all seven systems: the local conversion (copyable, degrees also as DMS) beside the
 * service's, with their difference on the ground and the service's round trip A → B → A. A figure
 * over DRIFT_LIMIT_M flags the row.
 */
export function SystemsList({ from, point }: { from: CoordType; point: ServicePoint }) {
  const { t } = useTranslation();
  const forward = useQueries({ queries: COORD_TYPES.map((to) => coordinateQueries.convert(from, to, point)) });
  const back = useQueries({
    queries: COORD_TYPES.map((to, i) => {
      const there = forward[i]?.data;
      return { ...coordinateQueries.convert(to, from, there ?? NO_POINT), enabled: there !== undefined };
    }),
  });
  const shared = sharedGatewayError(forward.map((q) => q.error));

  return (
    <section className="systems" aria-label={t('coords.systems')}>
      <h2>{t('coords.systems')}</h2>
      {shared !== undefined && <ErrorPanel error={shared} onRetry={() => forward.forEach((q) => void q.refetch())} />}
      <ol className="system-list">
        {COORD_TYPES.map((to, i) => {
          const def = COORD_SYSTEMS[to];
          const local = convert(from, to, point);
          const api = forward[i];
          const way = back[i];
          const c = compareConversions(from, point, to, api?.data, way?.data);
          const pair = formatPair(to, local);
          return (
            <li key={to} className={`system-row ${c.flagged ? 'flagged' : ''} ${to === from ? 'source' : ''}`} data-testid={`system-${to}`}>
              <div className="system-head">
                <strong title={def.source}>{def.label}</strong> <code className="muted">{to}</code>
                {to === from && <span className="badge">{t('coords.input')}</span>}
              </div>
              <div className="system-axes muted">{def.kind === 'geographic' ? t('coords.axesDegrees') : t('coords.axesMetres')}</div>
              <div className="system-value">
                <code data-testid="local-value">{pair}</code> <CopyButton value={pair} label={`${to} ${pair}`} />
              </div>
              {def.kind === 'geographic' && (
                <div className="system-dms muted">
                  <code>
                    {formatDms(local.lat, 'lat')} {formatDms(local.lon, 'lon')}
                  </code>
                </div>
              )}
              <dl className="system-compare">
                <dt>{t('coords.api')}</dt>
                <dd data-testid="api-value">
                  {api?.data ? <code>{formatPair(to, api.data)}</code> : api?.isError ? <span className="warning" title={explainError(api.error).message}>{t('coords.apiFailed')}</span> : <span className="muted">{t('coords.waiting')}</span>}
                </dd>
                <dt>{t('coords.delta')}</dt>
                <dd data-testid="api-delta">{c.apiDeltaM === undefined ? '—' : formatMetres(c.apiDeltaM)}</dd>
                <dt>{t('coords.roundTrip')}</dt>
                <dd data-testid="round-trip">
                  {c.roundTripM === undefined ? '—' : formatMetres(c.roundTripM)}
                  <span className="muted"> · {t('coords.localRoundTrip', { value: formatMetres(c.localRoundTripM) })}</span>
                </dd>
              </dl>
              {c.flagged && (
                <p className="drift-flag" role="note">
                  {t('coords.flagged', { limit: DRIFT_LIMIT_M })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
