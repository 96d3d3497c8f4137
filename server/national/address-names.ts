import { formatBunji } from '../domain/lots';
import { formatBuildingIndex } from '../domain/road-addresses';
import { fnv1a32 } from '../domain/hash';
import type { AddressRow, LotRow } from './address-store';

/**
 * The names of an imported address as the answers write them.
 *
 * A 읍·면 (emd name ending in 읍 or 면) is written in `eup_myun`, its 리 in `ri`, and `legalDong`
 * stays '' (the 법정동 fields name a 동; legalDongCode still carries the 10-digit code of the
 * 리). Choice: the public field table gives eup_myun and ri as their own fields and says nothing
 * more; a 동 address leaves both ''.
 */
export interface RowNames {
  city: string;
  gu: string;
  eupMyun: string;
  legalDong: string;
  legalDongCode: string;
  ri: string;
  adminDong: string;
  adminDongCode: string;
  /** The lot ('' when the building has none), '산12-3' for a 산 lot. */
  bunji: string;
}

function isEupMyun(emdName: string): boolean {
  return /[읍면]$/.test(emdName);
}

export function rowNames(row: AddressRow, lot: LotRow | null): RowNames {
  const emd = lot?.emd_name || row.emd_name;
  const ri = lot ? lot.ri_name : row.ri_name;
  const eup = isEupMyun(emd);
  return {
    city: row.sido_name,
    gu: row.sgg_name,
    eupMyun: eup ? emd : '',
    legalDong: eup ? '' : emd,
    legalDongCode: lot?.legal_dong_code || row.legal_dong_code,
    ri,
    adminDong: row.admin_dong_name,
    adminDongCode: row.admin_dong_code,
    bunji: lot ? lotText(lot) : '',
  };
}

function lotText(lot: Pick<LotRow, 'mountain' | 'main' | 'sub'>): string {
  return `${lot.mountain ? '산' : ''}${formatBunji(lot)}`;
}

export function buildingIndexOf(row: Pick<AddressRow, 'main' | 'sub'>): string {
  return formatBuildingIndex(row.main, row.sub);
}

/** The road-name address key: the 25-digit 건물관리번호, else a stable 10-digit key of the row's key. */
export function roadAddressKeyOf(row: Pick<AddressRow, 'building_key'>): string {
  // The demo world's rows carry the demo building's own key after 'demo:' (national/demo-addresses.ts).
  if (row.building_key.startsWith('demo:')) return row.building_key.slice('demo:'.length);
  return /^\d+$/.test(row.building_key) ? row.building_key : String(1_000_000_000 + fnv1a32(row.building_key));
}

export function joinWords(...words: (string | undefined)[]): string {
  return words.filter((w): w is string => w !== undefined && w !== '').join(' ');
}
