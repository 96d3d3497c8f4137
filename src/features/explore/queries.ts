import { queryOptions } from '@tanstack/react-query';
import { reverseGeocoding } from '../../api/geo';
import { apiClient } from '../../app/api';
import type { AddressType, ProbePoint } from './model/probe-point';

/** Query factory for the explore page: key levels and options in one place. */
export const exploreQueries = {
  all: () => ['explore'] as const,
  reverse: (point: ProbePoint, addressType: AddressType) =>
    queryOptions({
      queryKey: [...exploreQueries.all(), 'reverse', point.lat, point.lon, addressType] as const,
      queryFn: async ({ signal }) => {
        const res = await reverseGeocoding(
          apiClient,
          { lat: point.lat, lon: point.lon, coordType: 'WGS84GEO', addressType, newAddressExtend: 'Y' },
          { signal },
        );
        return res;
      },
      staleTime: 5 * 60_000,
    }),
};
