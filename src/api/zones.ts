import { requestSpecFor } from './request-spec';
import type {
  ZoneDeleteParams,
  ZoneDeleteResponse,
  ZoneInsertParams,
  ZoneInsertResponse,
  ZoneListInsertParams,
  ZoneListInsertResponse,
  ZoneListParams,
  ZoneListResponse,
  ZoneUpdateParams,
  ZoneUpdateResponse,
} from '../../shared/contract/zones';
import type { ApiResponse, CallOptions, RequestSender } from './types';

/*
 * Zone management (/tms). The client sends the key in the header appKey; there is no version.
 */

/** All zones of the key's tenant. */
export function zoneList(
  client: RequestSender,
  params: ZoneListParams = {},
  options?: CallOptions,
): Promise<ApiResponse<ZoneListResponse>> {
  void params;
  return client.request(requestSpecFor('zoneList'), options);
}

/** Adds one zone (query code, name). */
export function zoneInsert(
  client: RequestSender,
  params: ZoneInsertParams,
  options?: CallOptions,
): Promise<ApiResponse<ZoneInsertResponse>> {
  const spec = requestSpecFor('zoneInsert', { query: { code: params.code, name: params.name } });
  return client.request(spec, options);
}

/**
 * Adds many zones: POST {reqDatas:[{code, name}]} with each name percent-encoded (UTF-8), as
 * the interface requires. Callers pass plain names.
 */
export function zoneListInsert(
  client: RequestSender,
  params: ZoneListInsertParams,
  options?: CallOptions,
): Promise<ApiResponse<ZoneListInsertResponse>> {
  const reqDatas = params.reqDatas.map(({ code, name }) => ({ code, name: encodeURIComponent(name) }));
  const spec = requestSpecFor('zoneListInsert', { body: { kind: 'json', value: { reqDatas } } });
  return client.request(spec, options);
}

/** Renames the zone with the given code. */
export function zoneUpdate(
  client: RequestSender,
  params: ZoneUpdateParams,
  options?: CallOptions,
): Promise<ApiResponse<ZoneUpdateResponse>> {
  const spec = requestSpecFor('zoneUpdate', { query: { code: params.code, name: params.name } });
  return client.request(spec, options);
}

/** Deletes the zone with the given code. */
export function zoneDelete(
  client: RequestSender,
  params: ZoneDeleteParams,
  options?: CallOptions,
): Promise<ApiResponse<ZoneDeleteResponse>> {
  const spec = requestSpecFor('zoneDelete', { query: { code: params.code } });
  return client.request(spec, options);
}
