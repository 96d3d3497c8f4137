import { useCallback, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../../shared/contract/operations';
import { closestPointOnLine } from '../../../../shared/geometry/distance';
import type { SourceKind } from '../../../api/emulator-info';
import type { ApiResponse } from '../../../api/types';
import { DeviationNote } from '../../../components/ui/deviation-note';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { sharedGatewayError } from '../../../components/ui/explain-error';
import { stripBidiControls } from '../../../lib/bidi-text';
import { useHeldValue } from '../../../lib/use-held-value';
import { GeoJsonOverlay } from '../../../map/geojson-overlay';
import { useEmulatorInfo } from '../../../session/use-emulator-info';
import { OFFSET_LAYERS, OFFSETS_SOURCE, POI_LAYERS, POI_SOURCE, ROAD_LAYERS, ROAD_SOURCE, SYMBOL_ROOM_IMAGES, SYMBOL_ROOM_LAYERS, SYMBOL_ROOM_SOURCE } from '../layers';
import type { ExploreParams } from '../model/explore-params';
import { coveredByNoData, emulatorSaysAtSea, missingEmulatorData } from '../model/no-data';
import { outsideKorea } from '../model/outside-korea';
import { formatOffset, offsetBetween } from '../model/offsets';
import { EMPTY_COLLECTION, offsetOverlay, referencePoints, roadOverlay, symbolRoom, type RefKind } from '../model/overlay';
import type { ProbePoint } from '../model/probe-point';
import { AddressCard } from './address-card';
import { CompareWith } from './compare-with';
import { NoDataPanel } from './no-data-panel';
import { PoiCard } from './poi-card';
import { RoadCard } from './road-card';

type Lookup<K extends 'reverseGeocoding' | 'nearToRoad' | 'reverseLabel'> = UseQueryResult<ApiResponse<ResponseOf<K>>>;

const ORIGIN = { lat: 0, lon: 0 };
const ROAD_DATA: readonly SourceKind[] = ['roads'];
const POI_DATA: readonly SourceKind[] = ['pois'];

/**
 * What the platform answered for the point, in the panel and on the map: the address card with
 * the offsets to its reference points (drawn as lines), the nearest road (and the search radius),
 * the POI label, or one explanation for them all (at sea, data the emulator has not imported, a
 * refused key). Its own chunk, fetched with the first answer.
 */
export function ExploreResults({
  point,
  params,
  address,
  road,
  label,
}: {
  point: ProbePoint;
  params: ExploreParams;
  address: Lookup<'reverseGeocoding'>;
  road: Lookup<'nearToRoad'>;
  label: Lookup<'reverseLabel'>;
}) {
  const { t } = useTranslation('exploreAnswers');
  // Outside Korea every lookup would only be refused: one message instead of three refusals.
  const abroad = outsideKorea(point);
  const asked = !abroad;
  const info = params.lookups.address ? address.data?.data.addressInfo : undefined;
  const link = params.lookups.road ? road.data?.data.resultData : undefined;
  const poi = params.lookups.poi ? label.data?.data.poiInfo : undefined;

  const kindLabel = useCallback(
    (kind: RefKind, entrance: boolean) => `${t(`legend.short.${kind}`)}${entrance ? ` ${t('legend.short.entrance')}` : ''}`,
    [t],
  );
  const compass = useMemo(() => t('offsetCompass').split(' '), [t]);
  // One empty collection for "nothing to draw", so that a click without an answer to draw does not touch the map.
  const noOffsets = useMemo(() => offsetOverlay(ORIGIN, [], kindLabel), [kindLabel]);
  const offsets = useMemo(() => {
    if (!info) return noOffsets;
    const refs = referencePoints({ adminDong: info.adminDongCoord, legalDong: info.legalDongCoord, road: info.roadCoord });
    return offsetOverlay(point, refs, kindLabel, compass);
  }, [point, info, kindLabel, noOffsets, compass]);
  // The previous point's reference lines stay until the new answer replaces them (≤ 300 ms):
  // one map repaint per click instead of a clearing one that would hold up the new card.
  const drawnOffsets = useHeldValue(offsets, params.lookups.address && address.isFetching && !info, 300);
  const linkPoints = useMemo(
    () => (link?.linkPoints ?? []).map((p) => [p.location.longitude, p.location.latitude] as [number, number]),
    [link],
  );
  const roadShapes = useMemo(() => (params.lookups.road ? roadOverlay(point, params.radius, linkPoints, compass) : EMPTY_COLLECTION), [point, params.radius, params.lookups.road, linkPoints, compass]);
  const poiShape = useMemo(
    () =>
      poi
        ? { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: { name: stripBidiControls(poi.name ?? poi.id) }, geometry: { type: 'Point' as const, coordinates: [poi.poiLon, poi.poiLat] } }] }
        : EMPTY_COLLECTION,
    [poi],
  );
  const room = useMemo(() => symbolRoom(point, drawnOffsets, poi && { lat: poi.poiLat, lon: poi.poiLon }), [point, drawnOffsets, poi]);
  const offsetRows = offsets.features.filter((f) => f.geometry.type === 'Point');
  const foot = linkPoints.length > 1 ? closestPointOnLine([point.lon, point.lat], linkPoints) : undefined;
  const poiOffset = poi ? formatOffset(offsetBetween([point.lon, point.lat], [poi.poiLon, poi.poiLat]), compass) : undefined;

  // A refused key or an unreachable service fails every lookup alike: say it once.
  const enabled = asked ? [params.lookups.address && address, params.lookups.road && road, params.lookups.poi && label].filter((q) => q !== false) : [];
  const shared = sharedGatewayError(enabled.map((q) => q.error));
  // The local emulator knows only the boundaries it imported: outside them, one explanation with
  // the import command stands for the lookups' "nothing here" answers. Asked once there is a
  // point to answer for (the first page does not wait on it).
  const emulator = useEmulatorInfo(true);
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
    <>
      <GeoJsonOverlay id={ROAD_SOURCE} data={roadShapes} layers={ROAD_LAYERS} />
      <GeoJsonOverlay id={OFFSETS_SOURCE} data={drawnOffsets} layers={OFFSET_LAYERS} />
      <GeoJsonOverlay id={POI_SOURCE} data={poiShape} layers={POI_LAYERS} />
      {/* Last, so its layer is the top one: placed before every label. */}
      <GeoJsonOverlay id={SYMBOL_ROOM_SOURCE} data={room} layers={SYMBOL_ROOM_LAYERS} images={SYMBOL_ROOM_IMAGES} />
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
          {(address.data || address.isError) && (
            <CompareWith
              operation="reverseGeocoding"
              params={{ lat: point.lat, lon: point.lon, coordType: 'WGS84GEO', addressType: params.addressType, newAddressExtend: params.newAddressExtend }}
            />
          )}
        </div>
      )}
      {asked && params.lookups.road && (
        <div aria-busy={road.isFetching}>
          {road.isPending && <p className="muted">{t('explore.loading')}</p>}
          {showOwnError(road, 'road') && <ErrorPanel error={road.error} onRetry={() => void road.refetch()} imports={ROAD_DATA} />}
          {link && <RoadCard header={link.header} pointCount={linkPoints.length} footDistanceM={foot?.distanceM} />}
          {(road.data || road.isError) && <CompareWith operation="nearToRoad" params={{ lat: point.lat, lon: point.lon, radius: params.radius, vehicleType: params.vehicleType, opt: 0 }} />}
        </div>
      )}
      {asked && params.lookups.poi && (
        <div aria-busy={label.isFetching}>
          {label.isPending && <p className="muted">{t('explore.loading')}</p>}
          {showOwnError(label, 'poi') && <ErrorPanel error={label.error} onRetry={() => void label.refetch()} imports={POI_DATA} />}
          {poi && <PoiCard poi={poi} offset={poiOffset} />}
          {(label.data || label.isError) && (
            <CompareWith operation="reverseLabel" params={{ centerLat: point.lat, centerLon: point.lon, reqLevel: params.reqLevel, reqCoordType: 'WGS84GEO', resCoordType: 'WGS84GEO' }} />
          )}
        </div>
      )}
    </>
  );
}
