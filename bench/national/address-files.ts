import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { mulberry32 } from '../../server/domain/hash';
import { lonLatToUtmk } from '../../server/domain/utm-k';

/**
 * Synthetic road-name address files of national size in the juso.go.kr navigation DB layouts
 * (server/domain/juso-navigation.ts): per 시·도 (the 17 real names and codes) one building file
 * (`match_build_<sido>.txt`, 32 columns) and one related-lot file (`match_jibun_<sido>.txt`,
 * 20 columns), CP949 like the downloads, written as a stream with a fixed seed.
 *
 * The country is cut into one box of land per 시·도 (roughly where it is), each box into a grid
 * of 시군구 cells, each 시군구 into roads (…로, …번길) along which buildings are numbered (odd on one
 * side, even on the other, ~10 m apart), each 시군구 also into 동 (cities) or 읍·면 with 리 (군).
 * Names are made of common Korean road-name syllables; keys, codes and postcodes follow the real
 * formats. About one building in ten has a second related lot.
 */
export interface AddressSample {
  lon: number;
  lat: number;
  /** A full road-name address that exists, e.g. '부산광역시 해운대구 달맞이로 12'. */
  road: string;
  /** A lot address that exists, e.g. '부산광역시 해운대구 중동 1204-3'. */
  lot: string;
  zipcode: string;
}

interface Sido {
  code: string;
  name: string;
  file: string;
  /** Share of the country's addresses. */
  share: number;
  /** Land box: lon min, lat min, lon max, lat max. */
  box: [number, number, number, number];
  /** Some of its 시군구 (real names); the 시군구 count is their number. */
  sggs: string[];
  /** A 광역시/특별시 has 동 everywhere except its 군. */
  zip: number;
}

const SIDOS: Sido[] = [
  { code: '11', name: '서울특별시', file: 'seoul', share: 0.095, box: [126.83, 37.45, 127.15, 37.68], zip: 1, sggs: ['종로구', '중구', '용산구', '성동구', '광진구', '동대문구', '중랑구', '성북구', '강북구', '도봉구', '노원구', '은평구', '서대문구', '마포구', '양천구', '강서구', '구로구', '금천구', '영등포구', '동작구', '관악구', '서초구', '강남구', '송파구', '강동구'] },
  { code: '26', name: '부산광역시', file: 'busan', share: 0.055, box: [128.9, 35.05, 129.2, 35.3], zip: 46, sggs: ['중구', '서구', '동구', '영도구', '부산진구', '동래구', '남구', '북구', '해운대구', '사하구', '금정구', '강서구', '연제구', '수영구', '사상구', '기장군'] },
  { code: '27', name: '대구광역시', file: 'daegu', share: 0.04, box: [128.5, 35.8, 128.7, 35.95], zip: 41, sggs: ['중구', '동구', '서구', '남구', '북구', '수성구', '달서구', '달성군', '군위군'] },
  { code: '28', name: '인천광역시', file: 'incheon', share: 0.04, box: [126.6, 37.38, 126.78, 37.6], zip: 21, sggs: ['중구', '동구', '미추홀구', '연수구', '남동구', '부평구', '계양구', '서구', '강화군', '옹진군'] },
  { code: '29', name: '광주광역시', file: 'gwangju', share: 0.022, box: [126.8, 35.1, 126.95, 35.22], zip: 61, sggs: ['동구', '서구', '남구', '북구', '광산구'] },
  { code: '30', name: '대전광역시', file: 'daejeon', share: 0.022, box: [127.3, 36.28, 127.45, 36.42], zip: 34, sggs: ['동구', '중구', '서구', '유성구', '대덕구'] },
  { code: '31', name: '울산광역시', file: 'ulsan', share: 0.018, box: [129.2, 35.5, 129.4, 35.6], zip: 44, sggs: ['중구', '남구', '동구', '북구', '울주군'] },
  { code: '36', name: '세종특별자치시', file: 'sejong', share: 0.006, box: [127.2, 36.45, 127.32, 36.6], zip: 30, sggs: [''] },
  { code: '41', name: '경기도', file: 'gyunggi', share: 0.19, box: [126.75, 36.95, 127.6, 37.9], zip: 10, sggs: ['수원시 장안구', '수원시 권선구', '성남시 분당구', '의정부시', '안양시 동안구', '부천시', '광명시', '평택시', '동두천시', '안산시 단원구', '고양시 일산서구', '과천시', '구리시', '남양주시', '오산시', '시흥시', '군포시', '의왕시', '하남시', '용인시 수지구', '파주시', '이천시', '안성시', '김포시', '화성시', '광주시', '양주시', '포천시', '여주시', '연천군', '가평군', '양평군'] },
  { code: '51', name: '강원특별자치도', file: 'gangwon', share: 0.055, box: [127.6, 37.1, 128.9, 38.2], zip: 24, sggs: ['춘천시', '원주시', '강릉시', '동해시', '태백시', '속초시', '삼척시', '홍천군', '횡성군', '영월군', '평창군', '정선군', '철원군', '화천군', '양구군', '인제군', '고성군', '양양군'] },
  { code: '43', name: '충청북도', file: 'chungbuk', share: 0.05, box: [127.4, 36.4, 128.2, 37.1], zip: 28, sggs: ['청주시 상당구', '청주시 흥덕구', '충주시', '제천시', '보은군', '옥천군', '영동군', '증평군', '진천군', '괴산군', '음성군', '단양군'] },
  { code: '44', name: '충청남도', file: 'chungnam', share: 0.07, box: [126.5, 36.1, 127.3, 36.9], zip: 31, sggs: ['천안시 동남구', '천안시 서북구', '공주시', '보령시', '아산시', '서산시', '논산시', '계룡시', '당진시', '금산군', '부여군', '서천군', '청양군', '홍성군', '예산군', '태안군'] },
  { code: '52', name: '전북특별자치도', file: 'jeonbuk', share: 0.06, box: [126.7, 35.5, 127.5, 36.0], zip: 54, sggs: ['전주시 완산구', '전주시 덕진구', '군산시', '익산시', '정읍시', '남원시', '김제시', '완주군', '진안군', '무주군', '장수군', '임실군', '순창군', '고창군', '부안군'] },
  { code: '46', name: '전라남도', file: 'jeonnam', share: 0.08, box: [126.4, 34.6, 127.6, 35.2], zip: 57, sggs: ['목포시', '여수시', '순천시', '나주시', '광양시', '담양군', '곡성군', '구례군', '고흥군', '보성군', '화순군', '장흥군', '강진군', '해남군', '영암군', '무안군', '함평군', '영광군', '장성군', '완도군', '진도군', '신안군'] },
  { code: '47', name: '경상북도', file: 'gyeongbuk', share: 0.095, box: [128.2, 35.8, 129.3, 36.9], zip: 36, sggs: ['포항시 남구', '포항시 북구', '경주시', '김천시', '안동시', '구미시', '영주시', '영천시', '상주시', '문경시', '경산시', '의성군', '청송군', '영양군', '영덕군', '청도군', '고령군', '성주군', '칠곡군', '예천군', '봉화군', '울진군', '울릉군'] },
  { code: '48', name: '경상남도', file: 'gyeongnam', share: 0.085, box: [127.7, 34.9, 128.9, 35.6], zip: 50, sggs: ['창원시 의창구', '창원시 성산구', '창원시 마산합포구', '진주시', '통영시', '사천시', '김해시', '밀양시', '거제시', '양산시', '의령군', '함안군', '창녕군', '고성군', '남해군', '하동군', '산청군', '함양군', '거창군', '합천군'] },
  { code: '50', name: '제주특별자치도', file: 'jeju', share: 0.017, box: [126.2, 33.25, 126.9, 33.5], zip: 63, sggs: ['제주시', '서귀포시'] },
];

