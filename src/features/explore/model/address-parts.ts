/**
 * Splits a reverse-geocoding `fullAddress` into its parts by address type.
 * A00: "행정동주소,법정동주소 지번"; A10: "행정동주소,법정동주소 지번,도로명주소 [\"건물명\"]".
 * Building names may themselves contain commas, so everything after the second comma is the
 * road part (as the service's own clients do).
 */
export interface AddressParts {
  admin?: string;
  lot?: string;
  road?: string;
}

export function splitFullAddress(addressType: string, fullAddress: string | undefined): AddressParts {
  const text = (fullAddress ?? '').trim();
  if (!text) return {};
  const parts = text.split(',');
  const clean = (s: string | undefined) => {
    const v = s?.trim();
    return v ? v : undefined;
  };
  switch (addressType) {
    case 'A00':
      return { admin: clean(parts[0]), lot: clean(parts.slice(1).join(',')) };
    case 'A10':
      return { admin: clean(parts[0]), lot: clean(parts[1]), road: clean(parts.slice(2).join(',')) };
    case 'A01':
      return { admin: text };
    case 'A02':
      return { lot: text };
    case 'A03':
    case 'A04':
      return { road: text };
    default:
      return { admin: text };
  }
}

/** The fields of an answer the card reads besides fullAddress. */
export interface CardFields {
  fullAddress?: string | undefined;
  city_do?: string | undefined;
  gu_gun?: string | undefined;
  eup_myun?: string | undefined;
  roadName?: string | undefined;
  buildingIndex?: string | undefined;
  buildingName?: string | undefined;
  mappingDistance?: number | undefined;
}

/** What the address card shows: one plot, and a neighbour apart from it. */
export interface CardAddress {
  /** The administrative address (or, for a type without one, the area when there is no lot). */
  admin?: string;
  /** The lot address, only when it carries a lot number. */
  lot?: string;
  /** The road-name address of the building on the lot. */
  road?: string;
  /** The answer was asked for a lot address but names no lot here (e.g. '부산광역시 연제구'). */
  noLot: boolean;
  /**
   * The nearest building, when the answer names one (road fields) but fullAddress has no
   * road-name part where the type would give it (A03, A04, A10): it stands on another lot.
   */
  neighbour?: { address: string; distanceM: number | undefined };
}

/** A lot address ends with its lot number: '… 태평로1가 31', '… 구영리 산5', '… 중계동 363-8'. */
const LOT_NUMBER = /\s(산\s?)?\d+(-\d+)?$/;

/** Whether a part of fullAddress is a lot address (the legal part with a lot number). */
export function hasLotNumber(part: string | undefined): boolean {
  return part !== undefined && LOT_NUMBER.test(part);
}

const words = (...parts: (string | undefined)[]): string => parts.filter((p) => p !== undefined && p !== '').join(' ');

/**
 * Reads an answer for the card. The lot line stands only for a lot address; A03/A04 answers are a
 * road-name address only when they end with the answer's own road (and number): otherwise they
 * are the lot form the service falls back to. A road-name address is never shown beside a lot it
 * does not stand on: a building named only in the road fields is the neighbour.
 */
export function readAddressCard(addressType: string, info: CardFields): CardAddress {
  const parts = splitFullAddress(addressType, info.fullAddress);
  const roadName = info.roadName ?? '';
  const numbered = words(roadName, info.buildingIndex);
  const out: CardAddress = { noLot: false };
  let legal: string | undefined = parts.lot;
  let road = parts.road;
  if ((addressType === 'A03' || addressType === 'A04') && road !== undefined) {
    const ownRoad = roadName !== '' && road.endsWith(addressType === 'A03' ? roadName : numbered);
    if (!ownRoad) {
      legal = road;
      road = undefined;
    }
  }
  if (parts.admin !== undefined) out.admin = parts.admin;
  if (road !== undefined) out.road = road;
  if (hasLotNumber(legal)) out.lot = legal;
  else {
    out.noLot = legal !== undefined || addressType === 'A02';
    // An area without a lot ('부산광역시 연제구') is still the place's address: shown as such.
    if (out.admin === undefined && legal !== undefined) out.admin = legal;
  }
  const mayHaveRoad = addressType === 'A03' || addressType === 'A04' || addressType === 'A10';
  if (mayHaveRoad && road === undefined && roadName !== '') {
    const name = info.buildingName ? `"${info.buildingName}"` : undefined;
    out.neighbour = { address: words(info.city_do, info.gu_gun, info.eup_myun, numbered, name), distanceM: info.mappingDistance };
  }
  return out;
}
