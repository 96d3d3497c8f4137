import type { ReverseGeocodeQuery } from '../world-services-types';
import { createWorldServices } from '../world-services';
import type { ConvertAdd, ConvertQuery } from '../domain/address-convert';
import type { AddressFlag } from '../domain/address-match';
import { formatWgs84, type FormatPoint, type FullAddrItem, type GeocodingInfo, type PostcodeItem, type SearchPage, type StructuredQuery } from '../domain/address-search';
import { DEFAULT_ADDRESS_TYPE, type AddressInfo } from '../domain/reverse-geocoder';

/**
 * The demo world's address services as the emulator serves them (its rows in a private database,
 * answered by the one address engine), called the way tests read best.
 */
const services = createWorldServices();

export function searchServed(text: string, options: { addressFlag: AddressFlag; page: number; count: number; format?: FormatPoint }): SearchPage<FullAddrItem> {
  return services.fullAddrGeo({ text, addressFlag: options.addressFlag, page: options.page, count: options.count }, options.format ?? formatWgs84);
}

export function geocodeServed(query: StructuredQuery, format: FormatPoint = formatWgs84): GeocodingInfo | null {
  return services.geocode(query, format);
}

export function postcodeServed(text: string, page: number, count: number, format: FormatPoint = formatWgs84): SearchPage<PostcodeItem> {
  return services.postcode({ text, page, count }, format);
}

export function convertServed(query: ConvertQuery, format: FormatPoint = formatWgs84): ConvertAdd | null {
  return services.convertAddress(query, format);
}

export function reverseServed(
  query: Omit<ReverseGeocodeQuery, 'newAddressExtend' | 'addressType'> & { addressType?: ReverseGeocodeQuery['addressType']; newAddressExtend?: ReverseGeocodeQuery['newAddressExtend'] | boolean },
): AddressInfo | null {
  const newAddressExtend = query.newAddressExtend === true || query.newAddressExtend === 'Y' ? 'Y' : 'N';
  // The route's default when the request has no addressType.
  return services.reverseGeocode({ ...query, addressType: query.addressType ?? DEFAULT_ADDRESS_TYPE, newAddressExtend }) as AddressInfo | null;
}
