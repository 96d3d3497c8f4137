import type { MatchFlag } from '../../../../shared/contract/code-tables';

/**
 * What the service's match flags mean (api-facts §3, from the vendor's own sample app), in plain
 * words. Lot-number (지번) matches are M*, road-name (도로명) matches are N*.
 */
export interface FlagMeaning {
  kind: 'lot' | 'road';
  /** Rough quality: exact, near (a neighbouring number), area (a centre point), name (by building name). */
  quality: 'exact' | 'near' | 'area' | 'name';
  ko: string;
  en: string;
}

const MEANINGS = {
  M11: { kind: 'lot', quality: 'exact', ko: '법정동과 지번(본번·부번)이 모두 일치', en: 'Legal dong and lot number (main and sub) match exactly' },
  M12: { kind: 'lot', quality: 'near', ko: '법정동과 본번이 일치, 부번은 ±5 안의 가까운 번호', en: 'Legal dong and main lot number match; the sub number is a near one (±5)' },
  M13: { kind: 'lot', quality: 'near', ko: '법정동 일치, 본번은 ±5 안의 가까운 번호', en: 'Legal dong matches; the main lot number is a near one (±5)' },
  M21: { kind: 'lot', quality: 'exact', ko: '행정동과 지번이 모두 일치', en: 'Administrative dong and lot number match exactly' },
  M22: { kind: 'lot', quality: 'near', ko: '행정동과 본번이 일치, 부번은 ±5 안의 가까운 번호', en: 'Administrative dong and main number match; the sub number is a near one (±5)' },
  M23: { kind: 'lot', quality: 'near', ko: '행정동 일치, 본번은 ±5 안의 가까운 번호', en: 'Administrative dong matches; the main number is a near one (±5)' },
  M31: { kind: 'lot', quality: 'area', ko: '읍·면·동·리의 중심점', en: 'Centre of the town, township, dong or village' },
  M32: { kind: 'lot', quality: 'area', ko: '행정동의 중심점', en: 'Centre of the administrative dong' },
  M33: { kind: 'lot', quality: 'area', ko: '법정동의 중심점', en: 'Centre of the legal dong' },
  M41: { kind: 'lot', quality: 'name', ko: '법정동과 건물 이름이 일치', en: 'Legal dong and building name match' },
  M42: { kind: 'lot', quality: 'name', ko: '법정동과 건물의 동(棟)이 일치', en: 'Legal dong and building block (dong) match' },
  N51: { kind: 'road', quality: 'exact', ko: '도로명과 건물 번호(본번·부번)가 모두 일치', en: 'Road name and building number (main and sub) match exactly' },
  N52: { kind: 'road', quality: 'near', ko: '2차 종속도로에서 본번 일치, 부번이 달라 같은 쪽 직전 부번의 끝점', en: 'Main number matches on a 2nd-order branch; another sub number, so the end of the preceding one on that side' },
  N53: { kind: 'road', quality: 'near', ko: '1차 종속도로에서 본번 일치, 부번이 달라 같은 쪽 직전 부번의 끝점', en: 'Main number matches on a 1st-order branch; another sub number, so the end of the preceding one on that side' },
  N54: { kind: 'road', quality: 'near', ko: '같은 본번이 없어 같은 쪽 가장 가까운 직전 본번의 끝점', en: 'No such main number: the end of the nearest preceding one on the same side' },
  N55: { kind: 'road', quality: 'area', ko: '도로명만 일치, 가까운 번호가 없어 도로의 중심점', en: 'Only the road name matches: the centre of the road' },
  N61: { kind: 'road', quality: 'name', ko: '도로명은 다르지만 같은 구의 건물 이름 하나와 일치', en: 'Road name differs, but one building of the district has this name' },
  N62: { kind: 'road', quality: 'name', ko: '도로명은 다르지만 같은 구의 건물 동 이름 하나와 일치', en: 'Road name differs, but one building block of the district has this name' },
} satisfies Record<MatchFlag, FlagMeaning>;

/** Every code of the shared table (shared/contract/code-tables.ts) has its meaning here. */
export const MATCH_FLAGS: Readonly<Record<string, FlagMeaning>> = MEANINGS;

export function flagMeaning(flag: string | undefined): FlagMeaning | undefined {
  return flag ? MATCH_FLAGS[flag] : undefined;
}
