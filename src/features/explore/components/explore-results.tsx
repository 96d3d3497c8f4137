import type { UseQueryResult } from '@tanstack/react-query';
import type { Feature, LineString, Point } from 'geojson';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../../shared/contract/operations';
import { closestPointOnLine } from '../../../../shared/geometry/distance';
import type { ApiResponse } from '../../../api/types';
import { DeviationNote } from '../../../components/ui/deviation-note';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { sharedGatewayError } from '../../../components/ui/explain-error';
import { useEmulatorInfo } from '../../../session/use-emulator-info';
import type { ExploreParams } from '../model/explore-params';
import { coveredByNoData, emulatorSaysAtSea, missingEmulatorData, outsideKorea } from '../model/no-data';
import { formatOffset, offsetBetween } from '../model/offsets';
import type { OffsetProps } from '../model/overlay';
import type { ProbePoint } from '../model/probe-point';
import { AddressCard } from './address-card';
import { NoDataPanel } from './no-data-panel';
import { PoiCard } from './poi-card';
import { RoadCard } from './road-card';

type Lookup<K extends 'reverseGeocoding' | 'nearToRoad' | 'reverseLabel'> = UseQueryResult<ApiResponse<ResponseOf<K>>>;

/**
 * What the platform answered for the point: the address card with the offsets to its reference
 * points, the nearest road, the POI label, or one explanation for them all (at sea, data the
 * emulator has not imported, a refused key). Its own chunk, fetched with the first answer.
 */
export function ExploreResults({
  point,
  params,
  address,
  road,
  label,
  offsetRows,
  linkPoints,
}: {
  point: ProbePoint;
  params: ExploreParams;
  address: Lookup<'reverseGeocoding'>;
  road: Lookup<'nearToRoad'>;
  label: Lookup<'reverseLabel'>;
  /** The reference points of the address answer, with their offsets from the point (the map's labels). */
  offsetRows: readonly Feature<Point | LineString, OffsetProps>[];
  linkPoints: readonly [number, number][];
}) {
  const { t } = useTranslation('explore');
  // Outside Korea every lookup would only be refused: one message instead of three refusals.
  const abroad = outsideKorea(point);
  const asked = !abroad;
  const info = params.lookups.address ? address.data?.data.addressInfo : undefined;
  const link = params.lookups.road ? road.data?.data.resultData : undefined;
  const poi = params.lookups.poi ? label.data?.data.poiInfo : undefined;
  const foot = linkPoints.length > 1 ? closestPointOnLine([point.lon, point.lat], [...linkPoints]) : undefined;
  const poiOffset = poi ? formatOffset(offsetBetween([point.lon, point.lat], [poi.poiLon, poi.poiLat])) : undefined;

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
    </>
  );
}
