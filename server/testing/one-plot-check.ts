import { formatBunji } from '../domain/lots';

/**
 * The property behind Explore's address card, "one plot per card": at any point, the A10 answer's
 * lot (its second part) is the parcel under the point, and the road-name address beside it (its
 * third part) is a building standing on that parcel — so the road-name address's own lot, as
 * convertAddress NtoO and full-text search give it, is the card's lot. The nearest building of a
 * point whose parcel has none is a neighbour: its road fields are filled, but fullAddress has no
 * road-name part, and no building stands on the card's lot (convertAddress OtoN finds none).
 * Where there are no lots (a district without lot data), a building's own lot is none, and so is
 * the card's.
 */

/** What the check reads of an A10 answer. */
export interface CardAnswer {
  fullAddress: string;
  city_do: string;
  gu_gun: string;
  eup_myun: string;
  legalDong: string;
  ri: string;
  legalDongCode: string;
  bunji: string;
  roadName: string;
  buildingIndex: string;
  mappingDistance: string;
}

/**
 * A lot as convertAddress or full-text search name it: the legal dong's (or 리's) code ('' where the
 * data has none) and the lot address written out ('시도 시군구 [읍·면] [동] [리] 지번').
 */
export interface LotId {
  code: string;
  text: string;
}

export interface OnePlotServices {
  /** Reverse geocoding with addressType A10 (null: no address here). */
  reverse(lon: number, lat: number): CardAnswer | null;
  /** convertAddress NtoO: the lot of a road-name address, null when not found or without a lot. */
  lotOfRoadAddress(text: string): LotId | null;
  /** Full-text search: the lot of the exact road-name match (N51) for road name and number, null when none. */
  lotBySearch(text: string, roadName: string, buildingIndex: string): LotId | null;
  /** convertAddress OtoN: whether any building stands on the lot written as text. */
  lotHasBuilding(text: string): boolean;
}

export type Verdict = 'none' | 'no road' | 'building' | 'neighbour';

export interface Check {
  verdict: Verdict;
  problems: string[];
}

/** The parts of an A10 fullAddress: admin, lot, and everything after the second comma (names may hold commas). */
function a10Parts(fullAddress: string): { admin: string; lot: string; road: string } {
  const [admin = '', lot = '', ...rest] = fullAddress.split(',');
  return { admin, lot, road: rest.join(',') };
}

/** The road-name address as a user copies it: without the quoted building name. */
function roadAddressText(roadPart: string): string {
  return roadPart.replace(/\s+".*"$/, '').trim();
}

const words = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');

/** ConvertAdd's old address as a LotId: 리 code in a 읍·면, '산' for mlClass 2. */
export function lotOfConvertAdd(c: {
  upperDistName: string;
  middleDistName: string;
  legalLowerDistName: string;
  legalLowerDistCode: string;
  legalDetailName: string;
  legalDetailCode: string;
  primary: string;
  secondary: string;
  mlClass: string;
}): LotId {
  const lot = formatBunji({ main: Number(c.primary), sub: Number(c.secondary) });
  return {
    code: c.legalDetailCode || c.legalLowerDistCode,
    text: words(c.upperDistName, c.middleDistName, c.legalLowerDistName, c.legalDetailName, `${c.mlClass === '2' ? '산' : ''}${lot}`),
  };
}

/** A full-text search item's (or an answer's) lot as a LotId. */
export function lotOfItem(i: { city_do: string; gu_gun: string; eup_myun: string; legalDong: string; ri: string; legalDongCode: string; bunji: string }): LotId {
  return { code: i.legalDongCode, text: words(i.city_do, i.gu_gun, i.eup_myun, i.legalDong, i.ri, i.bunji) };
}

const same = (a: LotId | null, b: LotId): boolean => a !== null && a.code === b.code && a.text === b.text;
const show = (l: LotId | null): string => (l ? `${l.text} (${l.code || 'no code'})` : 'none');

export function checkOnePlot(services: OnePlotServices, lon: number, lat: number): Check {
  const at = `${lat.toFixed(6)},${lon.toFixed(6)}`;
  const info = services.reverse(lon, lat);
  if (!info) return { verdict: 'none', problems: [] };
  const problems: string[] = [];
  const full = info.fullAddress;
  if (/^\s*,|,\s*$|,\s*,/.test(full)) problems.push(`${at}: empty part in fullAddress "${full}"`);
  const parts = a10Parts(full);
  const card = lotOfItem(info);
  // The card shows the lot part of fullAddress: it must be the lot the fields name.
  if (parts.lot !== card.text) problems.push(`${at}: lot part "${parts.lot}" is not the fields' lot "${card.text}"`);
  if (parts.road === '') {
    if (info.roadName === '') return { verdict: 'no road', problems };
    // A neighbour: named in the road fields, never glued to the card's lot.
    if (!(Number(info.mappingDistance) > 0)) problems.push(`${at}: neighbour ${info.roadName} ${info.buildingIndex} without a mappingDistance`);
    if (info.bunji !== '' && services.lotHasBuilding(parts.lot)) problems.push(`${at}: a building stands on ${parts.lot}, yet ${info.roadName} ${info.buildingIndex} is answered as a neighbour`);
    return { verdict: 'neighbour', problems };
  }
  const road = roadAddressText(parts.road);
  const converted = services.lotOfRoadAddress(road);
  // A building without a lot (a district without lot data) has no old address to convert to.
  const convertedAgrees = info.bunji === '' ? converted === null : same(converted, card);
  if (!convertedAgrees) problems.push(`${at}: "${road}" is on ${show(converted)} (convertAddress NtoO), the card says ${show(card)}`);
  const searched = services.lotBySearch(road, info.roadName, info.buildingIndex);
  if (!same(searched, card)) problems.push(`${at}: "${road}" is on ${show(searched)} (full-text search), the card says ${show(card)}`);
  return { verdict: 'building', problems };
}
