import type { ConvertAddressResponse, FullAddrGeoItem, GeocodingResponse, PostcodeItem } from '../../../../shared/contract/geo';

export type LonLat = [number, number];

/** One candidate, whatever operation found it: what the list and the map draw. */
export interface SearchResult {
  /** Position in the page (0-based), stable for hover and selection. */
  index: number;
  kind: 'lot' | 'road';
  /** The matched address as text (lot address or road-name address). */
  address: string;
  /** Building name, if any. */
  building?: string;
  flag?: string;
  point?: LonLat;
  entrance?: LonLat;
  zipcode?: string;
  remainder?: string;
  /** What to send to convertAddress to see the other form of this address. */
  convert?: { searchTypCd: 'OtoN' | 'NtoO'; reqAdd: string };
}

function words(...parts: (string | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter((p): p is string => !!p)
    .join(' ');
}

function lonLat(lon: number | undefined, lat: number | undefined): LonLat | undefined {
  return typeof lon === 'number' && typeof lat === 'number' && Number.isFinite(lon) && Number.isFinite(lat) && !(lon === 0 && lat === 0)
    ? [lon, lat]
    : undefined;
}

const nonEmpty = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

/** A fullAddrGeo item is either a lot match (matchFlag, lat/lon) or a road match (newMatchFlag, newLat/newLon). */
export function fromFullAddrGeo(items: readonly FullAddrGeoItem[]): SearchResult[] {
  return items.map((it, index) => {
    const road = !!nonEmpty(it.newMatchFlag) || (!nonEmpty(it.matchFlag) && lonLat(it.newLon, it.newLat) !== undefined);
    const area = words(it.city_do, it.gu_gun, it.eup_myun);
    if (road) {
      const address = words(area, it.newRoadName, it.newBuildingIndex);
      return {
        index,
        kind: 'road',
        address,
        building: nonEmpty(it.newBuildingName),
        flag: nonEmpty(it.newMatchFlag),
        point: lonLat(it.newLon, it.newLat),
        entrance: lonLat(it.newLonEntr, it.newLatEntr),
        zipcode: nonEmpty(it.zipcode),
        remainder: nonEmpty(it.remainder),
        convert: it.newRoadName ? { searchTypCd: 'NtoO', reqAdd: address } : undefined,
      };
    }
    const address = words(area, it.legalDong, it.ri, it.bunji);
    return {
      index,
      kind: 'lot',
      address,
      building: nonEmpty(it.buildingName),
      flag: nonEmpty(it.matchFlag),
      point: lonLat(it.lon, it.lat),
      entrance: lonLat(it.lonEntr, it.latEntr),
      zipcode: nonEmpty(it.zipcode),
      remainder: nonEmpty(it.remainder),
      convert: it.bunji ? { searchTypCd: 'OtoN', reqAdd: address } : undefined,
    };
  });
}

/** Structured geocoding answers one object that may carry both a lot and a road-name match. */
export function fromGeocoding(info: GeocodingResponse['coordinateInfo']): SearchResult[] {
  if (!info) return [];
  const out: SearchResult[] = [];
  const area = words(info.city_do, info.gu_gun, info.eup_myun);
  const lotPoint = lonLat(info.lon, info.lat);
  if (nonEmpty(info.matchFlag) && lotPoint) {
    const address = words(area, info.legalDong, info.ri, info.bunji);
    out.push({
      index: out.length,
      kind: 'lot',
      address,
      flag: info.matchFlag,
      point: lotPoint,
      remainder: nonEmpty(info.remainder),
      convert: info.bunji ? { searchTypCd: 'OtoN', reqAdd: address } : undefined,
    });
  }
  const roadPoint = lonLat(info.newLon, info.newLat);
  if (nonEmpty(info.newMatchFlag) && roadPoint) {
    const address = words(area, info.newRoadName, info.newBuildngIndex);
    out.push({
      index: out.length,
      kind: 'road',
      address,
      building: nonEmpty(info.newBuildngName),
      flag: info.newMatchFlag,
      point: roadPoint,
      remainder: nonEmpty(info.remainder),
      convert: info.newRoadName ? { searchTypCd: 'NtoO', reqAdd: address } : undefined,
    });
  }
  return out;
}

/** Postcode items: the road-name address when there is one, else the lot address. */
export function fromPostcode(items: readonly PostcodeItem[]): SearchResult[] {
  return items.map((it, index) => {
    const area = words(it.city_do, it.gu_gun, it.eup_myun);
    const road = nonEmpty(it.newRoadName);
    const address = road ? words(area, it.newRoadName, it.newBuildingIndex) : words(area, it.legalDong, it.ri, it.bunji);
    return {
      index,
      kind: road ? 'road' : 'lot',
      address,
      building: nonEmpty(it.buildingName),
      point: lonLat(it.lon, it.lat),
      entrance: lonLat(it.lonEntr, it.latEntr),
      zipcode: nonEmpty(it.zipcode),
      convert: road ? { searchTypCd: 'NtoO', reqAdd: address } : it.bunji ? { searchTypCd: 'OtoN', reqAdd: address } : undefined,
    };
  });
}

type ConvertAdd = ConvertAddressResponse['ConvertAdd'];

/** The lot address a ConvertAdd describes ("서울 중구 태평로1가 31", 산 lots with '산'). */
export function convertOldAddress(c: ConvertAdd): string {
  const lot = c.primary ? `${c.mlClass === '2' ? '산' : ''}${c.primary}${c.secondary && c.secondary !== '0' ? `-${c.secondary}` : ''}` : '';
  return words(c.upperDistName, c.middleDistName, c.legalLowerDistName, c.legalDetailName, lot);
}

/** Old↔new conversion: the lot address and each road-name address it maps to. */
export function fromConvertAdd(c: ConvertAdd | undefined): SearchResult[] {
  if (!c) return [];
  const old = convertOldAddress(c);
  const out: SearchResult[] = [];
  const oldPoint = lonLat(c.oldLon, c.oldLat);
  if (old) out.push({ index: 0, kind: 'lot', address: old, point: oldPoint, convert: { searchTypCd: 'OtoN', reqAdd: old } });
  const list = c.newAddressList?.newAddress ?? [];
  for (const n of Array.isArray(list) ? list : [list]) {
    const number = n.bldNo1 ? `${n.bldNo1}${n.bldNo2 && n.bldNo2 !== '0' ? `-${n.bldNo2}` : ''}` : '';
    const address = words(c.upperDistName, c.middleDistName, n.roadName, number);
    out.push({
      index: out.length,
      kind: 'road',
      address,
      point: lonLat(n.newLon, n.newLat),
      convert: { searchTypCd: 'NtoO', reqAdd: address },
    });
  }
  return out;
}
