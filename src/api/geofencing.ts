import type {
  RegionLookupParams,
  RegionLookupResponse,
  RegionSearchParams,
  RegionSearchResponse,
} from '../../shared/contract/geofencing';
import { requestSpecFor } from './request-spec';
import type { ApiResponse, CallOptions, RequestSender } from './types';

/** Administrative regions by keyword or by a point inside them. */
export function regionSearch(
  client: RequestSender,
  params: RegionSearchParams,
  options?: CallOptions,
): Promise<ApiResponse<RegionSearchResponse>> {
  const spec = requestSpecFor('regionSearch', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** One region's geometry as a GeoJSON FeatureCollection. */
export function regionLookup(
  client: RequestSender,
  params: RegionLookupParams,
  options?: CallOptions,
): Promise<ApiResponse<RegionLookupResponse>> {
  const { regionId, ...query } = params;
  const spec = requestSpecFor('regionLookup', {
    pathValues: { regionId },
    query,
    format: options?.format,
  });
  return client.request(spec, options);
}
