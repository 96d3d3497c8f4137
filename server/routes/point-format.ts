import type { CoordType } from '../../shared/contract/common';
import type { FormatPoint } from '../domain/address-search';
import { fromWgs84 } from './input-coordinates';

/** Writes WGS84 [lon, lat] points as the strings of the response's coordinate system (6 decimals). */
export function pointFormatter(coordType: CoordType): FormatPoint {
  return ([lon, lat]) => {
    const p = fromWgs84(coordType, { lat, lon });
    return { lat: p.lat.toFixed(6), lon: p.lon.toFixed(6) };
  };
}
