import { queryOptions } from '@tanstack/react-query';
import type { CoordType } from '../../../shared/contract/common';
import { callApi } from '../../session/api-calls';
import { toServiceCoords } from './model/service-coords';
import type { ExploreParams } from './model/explore-params';
import type { ProbePoint } from './model/probe-point';

type AddressOptions = Pick<ExploreParams, 'addressType' | 'coordType' | 'newAddressExtend'>;

/** Query factory for the explore page: key levels and options in one place. */
export const exploreQueries = {
  all: () => ['explore'] as const,
  reverse: (point: ProbePoint, o: AddressOptions) =>
    queryOptions({
      queryKey: [...exploreQueries.all(), 'reverse', point.lat, point.lon, o.addressType, o.coordType, o.newAddressExtend] as const,
      queryFn: ({ signal }) => {
        const send = (p: { lat: number; lon: number }) =>
          callApi(
            'reverseGeocoding',
            { lat: p.lat, lon: p.lon, coordType: o.coordType, addressType: o.addressType, newAddressExtend: o.newAddressExtend },
            { signal },
          );
        // The clicked point is WGS84; other systems are sent converted, as a client in that system
        // would. A WGS84 point is sent at once, in the click's own task (once the client's code is in).
        return o.coordType === 'WGS84GEO' ? send(point) : toServiceCoords(point, o.coordType as CoordType).then(send);
      },
      staleTime: 5 * 60_000,
      meta: { timingMark: 'explore:reverse' },
    }),
  road: (point: ProbePoint, radius: number, vehicleType: number) =>
    queryOptions({
      queryKey: [...exploreQueries.all(), 'road', point.lat, point.lon, radius, vehicleType] as const,
      queryFn: ({ signal }) => callApi('nearToRoad', { lat: point.lat, lon: point.lon, radius, vehicleType, opt: 0 }, { signal }),
      staleTime: 5 * 60_000,
      meta: { timingMark: 'explore:road' },
    }),
  label: (point: ProbePoint, reqLevel: number) =>
    queryOptions({
      queryKey: [...exploreQueries.all(), 'label', point.lat, point.lon, reqLevel] as const,
      queryFn: ({ signal }) =>
        callApi(
          'reverseLabel',
          { centerLat: point.lat, centerLon: point.lon, reqLevel, reqCoordType: 'WGS84GEO', resCoordType: 'WGS84GEO' },
          { signal },
        ),
      staleTime: 5 * 60_000,
      meta: { timingMark: 'explore:label' },
    }),
};
