import { memo, useCallback, useEffect, useLayoutEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NoAnswerPanel, type UnansweredError } from '../../components/ui/no-answer-panel';
import { isApiError } from '../../api/errors';
import { useMap, useMapClick } from '../../map/map-context';
import { PointMarker } from '../../map/point-marker';
import { useUrlState } from '../../lib/use-url-state';
import { LookupParams } from './components/lookup-params';
import { MapLegend } from './components/map-legend';
import { ProbeForm } from './components/probe-form';
import { parseExploreParams, writeExploreParams } from './model/explore-params';
import { outsideKorea } from './model/outside-korea';
import { KOREA_REGION } from '../../../shared/crs/korea-region';
import { formatAt } from './model/probe-point';
import { exploreQueries } from './queries';
import { timingMark } from '../../lib/timing-marks';
import { deferredModule } from '../../lib/deferred-module';
import { loadNamespace } from '../../lib/i18n/i18n';

const ORIGIN = { lat: 0, lon: 0 };

/** A call the service did not answer (no connection, no answer in time): nothing of the answers' code is needed to say so. */
const unanswered = (error: unknown): error is UnansweredError => isApiError(error) && error.kind !== 'http';

// The page's forms and legend render again only when what they show changes, not when an answer
// arrives: an answer's render is its results alone.
const StableProbeForm = memo(ProbeForm);
const StableLookupParams = memo(LookupParams);
const StableMapLegend = memo(MapLegend);

// The code and messages that show answers (the cards, the explanations of the service's error
// codes) are fetched with the first answer: when the service has just answered, so that its host
// can be reached (a load tried while it cannot be is kept failed by the browser until a reload).
// A call that got no answer is explained by this page's own code.
const results = deferredModule(() =>
  Promise.all([import('./components/explore-results'), loadNamespace('exploreAnswers'), loadNamespace('explanations')]).then(([module]) => module),
);

/**
 * Click the map (or type a coordinate) and see everything the platform knows about the point:
 * the address, the nearest road and the POI label, looked up in parallel and drawn so a wrong
 * answer is visible at a glance. The point and every parameter live in the URL.
 */
export function ExplorePage() {
  const { t } = useTranslation('explore');
  const [params, update] = useUrlState(parseExploreParams, writeExploreParams);
  const { point } = params;

  const probe = useCallback((p: { lat: number; lon: number }) => update({ point: p }), [update]);

  const queryClient = useQueryClient();
  useMapClick((lngLat) => {
    timingMark('explore:click');
    const next = { lat: lngLat.lat, lon: lngLat.lng };
    // The lookups start at the click, before React renders it; the queries below take over these
    // requests (same keys) instead of sending their own. None is sent for a point outside Korea.
    if (!outsideKorea(next)) {
      if (params.lookups.address) void queryClient.prefetchQuery(exploreQueries.reverse(next, params));
      if (params.lookups.road) void queryClient.prefetchQuery(exploreQueries.road(next, params.radius, params.vehicleType));
      if (params.lookups.poi) void queryClient.prefetchQuery(exploreQueries.label(next, params.reqLevel));
    }
    update({ point: next });
  });

  const at = point ?? ORIGIN;
  // Outside Korea every lookup would only be refused: one message instead of three refusals.
  const abroad = point !== undefined && outsideKorea(point);
  const asked = point !== undefined && !abroad;
  const address = useQuery({ ...exploreQueries.reverse(at, params), enabled: asked && params.lookups.address });
  const road = useQuery({ ...exploreQueries.road(at, params.radius, params.vehicleType), enabled: asked && params.lookups.road });
  const label = useQuery({ ...exploreQueries.label(at, params.reqLevel), enabled: asked && params.lookups.poi });

  // A point off the map's view (typed in, or opened from a link far from where the map is, e.g.
  // a search result in Busan) brings the map to it at the same zoom, so its pin and answers are
  // seen; a point already in view (every click) never moves the map.
  const map = useMap();
  const pointLat = point?.lat;
  const pointLon = point?.lon;
  // The moment the page holds the new point (its render committed): a timing mark.
  useLayoutEffect(() => {
    if (pointLat !== undefined) timingMark('explore:point');
  }, [pointLat, pointLon]);
  useEffect(() => {
    if (!map || pointLat === undefined || pointLon === undefined) return;
    if (!map.getBounds().contains([pointLon, pointLat])) map.jumpTo({ center: [pointLon, pointLat] });
  }, [map, pointLat, pointLon]);

  const lookups = asked ? [params.lookups.address && address, params.lookups.road && road, params.lookups.poi && label].filter((q) => q !== false) : [];
  const answered = lookups.some((q) => q.data !== undefined || (q.error !== null && !unanswered(q.error)));
  useEffect(() => {
    if (answered) results.preload();
  }, [answered]);
  const Results = results.use()?.ExploreResults;
  const noAnswer = lookups.map((q) => q.error).find(unanswered);

  return (
    <div className="page explore-page">
      <h1>{t('explore.title')}</h1>
      <p className="muted">{t('explore.hint')}</p>
      <StableProbeForm point={point} onProbe={probe} />
      <StableLookupParams params={params} onChange={update} />

      {point && (
        <>
          <PointMarker lat={point.lat} lon={point.lon} label={`${t('explore.point')} ${formatAt(point)}`} />
          <div className="point-line">
            <span>{t('explore.point')}</span> <code data-testid="probe-point">{formatAt(point)}</code>
            <button type="button" className="link-button" onClick={() => update({ point: undefined })}>
              {t('explore.clear')}
            </button>
          </div>
          <div className="results" aria-live="polite">
            {abroad && (
              <div className="notice" role="status" data-testid="outside-korea">
                <strong>{t('explore.outsideKoreaTitle')}</strong>
                <p>{t('explore.outsideKoreaText', { south: KOREA_REGION.lat[0], north: KOREA_REGION.lat[1], west: KOREA_REGION.lon[0], east: KOREA_REGION.lon[1] })}</p>
              </div>
            )}
            {Results ? (
              <Results point={point} params={params} address={address} road={road} label={label} />
            ) : noAnswer !== undefined ? (
              <NoAnswerPanel error={noAnswer} onRetry={() => lookups.forEach((q) => void q.refetch())} />
            ) : (
              lookups.length > 0 && <p className="muted">{t('explore.loading')}</p>
            )}
          </div>
        </>
      )}
      <StableMapLegend />
    </div>
  );
}
