/**
 * Plain-language labels for the nearest-road header codes. The service publishes no code
 * tables for these fields (api-facts §6); the tables follow the emulator's documented ones,
 * and an unknown code is shown as itself.
 */
export type CodeTable = Record<number, { ko: string; en: string }>;

export const ROAD_CODE_TABLES = {
  laneType: {
    1: { ko: '일방통행', en: 'one-way' },
    2: { ko: '양방향', en: 'two-way' },
  },
  roadCategory: {
    0: { ko: '고속국도', en: 'expressway' },
    1: { ko: '도시고속도로', en: 'urban expressway' },
    2: { ko: '국도', en: 'national road' },
    3: { ko: '국가지원지방도', en: 'state-funded local road' },
    4: { ko: '지방도', en: 'provincial road' },
    5: { ko: '주요도로', en: 'major road' },
    6: { ko: '일반도로', en: 'local road' },
    7: { ko: '이면도로', en: 'side street' },
  },
  tollLink: {
    0: { ko: '무료', en: 'free' },
    1: { ko: '유료', en: 'toll' },
  },
  linkFacil: {
    0: { ko: '일반 도로', en: 'normal road' },
    1: { ko: '교량', en: 'bridge' },
    2: { ko: '터널', en: 'tunnel' },
    3: { ko: '지하차도', en: 'underpass' },
    4: { ko: '고가도로', en: 'overpass' },
  },
} satisfies Record<string, CodeTable>;

export function codeLabel(table: CodeTable, code: number, lang: 'ko' | 'en'): string {
  return table[code]?.[lang] ?? (lang === 'ko' ? `코드 ${code}` : `code ${code}`);
}
