/**
 * The operations a batch can run, what each needs from a row and what it keeps from the
 * answer: a few text fields for the table and the export, and a WGS84 point for the map.
 */
import type { CoordType } from '../../../../shared/contract/common';
import type { ConvertAddressResponse, CoordConvertResponse, FullAddrGeoResponse, ReverseGeocodingResponse } from '../../../../shared/contract/geo';
import type { NearToRoadResponse } from '../../../../shared/contract/road';
import { convert } from '../../../../shared/crs/convert';
import type { SourceKind } from '../../../api/emulator-info';
import { formatValue } from '../../../lib/coords/format-coordinate';

export const BATCH_OPERATIONS = ['geocode', 'reverse', 'convert', 'nearRoad', 'toLot', 'toRoad'] as const;
export type BatchOperation = (typeof BATCH_OPERATIONS)[number];

export interface OperationConfig {
  operation: BatchOperation;
  /** System of the input coordinates (reverse, convert, nearRoad). */
  fromCoord: CoordType;
  /** Output system (convert). */
  toCoord: CoordType;
}

export const DEFAULT_CONFIG: OperationConfig = { operation: 'geocode', fromCoord: 'WGS84GEO', toCoord: 'KATECH' };

export type RowInput = { kind: 'address'; text: string } | { kind: 'point'; lat: number; lon: number };

export function needsAddress(op: BatchOperation): boolean {
  return op === 'geocode' || op === 'toLot' || op === 'toRoad';
}

/** convertAddress's direction for the two address conversions: road-name → lot (NtoO), lot → road-name (OtoN). */
export const SEARCH_TYPE = { toLot: 'NtoO', toRoad: 'OtoN' } as const;

/** What a done row keeps. */
export interface RowResult {
  /** Key result fields, by the names in RESULT_FIELDS. */
  fields: Record<string, string>;
  /** Where the pin goes, [lon, lat] in WGS84. */
  point?: [number, number] | undefined;
  /** geocode: which kind of address matched; otherwise 'point'. */
  kind: 'lot' | 'road' | 'point';
}

export const RESULT_FIELDS: Record<BatchOperation, readonly string[]> = {
  geocode: ['lat', 'lon', 'match', 'address', 'postcode'],
  reverse: ['address', 'adminDong', 'roadAddress', 'distance'],
  convert: ['lat', 'lon'],
  nearRoad: ['roadName', 'linkId', 'speed', 'lane'],
  toLot: ['lotAddress', 'lat', 'lon'],
  toRoad: ['roadAddress', 'lat', 'lon'],
};

/** The data each operation answers from: what the local emulator would need imported to find more. */
export const ANSWERED_FROM: Record<BatchOperation, readonly SourceKind[]> = {
  geocode: ['addresses'],
  reverse: ['regions', 'addresses'],
  convert: [],
  nearRoad: ['roads'],
  toLot: ['addresses'],
  toRoad: ['addresses'],
};

/** The answer had nothing for this row (no candidate address, no address at the point). Not retried. */
export class NoMatchError extends Error {
  override readonly name = 'NoMatchError';
}

const deg = (v: number) => v.toFixed(7).replace(/0+$/, '').replace(/\.$/, '');
const join = (...parts: (string | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join(' ');

/** The input point in WGS84 as [lon, lat] (the pin of coordinate operations). */
export function inputPoint(config: OperationConfig, input: RowInput): [number, number] | undefined {
  if (input.kind !== 'point') return undefined;
  const p = convert(config.fromCoord, 'WGS84GEO', { lat: input.lat, lon: input.lon });
  return [p.lon, p.lat];
}

export function geocodeResult(data: FullAddrGeoResponse): RowResult {
  const first = data.coordinateInfo?.coordinate?.[0];
  if (!first) throw new NoMatchError('No candidate');
  const road = first.newLat !== undefined && first.newLon !== undefined;
  const lat = road ? first.newLat : first.lat;
  const lon = road ? first.newLon : first.lon;
  if (lat === undefined || lon === undefined) throw new NoMatchError('Candidate without a coordinate');
  return {
    kind: road ? 'road' : 'lot',
    point: [lon, lat],
    fields: {
      lat: deg(lat),
      lon: deg(lon),
      match: (road ? first.newMatchFlag : first.matchFlag) ?? '',
      // In a 읍·면 the answer names it in eup_myun and the 리 of a lot in ri (legalDong then empty).
      address: road
        ? join(first.city_do, first.gu_gun, first.eup_myun, first.newRoadName, first.newBuildingIndex)
        : join(first.city_do, first.gu_gun, first.eup_myun, first.legalDong, first.ri, first.bunji),
      postcode: first.zipcode ?? '',
    },
  };
}

export function reverseResult(data: ReverseGeocodingResponse, point: [number, number] | undefined): RowResult {
  const info = data.addressInfo;
  if (!info?.fullAddress) throw new NoMatchError('No address');
  return {
    kind: 'point',
    point,
    fields: {
      address: info.fullAddress,
      adminDong: info.adminDong ?? '',
      roadAddress: join(info.roadName, info.buildingIndex),
      // Metres between the point and the address found (model/confidence.ts rates it).
      distance: info.mappingDistance === undefined ? '' : String(Math.round(info.mappingDistance * 10) / 10),
    },
  };
}

export function convertResult(data: CoordConvertResponse, config: OperationConfig, point: [number, number] | undefined): RowResult {
  return { kind: 'point', point, fields: { lat: formatValue(config.toCoord, data.coordinate.lat), lon: formatValue(config.toCoord, data.coordinate.lon) } };
}

export function nearRoadResult(data: NearToRoadResponse, point: [number, number] | undefined): RowResult {
  const h = data.resultData.header;
  return { kind: 'point', point, fields: { roadName: h.roadName ?? '', linkId: h.linkId, speed: String(h.speed), lane: String(h.lane) } };
}

/** convertAddress (single answer): the other form of the address, and its point. */
export function convertAddressResult(data: ConvertAddressResponse, operation: 'toLot' | 'toRoad'): RowResult {
  const a = data.ConvertAdd;
  if (!(Number(a.resCount) > 0)) throw new NoMatchError('No address');
  const area = [a.upperDistName, a.middleDistName];
  if (operation === 'toLot') {
    const lot = a.primary === undefined || a.primary === '' ? undefined : a.secondary && a.secondary !== '0' ? `${a.primary}-${a.secondary}` : a.primary;
    if (lot === undefined) throw new NoMatchError('No lot');
    const point: [number, number] | undefined = a.oldLat !== undefined && a.oldLon !== undefined ? [a.oldLon, a.oldLat] : undefined;
    return {
      kind: 'lot',
      point,
      fields: { lotAddress: join(...area, a.legalLowerDistName, a.legalDetailName, lot), lat: point ? deg(point[1]) : '', lon: point ? deg(point[0]) : '' },
    };
  }
  const first = a.newAddressList?.newAddress?.[0];
  if (!first?.roadName) throw new NoMatchError('No road-name address');
  const number = first.bldNo2 && first.bldNo2 !== '0' ? `${first.bldNo1 ?? ''}-${first.bldNo2}` : first.bldNo1;
  const point: [number, number] | undefined = first.newLat !== undefined && first.newLon !== undefined ? [first.newLon, first.newLat] : undefined;
  return {
    kind: 'road',
    point,
    fields: { roadAddress: join(...area, first.roadName, number), lat: point ? deg(point[1]) : '', lon: point ? deg(point[0]) : '' },
  };
}
