/**
 * Authored points of interest of the demo world: the best-known places of 종로구, 중구 and
 * 강남구 with official names and approximate positions written by hand (good to some tens of
 * metres). Coordinates are WGS84 [lon, lat].
 *
 * Places that are buildings or walled grounds with a road-name address (`road`) become named
 * buildings of the address index, numbered by the rule like every other building; stations,
 * squares and streets are labels only. `frontageM` keeps generated buildings away from that
 * much road frontage on each side of the place (palace walls, plazas).
 *
 * Ids are numeric strings. 서울특별시청 keeps the id of the published reverseLabel sample
 * (api-facts §8); the others are numbered from 40201 in list order and never reused.
 */
import type { LonLat } from '../domain/world-types.ts';

export const POI_CATEGORIES = {
  government: '공공기관',
  station: '지하철역',
  railway: '기차역',
  palace: '고궁',
  heritage: '문화유적',
  museum: '박물관·미술관',
  religion: '종교시설',
  market: '시장',
  shopping: '백화점·쇼핑',
  hospital: '병원',
  hotel: '호텔',
  office: '업무시설',
  park: '공원·광장',
  street: '거리',
  exhibition: '전시·컨벤션',
} as const;
export type PoiCategory = keyof typeof POI_CATEGORIES;

export interface PoiSeed {
  id: string;
  name: string;
  position: LonLat;
  category: PoiCategory;
  /** The road of its road-name address: the place becomes a named building on that road. */
  road?: string;
  /** Road frontage (metres each way along `road`) kept free of generated buildings. */
  frontageM?: number;
}

