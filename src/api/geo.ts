import type {
  ConvertAddressParams,
  ConvertAddressResponse,
  CoordConvertParams,
  CoordConvertResponse,
  FullAddrGeoParams,
  FullAddrGeoResponse,
  GeocodingParams,
  GeocodingResponse,
  PostcodeParams,
  PostcodeResponse,
  ReverseGeocodingParams,
  ReverseGeocodingResponse,
  ReverseLabelParams,
  ReverseLabelResponse,
} from '../../shared/contract/geo';
import { requestSpecFor } from './request-spec';
import type { ApiResponse, CallOptions, RequestSender } from './types';

/*
 * Address and coordinate services (/tmap/geo). Every param travels in the query; the client
 * adds appKey, version=1, format and callback.
 */

/** Address at a coordinate. */
export function reverseGeocoding(
  client: RequestSender,
  params: ReverseGeocodingParams,
  options?: CallOptions,
): Promise<ApiResponse<ReverseGeocodingResponse>> {
  const spec = requestSpecFor('reverseGeocoding', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** Coordinate of a structured address (city_do, gu_gun, dong, ...). */
export function geocoding(
  client: RequestSender,
  params: GeocodingParams,
  options?: CallOptions,
): Promise<ApiResponse<GeocodingResponse>> {
  const spec = requestSpecFor('geocoding', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** Coordinates of a full-text address, paged (count at most 150). */
export function fullAddrGeo(
  client: RequestSender,
  params: FullAddrGeoParams,
  options?: CallOptions,
): Promise<ApiResponse<FullAddrGeoResponse>> {
  const spec = requestSpecFor('fullAddrGeo', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** Converts a coordinate between coordinate systems. */
export function coordConvert(
  client: RequestSender,
  params: CoordConvertParams,
  options?: CallOptions,
): Promise<ApiResponse<CoordConvertResponse>> {
  const spec = requestSpecFor('coordConvert', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** Converts between road-name (new) and lot-number (old) addresses. */
export function convertAddress(
  client: RequestSender,
  params: ConvertAddressParams,
  options?: CallOptions,
): Promise<ApiResponse<ConvertAddressResponse>> {
  const spec = requestSpecFor('convertAddress', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** Postcode search by address text. */
export function postcode(
  client: RequestSender,
  params: PostcodeParams,
  options?: CallOptions,
): Promise<ApiResponse<PostcodeResponse>> {
  const spec = requestSpecFor('postcode', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}

/** The POI label at a map point and zoom level. */
export function reverseLabel(
  client: RequestSender,
  params: ReverseLabelParams,
  options?: CallOptions,
): Promise<ApiResponse<ReverseLabelResponse>> {
  const spec = requestSpecFor('reverseLabel', { query: { ...params }, format: options?.format });
  return client.request(spec, options);
}
