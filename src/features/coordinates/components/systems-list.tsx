import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { sharedGatewayError } from '../../../components/ui/explain-error';
import { convert, type ServicePoint } from '../../../../shared/crs/convert';
import { COORD_SYSTEMS } from '../../../../shared/crs/definitions';
import { formatDms, formatPair } from '../../../lib/coords/format-coordinate';
import { compareConversions, DRIFT_LIMIT_M, formatMetres } from '../model/compare';
import { readingKey, serviceTargets } from '../model/service-plan';
import { coordinateQueries } from '../queries';
import { ServiceFailure } from './service-failure';
import { useCrsWords } from '../../../lib/coords/crs-words';
import { CodeText } from '../../../components/ui/code-text';

const NO_POINT: ServicePoint = { lat: 0, lon: 0 };

/**
 * The point in all seven systems: the local conversion (computed in the browser at once; copyable,
 * degrees also as DMS) beside the service's, with their difference on the ground. The service is
 * asked once per system pair and only when `settled` (service-plan.ts); its round trip A → B → A
 * costs a call per system and is asked for one row at a time. A figure over DRIFT_LIMIT_M flags
 * the row. An input in a local-only system is asked as its local WGS84 point (`viaWgs84`).
 */
export function SystemsList({ from, point, settled, viaWgs84 = false }: { from: CoordType; point: ServicePoint; settled: boolean; viaWgs84?: boolean }) {
  const { t } = useTranslation('coordinates');
  const crs = useCrsWords();
  const targets = serviceTargets(from);
  // Disabled queries still return what the cache holds: an input seen before shows its answers at once.
  const forward = useQueries({ queries: targets.map((to) => ({ ...coordinateQueries.convert(from, to, point), enabled: settled })) });
  const reading = readingKey(from, point);
  const [backAsked, setBackAsked] = useState<ReadonlySet<string>>(new Set());
  const back = useQueries({
    queries: targets.map((to, i) => {
      const there = forward[i]?.data;
      return { ...coordinateQueries.convert(to, from, there ?? NO_POINT), enabled: there !== undefined && backAsked.has(`${reading}>${to}`) };
    }),
  });
  const shared = sharedGatewayError(forward.map((q) => q.error).filter((e) => e !== null));

  return (
    <section className="systems" aria-label={t('coords.systems')} data-settled={settled}>
      <h2>{t('coords.systems')}</h2>
      <p className="muted systems-note"><CodeText text={t('coords.sourcesNote', { count: targets.length })} /></p>
      {shared !== undefined && <ErrorPanel error={shared} onRetry={() => forward.forEach((q) => void q.refetch())} />}
      <ol className="system-list">
        {COORD_TYPES.map((to) => {
          const i = targets.indexOf(to);
          const def = COORD_SYSTEMS[to];
          const local = convert(from, to, point);
          const api = i < 0 ? undefined : forward[i];
          const way = i < 0 ? undefined : back[i];
          const c = compareConversions(from, point, to, api?.data, way?.data);
          const pair = formatPair(to, local);
          const askBack = () => setBackAsked((s) => new Set(s).add(`${reading}>${to}`));
          return (
            <li key={to} className={`system-row ${c.flagged ? 'flagged' : ''} ${to === from ? 'source' : ''}`} data-testid={`system-${to}`}>
              <div className="system-head">
                <strong title={crs.source(to)}>{crs.name(to)}</strong> <code className="muted">{to}</code>
                {to === from && <span className="badge">{viaWgs84 ? t('coords.askedFrom') : t('coords.input')}</span>}
              </div>
              <div className="system-axes muted"><CodeText text={def.kind === 'geographic' ? t('coords.axesDegrees') : t('coords.axesMetres')} /></div>
              <div className="system-value">
                <span className="source-tag">{t('coords.local')}</span> <code data-testid="local-value">{pair}</code> <CopyButton value={pair} label={`${to} ${pair}`} />
              </div>
              {def.kind === 'geographic' && (
                <div className="system-dms muted">
                  <code>
                    {formatDms(local.lat, 'lat')} {formatDms(local.lon, 'lon')}
                  </code>
                </div>
              )}
              {api && (
                <dl className="system-compare">
                  <dt>{t('coords.api')}</dt>
                  <dd data-testid="api-value">
                    {api.data ? (
                      <code>{formatPair(to, api.data)}</code>
                    ) : api.isError ? (
                      <ServiceFailure error={api.error} brief={shared !== undefined} />
                    ) : settled ? (
                      <span className="muted">{t('coords.asking')}</span>
                    ) : (
                      <span className="muted" data-testid="api-pending">
                        {t('coords.pending')}
                      </span>
                    )}
                  </dd>
                  <dt>{t('coords.delta')}</dt>
                  <dd data-testid="api-delta">{c.apiDeltaM === undefined ? '—' : formatMetres(c.apiDeltaM)}</dd>
                  <dt>{t('coords.roundTrip')}</dt>
                  <dd data-testid="round-trip">
                    {c.roundTripM !== undefined ? (
                      formatMetres(c.roundTripM)
                    ) : way?.isError ? (
                      <ServiceFailure error={way.error} brief />
                    ) : way?.isFetching ? (
                      <span className="muted">{t('coords.asking')}</span>
                    ) : api.data ? (
                      <button type="button" className="link-button" onClick={askBack}>
                        {t('coords.askRoundTrip')}
                      </button>
                    ) : (
                      '—'
                    )}
                    <span className="muted"> · {t('coords.localRoundTrip', { value: formatMetres(c.localRoundTripM) })}</span>
                  </dd>
                </dl>
              )}
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
