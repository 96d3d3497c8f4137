import { memo, useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ui/error-panel';
import { sharedGatewayError } from '../../components/ui/explain-error';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap, useMapClick } from '../../map/map-context';
import { PointMarker } from '../../map/point-marker';
import { useHeldValue } from '../../lib/use-held-value';
import { useUrlState } from '../../lib/use-url-state';
import { useEmulatorInfo } from '../../session/use-emulator-info';
import { AddressCard } from './components/address-card';
import { LookupParams } from './components/lookup-params';
import { NoDataPanel } from './components/no-data-panel';
import { MapLegend } from './components/map-legend';
import { PoiCard } from './components/poi-card';
import { ProbeForm } from './components/probe-form';
import { RoadCard } from './components/road-card';
import { OFFSET_LAYERS, OFFSETS_SOURCE, POI_LAYERS, POI_SOURCE, ROAD_LAYERS, ROAD_SOURCE } from './layers';
import { parseExploreParams, writeExploreParams } from './model/explore-params';
import { formatOffset, offsetBetween } from './model/offsets';
import { EMPTY_COLLECTION, offsetOverlay, referencePoints, roadOverlay, type RefKind } from './model/overlay';
import { closestPointOnLine } from '../../../shared/geometry/distance';
import { coveredByNoData, emulatorSaysAtSea, missingEmulatorData, outsideKorea } from './model/no-data';
import { KOREA_REGION } from '../../../shared/crs/definitions';
import { formatAt } from './model/probe-point';
import { exploreQueries } from './queries';
import { stripBidiControls } from '../../lib/bidi-text';
import { DeviationNote } from '../../components/ui/deviation-note';
import { timingMark } from '../../lib/timing-marks';

const ORIGIN = { lat: 0, lon: 0 };

