import { queryOptions } from '@tanstack/react-query';
import type { CoordType } from '../../../shared/contract/common';
import { call } from '../../api/call';
import { apiClient } from '../../session/api-client';
import type { ServicePoint } from '../../../shared/crs/convert';

/** Query factory of the coordinates workbench: the service's conversion of one point. */
export const coordinateQueries = {
  all: () => ['coordinates'] as const,
  convert: (from: CoordType, to: CoordType, p: ServicePoint) =>
    queryOptions({
      queryKey: [...coordinateQueries.all(), 'convert', from, to, p.lat, p.lon] as const,
      queryFn: async ({ signal }): Promise<ServicePoint> => {
        const res = await call(apiClient, 'coordConvert', { lat: p.lat, lon: p.lon, fromCoord: from, toCoord: to }, { signal });
        return { lat: res.data.coordinate.lat, lon: res.data.coordinate.lon };
      },
      staleTime: Infinity,
    }),
};
