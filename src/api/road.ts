import { requestSpecFor } from './request-spec';
import type { NearToRoadParams, NearToRoadResponse } from '../../shared/contract/road';
import type { ApiResponse, CallOptions, RequestSender } from './types';

/** The road link nearest to a coordinate, with its shape. */
export function nearToRoad(
  client: RequestSender,
  params: NearToRoadParams,
  options?: CallOptions,
): Promise<ApiResponse<NearToRoadResponse>> {
  const spec = requestSpecFor('nearToRoad', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}
