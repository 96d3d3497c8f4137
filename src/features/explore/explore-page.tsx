import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
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
import { atPrecision, formatAt, type ProbePoint } from './model/probe-point';
import { exploreQueries } from './queries';
import { timingMark } from '../../lib/timing-marks';
import { deferredModule } from '../../lib/deferred-module';
import { loadNamespace } from '../../lib/i18n/i18n';

const ORIGIN = { lat: 0, lon: 0 };

/**
 * The zoom a typed point is shown at (or closer, if the map is closer already): the answer's
 * reference points, their labels and the road's search radius are drawn apart there.
 */
const LOOKUP_ZOOM = 16;

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

  const map = useMap();
  // A typed point: the map flies to it (MapLibre jumps instead when the user prefers reduced
  // motion), and the effect below, which brings other points into view, leaves it alone.
  const flownTo = useRef<ProbePoint>(undefined);
  const probe = useCallback(
    (p: ProbePoint) => {
      if (map) {
        flownTo.current = p;
        map.flyTo({ center: [p.lon, p.lat], zoom: Math.max(map.getZoom(), LOOKUP_ZOOM) });
      }
      update({ point: p });
    },
    [update, map],
  );

  const queryClient = useQueryClient();
  useMapClick((lngLat) => {
    timingMark('explore:click');
    const next = atPrecision({ lat: lngLat.lat, lon: lngLat.lng });
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

  // A point off the map's view (opened from a link far from where the map is, e.g. a search
  // result in Busan, or Back) brings the map to it at the same zoom, so its pin and answers are
  // seen; a point already in view (every click) never moves the map; a typed one has flown there.
  const pointLat = point?.lat;
  const pointLon = point?.lon;
  // The moment the page holds the new point (its render committed): a timing mark.
  useLayoutEffect(() => {
    if (pointLat !== undefined) timingMark('explore:point');
  }, [pointLat, pointLon]);
  useEffect(() => {
    if (!map || pointLat === undefined || pointLon === undefined) return;
    const flown = flownTo.current;
    flownTo.current = undefined;
    // (The URL keeps 7 decimals of what was typed.)
    if (flown && Math.abs(flown.lat - pointLat) < 1e-6 && Math.abs(flown.lon - pointLon) < 1e-6) return;
    if (!map.getBounds().contains([pointLon, pointLat])) map.jumpTo({ center: [pointLon, pointLat] });
  }, [map, pointLat, pointLon]);

  const lookups = asked ? [params.lookups.address && address, params.lookups.road && road, params.lookups.poi && label].filter((q) => q !== false) : [];
  const answered = lookups.some((q) => q.data !== undefined || (q.error !== null && !unanswered(q.error)));
  useEffect(() => {
    if (answered) results.preload();
  }, [answered]);
  const Results = results.use()?.ExploreResults;
  const noAnswer = lookups.map((q) => q.error).find(unanswered);
  // What a screen reader hears of a lookup (a click, Enter on the map, a typed point): that it
  // started, and that its answers are in (the panel then holds them). A point outside Korea says so itself.
  const announcement = !asked || lookups.length === 0 ? '' : lookups.some((q) => q.isFetching) ? t('explore.looking', { at: formatAt(at) }) : t('explore.answered', { at: formatAt(at) });

  return (
    <div className="page explore-page">
      <h1>{t('explore.title')}</h1>
      <p className="muted">{t('explore.hint')}</p>
      <p className="visually-hidden" role="status" data-testid="lookup-announcement">
        {announcement}
      </p>
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
