import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { mulberry32 } from '../../server/domain/hash';

/**
 * A synthetic POI file of national size in the public-data standard layout (전국개방시설
 * 표준데이터: 개방시설명 … 위도, 경도, 데이터기준일자), CP949 like the portal's downloads, with a
 * fixed seed: the same count and seed give the same bytes. Points fall around Korea's cities
 * and towns (on land, in proportion to their size, spread a few kilometres), so the density is
 * the country's: dense in Seoul, sparse in the mountains.
 */
const HEADER =
  '개방시설명,휴관일,평일운영시작시각,평일운영종료시각,주말운영시작시각,주말운영종료시각,유료사용여부,사용기준시간,사용료,초과사용단위시간,초과사용료,수용가능인원수,면적,소재지도로명주소,소재지지번주소,사용안내전화번호,위도,경도,데이터기준일자';

/** [lon, lat, weight, spread in degrees] of land centres. */
const CENTRES: readonly (readonly [number, number, number, number, string])[] = [
  [126.978, 37.5665, 30, 0.08, '서울'],
  [129.075, 35.1798, 10, 0.06, '부산'],
  [128.6014, 35.8714, 7, 0.06, '대구'],
  [126.7052, 37.4563, 8, 0.06, '인천'],
  [126.8526, 35.1595, 4, 0.05, '광주'],
  [127.3845, 36.3504, 4, 0.05, '대전'],
  [129.3114, 35.5384, 3, 0.05, '울산'],
  [127.0286, 37.2636, 8, 0.08, '수원'],
  [127.1265, 37.42, 5, 0.06, '성남'],
  [126.7317, 37.6583, 5, 0.06, '고양'],
  [127.489, 36.6424, 3, 0.05, '청주'],
  [127.148, 35.8242, 3, 0.05, '전주'],
  [128.6811, 35.228, 3, 0.05, '창원'],
  [126.5312, 33.4996, 2, 0.05, '제주'],
  [127.7298, 37.8813, 1.5, 0.05, '춘천'],
  [128.8961, 37.7519, 1.5, 0.04, '강릉'],
  [129.3435, 36.019, 2, 0.05, '포항'],
  [127.1522, 36.8151, 3, 0.05, '천안'],
  [126.3922, 34.8118, 1.5, 0.04, '목포'],
  [128.3446, 36.1195, 2, 0.05, '구미'],
];
const TOTAL_WEIGHT = CENTRES.reduce((sum, c) => sum + c[2], 0);

export interface PoiSample {
  lon: number;
  lat: number;
  name: string;
}

export async function writePoiFiles(dir: string, count: number, seed: number): Promise<{ files: string[]; samples: PoiSample[] }> {
  const random = mulberry32(seed);
  const gaussian = (): number => {
    // Box–Muller; 1 - random() avoids log(0).
    return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  };
  const file = join(dir, 'national_pois_standard.csv');
  const out = createWriteStream(file);
  const sampleEvery = Math.max(1, Math.floor(count / 2000));
  const samples: PoiSample[] = [];
  let lines: string[] = [HEADER];
  const flush = async (): Promise<void> => {
    if (!out.write(iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp949'))) await once(out, 'drain');
    lines = [];
  };
  for (let i = 0; i < count; i++) {
    let pick = random() * TOTAL_WEIGHT;
    let centre = CENTRES[0]!;
    for (const c of CENTRES) {
      pick -= c[2];
      if (pick <= 0) {
        centre = c;
        break;
      }
    }
    const lon = Math.round((centre[0] + gaussian() * centre[3] * 1.2) * 1e7) / 1e7;
    const lat = Math.round((centre[1] + gaussian() * centre[3]) * 1e7) / 1e7;
    const name = `${centre[4]} 시설 ${i + 1}`;
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(`${name},연중무휴,9:00,18:00,9:00,18:00,N,,,,,,,${centre[4]} 어딘가로 ${i % 997},${centre[4]} 어느동 ${i % 991},02-000-0000,${lat},${lon},2024-05-${day}`);
    if (i % sampleEvery === 0) samples.push({ lon, lat, name });
    if (lines.length >= 10_000) await flush();
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return { files: [file], samples };
}