const SYLLABLES = ['가람', '한빛', '새솔', '푸른', '누리', '햇살', '솔밭', '은행', '매화', '느티', '다솜', '별빛', '바다', '하늘', '들꽃', '소나무', '무지개', '단풍', '봉황', '청룡', '백마', '금강', '태백', '학산', '용두', '송림', '대성', '신흥', '중앙', '문화', '평화', '통일', '희망', '미래', '서원', '향교'];
const DONG_STEMS = ['신', '중', '동', '서', '남', '북', '대', '상', '하', '월', '송', '만', '부', '장', '용', '석', '연', '화', '도', '호'];
const DONG_ENDS = ['산', '천', '곡', '암', '평', '정', '계', '원', '포', '현'];

/** Writes text as CP949, waiting when the stream asks to. */
class Cp949Writer {
  private parts: string[] = [];
  private size = 0;
  constructor(private readonly stream: WriteStream) {}
  async line(text: string): Promise<void> {
    this.parts.push(text, '\r\n');
    this.size += text.length + 2;
    if (this.size >= 1 << 20) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const bytes = iconv.encode(this.parts.join(''), 'cp949');
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(bytes)) await new Promise<void>((resolve) => this.stream.once('drain', resolve));
  }
  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export async function writeAddressFiles(dir: string, buildings: number, seed: number): Promise<{ files: string[]; samples: AddressSample[] }> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const files: string[] = [];
  const samples: AddressSample[] = [];
  const sampleEvery = Math.max(1, Math.floor(buildings / 1000));
  const total = SIDOS.reduce((s, d) => s + d.share, 0);
  let written = 0;
  let serial = 0;

  for (const [sidoIndex, sido] of SIDOS.entries()) {
    const count = sidoIndex === SIDOS.length - 1 ? buildings - written : Math.round((buildings * sido.share) / total);
    written += count;
    const buildPath = join(dir, `match_build_${sido.file}.txt`);
    const lotPath = join(dir, `match_jibun_${sido.file}.txt`);
    files.push(buildPath, lotPath);
    const build = new Cp949Writer(createWriteStream(buildPath));
    const lots = new Cp949Writer(createWriteStream(lotPath));
    const [w, s, e, n] = sido.box;
    const cols = Math.ceil(Math.sqrt(sido.sggs.length));
    const rows = Math.ceil(sido.sggs.length / cols);
    const perSgg = Math.ceil(count / sido.sggs.length);
    let left = count;
    for (const [sggIndex, sggName] of sido.sggs.entries()) {
      const sggCode = `${sido.code}${pad(110 + sggIndex * 10, 3)}`;
      const rural = sggName.endsWith('군');
      const cellW = (e - w) / cols;
      const cellH = (n - s) / rows;
      const cx0 = w + (sggIndex % cols) * cellW;
      const cy0 = s + Math.floor(sggIndex / cols) * cellH;
      // 동 (or 읍·면 with 리): 20 per 시군구.
      const emds = Array.from({ length: 20 }, (_, i) => {
        const stem = `${DONG_STEMS[i % DONG_STEMS.length] ?? ''}${DONG_ENDS[Math.floor(i / 2) % DONG_ENDS.length] ?? ''}`;
        return rural ? { name: `${stem}${i === 0 ? '읍' : '면'}`, code: pad(250 + i * 3, 3), ris: Array.from({ length: 8 }, () => `${pick(DONG_STEMS)}${pick(DONG_ENDS)}리`), r: i } : { name: `${stem}동`, code: pad(101 + i, 3), ris: [''], r: i };
      });
      let inSgg = Math.min(perSgg, left);
      left -= inSgg;
      let roadNo = 0;
      while (inSgg > 0) {
        roadNo++;
        // Unique within the 시군구 (a name per road number), as road names are.
        const base = `${SYLLABLES[roadNo % SYLLABLES.length] ?? ''}${SYLLABLES[Math.floor(roadNo / SYLLABLES.length) % SYLLABLES.length] ?? ''}`;
        const road = roadNo % 3 === 0 ? `${base}로${roadNo}번길` : roadNo % 3 === 1 ? `${base}로` : `${base}${roadNo}길`;
        const roadCode = `${sggCode}${pad(3_000_000 + roadNo, 7)}`;
        const along = Math.min(inSgg, 40 + Math.floor(random() * 160));
        inSgg -= along;
        // The road: a straight line in the cell, buildings ~10 m apart on both sides.
        const x0 = cx0 + cellW * (0.05 + 0.9 * random());
        const y0 = cy0 + cellH * (0.05 + 0.9 * random());
        const angle = random() * Math.PI;
        const emd = emds[Math.floor(random() * emds.length)] ?? emds[0];
        if (!emd) continue;
        const zipcode = `${pad(sido.zip, 2)}${pad((sggIndex * 37 + roadNo) % 1000, 3)}`;
        for (let b = 0; b < along; b++) {
          serial++;
          const main = b + 1;
          const sub = random() < 0.15 ? 1 + Math.floor(random() * 9) : 0;
          const step = (Math.floor(b / 2) * 10) / 100_000;
          const side = (b % 2 === 0 ? 1 : -1) * 0.00012;
          const lon = Math.min(e, Math.max(w, x0 + Math.cos(angle) * step - Math.sin(angle) * side));
          const lat = Math.min(n, Math.max(s, y0 + Math.sin(angle) * step + Math.cos(angle) * side));
          const [x, y] = lonLatToUtmk(lon, lat);
          const ri = emd.ris[b % emd.ris.length] ?? '';
          const riCode = ri === '' ? '00' : pad(21 + (b % emd.ris.length), 2);
          const legal = `${sggCode}${emd.code}${riCode}`;
          const lotMain = 1 + ((roadNo * 97 + b * 7) % 2000);
          const lotSub = b % 4;
          const key = `${legal}0${pad(lotMain, 4)}${pad(lotSub, 4)}${pad(serial % 1_000_000, 6)}`;
          const name = random() < 0.1 ? `${pick(SYLLABLES)}빌딩` : '';
          await build.line([
            `${sggCode}${emd.code}00`, sido.name, sggName, emd.name, roadCode, road, '0', String(main), String(sub), zipcode, key,
            name, '단독주택', `${sggCode}${emd.code}00`, emd.name, '2', '0', '0', '1', '', '', '', '1',
            x.toFixed(6), y.toFixed(6), (x + 3).toFixed(6), (y - 4).toFixed(6), '', '', '', '', rural ? '0' : '1',
          ].join('|'));
          const lotFields = (m: number, sb: number, seq: number): string =>
            [legal, sido.name, sggName, emd.name, ri, '0', String(m), String(sb), roadCode, '0', String(main), String(sub), String(seq), '', '', '', '', '31', key, `${sggCode}${emd.code}00`].join('|');
          await lots.line(lotFields(lotMain, lotSub, 1));
          if (random() < 0.1) await lots.line(lotFields(lotMain, lotSub + 10, 2));
          if (serial % sampleEvery === 0 && samples.length < 1000) {
            const place = [sido.name, sggName].filter((p) => p !== '').join(' ');
            samples.push({
              lon, lat, zipcode,
              road: `${place} ${road} ${main}${sub > 0 ? `-${sub}` : ''}`,
              lot: `${place} ${emd.name}${ri ? ` ${ri}` : ''} ${lotMain}${lotSub > 0 ? `-${lotSub}` : ''}`,
            });
          }
        }
      }
    }
    await build.close();
    await lots.close();
  }
  return { files, samples };
}
