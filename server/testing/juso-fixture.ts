import { lonLatToUtmk } from '../domain/utm-k';

/**
 * Lines in the juso.go.kr navigation DB layouts (server/domain/juso-navigation.ts), authored for
 * tests from the published column lists: 32 columns for a building, 20 for a related lot.
 */
export interface FixtureBuilding {
  emdCode: string;
  sido: string;
  sgg: string;
  emd: string;
  roadCode: string;
  road: string;
  underground?: string;
  main: number;
  sub?: number;
  zipcode: string;
  key: string;
  name?: string;
  adminCode: string;
  adminName: string;
  lon: number;
  lat: number;
  /** Entrance; the centre moved ~10 m east when not given. */
  entrance?: [number, number] | null;
}

export function buildingLine(b: FixtureBuilding): string {
  const [x, y] = lonLatToUtmk(b.lon, b.lat);
  const [ex, ey] = b.entrance === null ? ['', ''] : b.entrance ? lonLatToUtmk(...b.entrance).map((v) => v.toFixed(6)) : [(x + 10).toFixed(6), y.toFixed(6)];
  const emdKind = /[읍면]$/.test(b.emd) ? '0' : '1';
  return [
    b.emdCode, b.sido, b.sgg, b.emd, b.roadCode, b.road, b.underground ?? '0', String(b.main), String(b.sub ?? 0), b.zipcode, b.key,
    b.name ?? '', '제2종근린생활시설', b.adminCode, b.adminName, '3', '1', '0', '1', '', '', '', '0',
    x.toFixed(6), y.toFixed(6), ex ?? '', ey ?? '', 'Seoul', 'Jung-gu', 'Taepyeongno 1(il)-ga', 'Sejong-daero', emdKind,
  ].join('|');
}

export interface FixtureLot {
  legalCode: string;
  sido: string;
  sgg: string;
  emd: string;
  ri?: string;
  mountain?: boolean;
  main: number;
  sub?: number;
  roadCode: string;
  buildingMain: number;
  seq: number;
  key: string;
}

export function lotLine(l: FixtureLot): string {
  return [
    l.legalCode, l.sido, l.sgg, l.emd, l.ri ?? '', l.mountain ? '1' : '0', String(l.main), String(l.sub ?? 0), l.roadCode, '0', String(l.buildingMain), '0',
    String(l.seq), 'Seoul', 'Jung-gu', 'Emd', '', '31', l.key, `${l.legalCode.slice(0, 8)}00`,
  ].join('|');
}

/** Two buildings in 서울 중구 (11140) and one in 전남 해남군 문내면 (46820), with their lots. */
export const CITY_HALL: FixtureBuilding = {
  emdCode: '1114010300', sido: '서울특별시', sgg: '중구', emd: '태평로1가', roadCode: '111402005001', road: '세종대로', main: 110,
  zipcode: '04524', key: '1114010300100310000000001', name: '서울특별시청', adminCode: '1114055000', adminName: '명동', lon: 126.97794, lat: 37.56647,
};
export const PRESS_CENTER: FixtureBuilding = {
  emdCode: '1114010300', sido: '서울특별시', sgg: '중구', emd: '태평로1가', roadCode: '111402005001', road: '세종대로', main: 124,
  zipcode: '04520', key: '1114010300100250000000002', name: '프레스센터', adminCode: '1114055000', adminName: '명동', lon: 126.97764, lat: 37.56793,
};
export const HAENAM: FixtureBuilding = {
  emdCode: '4682036000', sido: '전라남도', sgg: '해남군', emd: '문내면', roadCode: '468203197044', road: '관광레저로', main: 12,
  zipcode: '59021', key: '4682036021110210000000001', name: '', adminCode: '4682036000', adminName: '문내면', lon: 126.310144, lat: 34.57264891,
};
export const CITY_HALL_LOT: FixtureLot = {
  legalCode: '1114010300', sido: '서울특별시', sgg: '중구', emd: '태평로1가', main: 31, roadCode: '111402005001', buildingMain: 110, seq: 1, key: CITY_HALL.key,
};
export const HAENAM_LOT: FixtureLot = {
  legalCode: '4682036021', sido: '전라남도', sgg: '해남군', emd: '문내면', ri: '학동리', main: 1021, roadCode: '468203197044', buildingMain: 12, seq: 1, key: HAENAM.key,
};