export const POI_SEEDS: readonly PoiSeed[] = [
  // ---------------------------------------------------------------- 중구
  { id: '40189', name: '서울특별시청', position: [126.9784039, 37.5667002], category: 'government', road: '세종대로', frontageM: 140 },
  { id: '40201', name: '서울광장', position: [126.9779, 37.5656], category: 'park' },
  { id: '40202', name: '덕수궁', position: [126.9751, 37.5658], category: 'palace', road: '세종대로', frontageM: 110 },
  { id: '40203', name: '숭례문', position: [126.9753, 37.56], category: 'heritage', road: '세종대로', frontageM: 50 },
  { id: '40204', name: '서울역', position: [126.9707, 37.5547], category: 'railway', road: '한강대로', frontageM: 150 },
  { id: '40205', name: '명동성당', position: [126.9873, 37.5629], category: 'religion', road: '명동길', frontageM: 40 },
  { id: '40206', name: '남대문시장', position: [126.9776, 37.5592], category: 'market', road: '남대문로', frontageM: 60 },
  { id: '40207', name: '동대문디자인플라자', position: [127.0095, 37.5671], category: 'exhibition', road: '을지로', frontageM: 150 },
  { id: '40208', name: '롯데백화점 본점', position: [126.9812, 37.5647], category: 'shopping', road: '남대문로', frontageM: 50 },
  { id: '40209', name: '신세계백화점 본점', position: [126.9808, 37.5607], category: 'shopping', road: '소공로', frontageM: 50 },
  { id: '40210', name: '한국은행', position: [126.9798, 37.5625], category: 'government', road: '남대문로', frontageM: 40 },
  { id: '40211', name: '웨스틴조선호텔', position: [126.9797, 37.5647], category: 'hotel', road: '소공로', frontageM: 30 },
  { id: '40212', name: '롯데호텔서울', position: [126.9808, 37.5653], category: 'hotel', road: '을지로', frontageM: 40 },
  { id: '40213', name: '청계광장', position: [126.9785, 37.5693], category: 'park' },
  { id: '40214', name: '시청역', position: [126.9771, 37.5651], category: 'station' },
  { id: '40215', name: '을지로입구역', position: [126.9822, 37.566], category: 'station' },
  { id: '40216', name: '을지로3가역', position: [126.991, 37.5663], category: 'station' },
  { id: '40217', name: '을지로4가역', position: [126.9981, 37.5667], category: 'station' },
  { id: '40218', name: '동대문역사문화공원역', position: [127.0079, 37.5656], category: 'station' },
  { id: '40219', name: '명동역', position: [126.9862, 37.5609], category: 'station' },
  { id: '40220', name: '회현역', position: [126.9785, 37.5588], category: 'station' },
  { id: '40221', name: '충무로역', position: [126.9942, 37.5612], category: 'station' },
  // ---------------------------------------------------------------- 종로구
  { id: '40231', name: '경복궁', position: [126.977, 37.5796], category: 'palace', road: '사직로', frontageM: 200 },
  { id: '40232', name: '광화문', position: [126.9769, 37.5759], category: 'heritage' },
  { id: '40233', name: '광화문광장', position: [126.9769, 37.5725], category: 'park' },
  { id: '40234', name: '세종문화회관', position: [126.9757, 37.5726], category: 'museum', road: '세종대로', frontageM: 50 },
  { id: '40235', name: '정부서울청사', position: [126.9752, 37.5752], category: 'government', road: '세종대로', frontageM: 50 },
  { id: '40236', name: '교보생명빌딩', position: [126.9779, 37.5712], category: 'office', road: '종로', frontageM: 40 },
  { id: '40237', name: '종묘', position: [126.994, 37.5745], category: 'palace', road: '종로', frontageM: 150 },
  { id: '40238', name: '창덕궁', position: [126.991, 37.5794], category: 'palace', road: '율곡로', frontageM: 120 },
  { id: '40239', name: '창경궁', position: [126.995, 37.579], category: 'palace', road: '창경궁로', frontageM: 150 },
  { id: '40240', name: '서울대학교병원', position: [126.999, 37.5796], category: 'hospital', road: '대학로', frontageM: 100 },
  { id: '40241', name: '국립현대미술관 서울관', position: [126.9803, 37.5787], category: 'museum', road: '삼청로', frontageM: 60 },
  { id: '40242', name: '청와대', position: [126.975, 37.5866], category: 'government', road: '청와대로', frontageM: 100 },
  { id: '40243', name: '인사동', position: [126.9857, 37.5733], category: 'street' },
  { id: '40244', name: '쌈지길', position: [126.9852, 37.5742], category: 'shopping', road: '인사동길', frontageM: 20 },
  { id: '40245', name: '조계사', position: [126.9815, 37.5741], category: 'religion', road: '우정국로', frontageM: 50 },
  { id: '40246', name: '탑골공원', position: [126.9888, 37.5712], category: 'park', road: '종로', frontageM: 60 },
  { id: '40247', name: '보신각', position: [126.9843, 37.5696], category: 'heritage', road: '종로', frontageM: 20 },
  { id: '40248', name: '흥인지문', position: [127.0095, 37.5712], category: 'heritage' },
  { id: '40249', name: '광장시장', position: [126.9996, 37.57], category: 'market', road: '창경궁로', frontageM: 60 },
  { id: '40250', name: '서울역사박물관', position: [126.9703, 37.5706], category: 'museum', road: '새문안로', frontageM: 50 },
  { id: '40251', name: '마로니에공원', position: [127.003, 37.5806], category: 'park' },
  { id: '40252', name: '종각역', position: [126.983, 37.5702], category: 'station' },
  { id: '40253', name: '광화문역', position: [126.9767, 37.5716], category: 'station' },
  { id: '40254', name: '안국역', position: [126.9855, 37.5765], category: 'station' },
  { id: '40255', name: '종로3가역', position: [126.9918, 37.5714], category: 'station' },
  { id: '40256', name: '종로5가역', position: [127.0019, 37.5709], category: 'station' },
  { id: '40257', name: '경복궁역', position: [126.9735, 37.5757], category: 'station' },
  { id: '40258', name: '혜화역', position: [127.0019, 37.5822], category: 'station' },
  { id: '40259', name: '동대문역', position: [127.011, 37.5716], category: 'station' },
  // ---------------------------------------------------------------- 강남구
  { id: '40271', name: '강남역', position: [127.0276, 37.4979], category: 'station' },
  { id: '40272', name: '역삼역', position: [127.0364, 37.5006], category: 'station' },
  { id: '40273', name: '선릉역', position: [127.049, 37.5045], category: 'station' },
  { id: '40274', name: '삼성역', position: [127.0631, 37.5088], category: 'station' },
  { id: '40275', name: '신논현역', position: [127.025, 37.5045], category: 'station' },
  { id: '40276', name: '논현역', position: [127.0215, 37.511], category: 'station' },
  { id: '40277', name: '신사역', position: [127.0203, 37.5163], category: 'station' },
  { id: '40278', name: '강남구청역', position: [127.0411, 37.5171], category: 'station' },
  { id: '40279', name: '선정릉역', position: [127.0436, 37.5103], category: 'station' },
  { id: '40280', name: '봉은사역', position: [127.0601, 37.5147], category: 'station' },
  { id: '40281', name: '한티역', position: [127.0528, 37.4962], category: 'station' },
  { id: '40282', name: '도곡역', position: [127.0556, 37.491], category: 'station' },
  { id: '40283', name: '대치역', position: [127.0633, 37.4946], category: 'station' },
  { id: '40284', name: '학여울역', position: [127.0708, 37.4967], category: 'station' },
  { id: '40285', name: '코엑스', position: [127.059, 37.5118], category: 'exhibition', road: '영동대로', frontageM: 220 },
  { id: '40286', name: '봉은사', position: [127.0575, 37.5152], category: 'religion', road: '봉은사로', frontageM: 120 },
  { id: '40287', name: '강남구청', position: [127.0473, 37.518], category: 'government', road: '학동로', frontageM: 60 },
  { id: '40288', name: '강남파이낸스센터', position: [127.0358, 37.4996], category: 'office', road: '테헤란로', frontageM: 50 },
  { id: '40289', name: '포스코센터', position: [127.0558, 37.5062], category: 'office', road: '테헤란로', frontageM: 60 },
  { id: '40290', name: 'GS타워', position: [127.0378, 37.4999], category: 'office', road: '논현로', frontageM: 40 },
  { id: '40291', name: '선릉과 정릉', position: [127.0487, 37.5088], category: 'heritage' },
  { id: '40292', name: '도산공원', position: [127.035, 37.5245], category: 'park' },
  { id: '40293', name: 'SETEC', position: [127.0712, 37.4955], category: 'exhibition', road: '남부순환로', frontageM: 80 },
  { id: '40294', name: '가로수길', position: [127.0228, 37.5205], category: 'street' },
];