// The page's forms and legend render again only when what they show changes, not when an answer
// arrives: an answer's render is its results alone.
const StableProbeForm = memo(ProbeForm);
const StableLookupParams = memo(LookupParams);
const StableMapLegend = memo(MapLegend);

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

  const info = params.lookups.address ? address.data?.data.addressInfo : undefined;
  const link = params.lookups.road ? road.data?.data.resultData : undefined;
  const poi = params.lookups.poi ? label.data?.data.poiInfo : undefined;

  const kindLabel = useCallback(
    (kind: RefKind, entrance: boolean) => `${t(`legend.short.${kind}`)}${entrance ? ` ${t('legend.short.entrance')}` : ''}`,
    [t],
  );
  // One empty collection for "nothing to draw", so that a click without an answer to draw does not touch the map.
  const noOffsets = useMemo(() => offsetOverlay(ORIGIN, [], kindLabel), [kindLabel]);
  const offsets = useMemo(() => {
    if (!point || !info) return noOffsets;
    const refs = referencePoints({ adminDong: info.adminDongCoord, legalDong: info.legalDongCoord, road: info.roadCoord });
    return offsetOverlay(point, refs, kindLabel);
  }, [point, info, kindLabel, noOffsets]);
  // The previous point's reference lines stay until the new answer replaces them (≤ 300 ms):
  // one map repaint per click instead of a clearing one that would hold up the new card.
  const drawnOffsets = useHeldValue(offsets, params.lookups.address && address.isFetching && !info, 300);
  const linkPoints = useMemo(
    () => (link?.linkPoints ?? []).map((p) => [p.location.longitude, p.location.latitude] as [number, number]),
    [link],
  );
  const roadShapes = useMemo(() => (point && params.lookups.road ? roadOverlay(point, params.radius, linkPoints) : EMPTY_COLLECTION), [point, params.radius, params.lookups.road, linkPoints]);
  const poiShape = useMemo(
    () =>
      poi
        ? { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: { name: stripBidiControls(poi.name ?? poi.id) }, geometry: { type: 'Point' as const, coordinates: [poi.poiLon, poi.poiLat] } }] }
        : EMPTY_COLLECTION,
    [poi],
  );
  const foot = point && linkPoints.length > 1 ? closestPointOnLine([point.lon, point.lat], linkPoints) : undefined;
  const poiOffset = point && poi ? formatOffset(offsetBetween([point.lon, point.lat], [poi.poiLon, poi.poiLat])) : undefined;
  const offsetRows = offsets.features.filter((f) => f.geometry.type === 'Point');

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

  // A refused key or an unreachable service fails every lookup alike: say it once.
  const enabled = asked ? [params.lookups.address && address, params.lookups.road && road, params.lookups.poi && label].filter((q) => q !== false) : [];
  const shared = sharedGatewayError(enabled.map((q) => q.error));
  // The local emulator knows only the boundaries it imported: outside them, one explanation with
  // the import command stands for the lookups' "nothing here" answers. Asked once there is a
  // point to answer for (the first page does not wait on it).
  const emulator = useEmulatorInfo(point !== undefined && point !== null);
  const missing = missingEmulatorData(emulator.isEmulator, emulator.info?.sources ?? [], {
    address: { enabled: params.lookups.address, error: address.error, answered: info !== undefined, cityDo: info?.city_do, guGun: info?.gu_gun, roadName: info?.roadName },
    road: { enabled: params.lookups.road, error: road.error },
    poi: { enabled: params.lookups.poi, error: label.error },
  });
  // At sea (the emulator's 3102 says so) one message stands for every lookup's nothing-here answer.
  const atSea = shared === undefined && params.lookups.address && emulatorSaysAtSea(emulator.isEmulator, address.error);
  const noData = missing.length > 0 && shared === undefined;
  const regionsMissing = missing.includes('regions');
  const missingFor: Record<'address' | 'road' | 'poi', boolean> = {
    address: regionsMissing,
    road: regionsMissing || missing.includes('roads'),
    poi: regionsMissing || missing.includes('pois'),
  };
  const showOwnError = (q: { isError: boolean; error: unknown }, lookup: 'address' | 'road' | 'poi') =>
    asked && q.isError && !shared && !(atSea && coveredByNoData(q.error)) && !(noData && missingFor[lookup] && coveredByNoData(q.error));

  return (
    <div className="page explore-page">
      <h1>{t('explore.title')}</h1>
      <p className="muted">{t('explore.hint')}</p>
      <StableProbeForm point={point} onProbe={probe} />
      <StableLookupParams params={params} onChange={update} />

      <GeoJsonOverlay id={ROAD_SOURCE} data={roadShapes} layers={ROAD_LAYERS} />
      <GeoJsonOverlay id={OFFSETS_SOURCE} data={drawnOffsets} layers={OFFSET_LAYERS} />
      <GeoJsonOverlay id={POI_SOURCE} data={poiShape} layers={POI_LAYERS} />

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
            {atSea && (
              <div className="notice" role="status" data-testid="at-sea">
                <strong>{t('explore.atSeaTitle')}</strong>
                <p>{t('explore.atSeaText')}</p>
              </div>
            )}
            {noData && <NoDataPanel kinds={missing} error={enabled.map((q) => q.error).find(coveredByNoData)} />}
            {shared !== undefined && <ErrorPanel error={shared} onRetry={() => enabled.forEach((q) => void q.refetch())} />}
            {asked && params.lookups.address && (
              <div aria-busy={address.isFetching}>
                {address.isPending && <p className="muted">{t('explore.loading')}</p>}
                {showOwnError(address, 'address') && <ErrorPanel error={address.error} onRetry={() => void address.refetch()} />}
                {info && <AddressCard info={info} addressType={params.addressType} deviations={address.data?.deviations} emulator={emulator.isEmulator} />}
                {offsetRows.length > 0 && (
                  <table className="kv-table offsets-table" aria-label={t('explore.offsets')} data-testid="offsets-table">
                    <caption>{t('explore.offsets')}</caption>
                    <tbody>
                      {offsetRows.map((f) => (
                        <tr key={`${f.properties.kind}-${f.properties.entrance}`}>
                          <th scope="row">{f.properties.label}</th>
                          <td>{f.properties.offset}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {address.data && <DeviationNote deviations={address.data.deviations} showRepair={false} />}
              </div>
            )}
            {asked && params.lookups.road && (
              <div aria-busy={road.isFetching}>
                {road.isPending && <p className="muted">{t('explore.loading')}</p>}
                {showOwnError(road, 'road') && <ErrorPanel error={road.error} onRetry={() => void road.refetch()} />}
                {link && <RoadCard header={link.header} pointCount={linkPoints.length} footDistanceM={foot?.distanceM} />}
              </div>
            )}
            {asked && params.lookups.poi && (
              <div aria-busy={label.isFetching}>
                {label.isPending && <p className="muted">{t('explore.loading')}</p>}
                {showOwnError(label, 'poi') && <ErrorPanel error={label.error} onRetry={() => void label.refetch()} />}
                {poi && <PoiCard poi={poi} offset={poiOffset} />}
              </div>
            )}
          </div>
        </>
      )}
      <StableMapLegend />
    </div>
  );
}
