/**
 * Authored road facts for the demo world: real major roads of 종로구, 중구 and 강남구 (and the
 * stretches of 한강대로 and 강남대로 that lead into them), a few named side streets, and side
 * streets derived by the naming rule.
 *
 * Geometry: every polyline below is a list of approximate [lon, lat] vertices written by hand
 * from general knowledge of Seoul's street plan (stations, palaces, intersections). Positions are
 * good to some tens of metres, not survey quality, and no vertex was taken from any data set.
 * Each line is digitised in the direction its building numbers increase: Korean road-name
 * addresses are numbered from the road's start (기점), which is its western or southern end.
 *
 * Codes (도로명코드, 12 digits) = 5-digit 시군구 code of the district the address lies in +
 * 7-digit road number (도로명번호). Where a full code was seen in published address records
 * the road lists those districts in `confirmedIn`; the same 7-digit number is then used for the
 * road's other districts too (Seoul-designated roads such as 세종대로 share one number across
 * districts: 111102005001 in 종로구, 111402005001 in 중구). Every other road number is synthetic
 * and starts with the digit 9, which the real numbering does not use for these roads, so a
 * synthetic code is recognisable at a glance.
 */
import type { LinkFacility, RoadCategory } from '../../shared/contract/code-tables';
import type { LonLat } from '../domain/world-types.ts';

/**
 * roadCategory (도로 등급), linkFacil (링크 시설물), laneType and tollLink: the service publishes
 * no tables (api-facts §6); the emulator's are ROAD_CODE_TABLES in shared/contract/code-tables.ts,
 * which the console explains them by.
 */
export type { LinkFacility, RoadCategory };

/** A stretch of a road with a facility, in metres along its line from the first vertex. */
interface FacilityStretch {
  fromM: number;
  toM: number;
  code: LinkFacility;
  /** e.g. '사직터널'. */
  name: string;
}

/** A carriageway drawn apart from the numbering line (e.g. 청계천로 on each bank of the stream). */
interface CarriagewaySeed {
  /** Signed offset from the line in metres: positive = left of the direction of travel. */
  offsetM: number;
  /** True when traffic runs against the line's direction. */
  reverse: boolean;
  /** Lanes of this carriageway. */
  lanes: number;
}

export interface RoadSeed {
  /** Official road name, e.g. '세종대로'. */
  name: string;
  /** 7-digit road number (도로명번호). */
  roadNumber: string;
  /** 5-digit district codes whose full 12-digit code was seen in published address records. */
  confirmedIn?: readonly string[];
  /** A different road number in some districts (5-digit district code -> 7 digits). */
  roadNumberIn?: Readonly<Record<string, string>>;
  category: RoadCategory;
  /** Lanes, both directions together (for a one-way road: its lanes). */
  lanes: number;
  /** Speed limit, km/h (Seoul's 안전속도 5030: 50 on arterials, 30 on side streets). */
  speed: number;
  /** One-way in the direction of the line. */
  oneway?: boolean;
  /** Carriageways drawn apart; absent = one carriageway on the line itself. */
  carriageways?: readonly CarriagewaySeed[];
  /** Width from building line to building line, metres; default from the lanes. */
  widthM?: number;
  /**
   * Basis distance (metres) of the first vertex when the line starts part-way along the real
   * road (e.g. 한강대로 from 남영동), so numbers continue from the road's real start.
   */
  startBaseM?: number;
  facilities?: readonly FacilityStretch[];
  /** The numbering line, start first. */
  line: readonly LonLat[];
}

/**
 * A side street named by the 기초번호 rule: '<parent><number>길' leaves the parent road at the
 * parent's basis number `number` (odd: on the left, even: on the right of the parent's direction
 * of travel) and runs away from it. Its geometry is derived from the parent's line.
 */
export interface BranchSeed {
  parent: string;
  number: number;
  lengthM: number;
  /** Turn away from the perpendicular, degrees; positive turns toward the parent's direction. */
  skewDeg?: number;
  /** A further turn half-way along, degrees (positive = to the left). */
  bendDeg?: number;
  lanes?: number;
  oneway?: boolean;
}

const 중구 = '11140';
const 종로구 = '11110';
const 강남구 = '11680';

export const ROAD_SEEDS: readonly RoadSeed[] = [
  // ---------------------------------------------------------------- 종로구 / 중구 (도심)
  {
    // From 서울역 앞 past 숭례문, 서울광장 and 광화문 사거리 to 광화문. The old 태평로 is the
    // stretch south of 광화문 사거리; since 2010 it is all 세종대로 (the 법정동 names
    // 태평로1가/2가 remain).
    name: '세종대로',
    roadNumber: '2005001',
    confirmedIn: [종로구, 중구],
    category: 5,
    lanes: 10,
    speed: 50,
    widthM: 50,
    line: [
      [126.9735, 37.5575], [126.9739, 37.5581], [126.975, 37.5597], [126.9756, 37.5607],
      [126.9764, 37.5622], [126.977, 37.564], [126.9772, 37.566], [126.9772, 37.568],
      [126.977, 37.5707], [126.9769, 37.573], [126.9769, 37.5755],
    ],
  },
  {
    // The last 1.6 km into 서울역 (the road starts at 한강대교 북단).
    name: '한강대로',
    roadNumber: '9000010',
    category: 5,
    lanes: 10,
    speed: 50,
    widthM: 50,
    startBaseM: 2410,
    line: [
      [126.9728, 37.54], [126.9722, 37.5447], [126.9722, 37.548], [126.9724, 37.552],
      [126.9727, 37.5545], [126.9729, 37.5566], [126.9735, 37.5575],
    ],
  },
  {
    // 광화문 사거리 east past 종각, 종로3가, 종로5가 and 흥인지문 to 신설동.
    name: '종로',
    roadNumber: '9000020',
    category: 5,
    lanes: 8,
    speed: 50,
    line: [
      [126.977, 37.5707], [126.98, 37.5702], [126.983, 37.57], [126.986, 37.5701],
      [126.9883, 37.5703], [126.9918, 37.5706], [126.996, 37.5708], [127.002, 37.5708],
      [127.006, 37.5709], [127.009, 37.5711], [127.0125, 37.5718], [127.0165, 37.5732],
      [127.021, 37.5742], [127.0245, 37.5752],
    ],
  },
  {
    // 서울광장 east past 을지로입구, 을지로3가/4가 and 동대문역사문화공원 to 을지로7가.
    name: '을지로',
    roadNumber: '9000030',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [126.9786, 37.5659], [126.9822, 37.5661], [126.9865, 37.5662], [126.991, 37.5664],
      [126.995, 37.5666], [126.9981, 37.5667], [127.003, 37.5666], [127.0079, 37.5662],
      [127.0105, 37.566], [127.0135, 37.5657],
    ],
  },
  {
    // Along 청계천 from 청계광장 to 황학동. The line is the stream; the road runs on both banks,
    // one-way each (south bank eastbound, north bank westbound). The north bank is 종로구,
    // the south bank 중구 (청계천로 14 is on the south bank next to 청계광장).
    name: '청계천로',
    roadNumber: '3100021',
    confirmedIn: [중구],
    roadNumberIn: { [종로구]: '9000041' },
    category: 6,
    lanes: 4,
    speed: 50,
    widthM: 52,
    carriageways: [
      { offsetM: 17, reverse: true, lanes: 2 },
      { offsetM: -17, reverse: false, lanes: 2 },
    ],
    line: [
      [126.9786, 37.5692], [126.983, 37.5689], [126.9855, 37.5685], [126.988, 37.5682],
      [126.991, 37.5682], [126.9945, 37.5685], [126.998, 37.5689], [127.002, 37.5695],
      [127.007, 37.5698], [127.011, 37.5699], [127.016, 37.5702], [127.022, 37.5711],
    ],
  },
  {
    // 숭례문 north-east past 남대문시장, 한국은행 and 을지로입구 to 광교 and 종각.
    name: '남대문로',
    roadNumber: '9000050',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [126.9757, 37.5598], [126.9775, 37.5603], [126.979, 37.561], [126.9805, 37.5627],
      [126.981, 37.5633], [126.9816, 37.5648], [126.9823, 37.5661], [126.9832, 37.5675],
      [126.9838, 37.569], [126.9836, 37.57],
    ],
  },
  {
    // From 퇴계로2가 north past 명동성당, 을지로2가, 삼일교, 탑골공원 and 낙원상가 to 안국동.
    // The road starts further south (남산1호터널, 한남동); numbering continues from there.
    name: '삼일대로',
    roadNumber: '2100001',
    confirmedIn: [종로구],
    category: 5,
    lanes: 6,
    speed: 50,
    startBaseM: 2900,
    line: [
      [126.988, 37.561], [126.9879, 37.563], [126.988, 37.565], [126.9883, 37.5663],
      [126.9884, 37.569], [126.9882, 37.5703], [126.988, 37.572], [126.9878, 37.5735],
      [126.987, 37.575], [126.9862, 37.5765],
    ],
  },
  {
    // 숭례문 east past 회현역, 명동역, 충무로역 and 퇴계로5가 to 광희문.
    name: '퇴계로',
    roadNumber: '9000060',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [126.9747, 37.5592], [126.978, 37.5586], [126.9812, 37.5586], [126.984, 37.5596],
      [126.9862, 37.5608], [126.99, 37.5611], [126.9942, 37.5612], [126.9985, 37.5614],
      [127.0025, 37.5622], [127.006, 37.5636], [127.009, 37.5648], [127.012, 37.5652],
    ],
  },
  {
    // 회현동 north past 신세계 본점, the 한국은행 rotary and 웨스틴조선 to 서울광장.
    name: '소공로',
    roadNumber: '9000070',
    category: 6,
    lanes: 4,
    speed: 50,
    line: [
      [126.9812, 37.5586], [126.9815, 37.56], [126.9814, 37.5615], [126.981, 37.563],
      [126.98, 37.5643], [126.9789, 37.5656],
    ],
  },
  {
    // 광화문 east past 동십자각, 안국역, 돈화문 and the 율곡터널 (종묘–창경궁) to 이화사거리 and
    // 종로6가.
    name: '율곡로',
    roadNumber: '9000080',
    category: 5,
    lanes: 6,
    speed: 50,
    facilities: [{ fromM: 1390, toM: 1680, code: 2, name: '율곡터널' }],
    line: [
      [126.9769, 37.5756], [126.9804, 37.5758], [126.983, 37.5762], [126.9856, 37.5766],
      [126.989, 37.5769], [126.9912, 37.5771], [126.994, 37.5772], [126.9962, 37.5768],
      [126.998, 37.576], [127.0005, 37.5756], [127.0021, 37.5752], [127.005, 37.574],
      [127.0075, 37.5728], [127.0092, 37.5718],
    ],
  },
  {
    // 독립문 east through the 사직터널 past 사직단 and 경복궁역 to 광화문 (경복궁 is 사직로 161).
    name: '사직로',
    roadNumber: '9000090',
    category: 5,
    lanes: 6,
    speed: 50,
    facilities: [{ fromM: 270, toM: 520, code: 2, name: '사직터널' }],
    line: [
      [126.9598, 37.5722], [126.9625, 37.5729], [126.9655, 37.5742], [126.968, 37.5753],
      [126.9705, 37.5757], [126.9735, 37.5757], [126.9769, 37.5756],
    ],
  },
  {
    // 서대문 east past 경희궁 and 서울역사박물관 to 광화문 사거리, where 종로 continues.
    name: '새문안로',
    roadNumber: '9000100',
    category: 5,
    lanes: 8,
    speed: 50,
    line: [
      [126.9655, 37.5672], [126.9668, 37.5688], [126.969, 37.5699], [126.9715, 37.5703],
      [126.9742, 37.5705], [126.977, 37.5707],
    ],
  },
  {
    // 퇴계로 (필동) north past 을지로4가, 종로4가, 원남동, 창경궁 and 서울대병원 to 혜화동 로터리
    // and 한성대입구.
    name: '창경궁로',
    roadNumber: '9000110',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [126.9972, 37.5612], [126.9976, 37.564], [126.998, 37.5667], [126.9981, 37.569],
      [126.998, 37.5709], [126.9979, 37.5735], [126.9979, 37.576], [126.997, 37.5785],
      [126.9975, 37.581], [126.9985, 37.5835], [127.0, 37.5852], [127.0012, 37.5863],
      [127.004, 37.5875], [127.0063, 37.5886],
    ],
  },
  {
    // 종로5가 north past 이화사거리, 마로니에공원 and 혜화역 to 혜화동 로터리.
    name: '대학로',
    roadNumber: '9000120',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [127.0022, 37.5709], [127.0022, 37.573], [127.0021, 37.5752], [127.0021, 37.578],
      [127.002, 37.5805], [127.0019, 37.5822], [127.0016, 37.5843], [127.0012, 37.5863],
    ],
  },
  {
    // 종로 (종각) north past 조계사 to 율곡로.
    name: '우정국로',
    roadNumber: '9000130',
    category: 6,
    lanes: 4,
    speed: 50,
    line: [[126.9836, 37.5701], [126.983, 37.572], [126.9823, 37.574], [126.982, 37.5758]],
  },
  {
    // 종로3가 north to 창덕궁 돈화문.
    name: '돈화문로',
    roadNumber: '9000140',
    category: 6,
    lanes: 4,
    speed: 50,
    line: [[126.9913, 37.5706], [126.9913, 37.573], [126.9912, 37.575], [126.9911, 37.577]],
  },
  {
    // 동십자각 north along 경복궁's east wall, past 국립현대미술관, to 삼청동.
    name: '삼청로',
    roadNumber: '9000150',
    category: 6,
    lanes: 4,
    speed: 40,
    line: [
      [126.9803, 37.5758], [126.9797, 37.578], [126.9795, 37.58], [126.98, 37.582],
      [126.981, 37.584], [126.9818, 37.586], [126.9822, 37.5885],
    ],
  },
  {
    // 경복궁역 north along 경복궁's west wall to the 청와대 사랑채 corner.
    name: '효자로',
    roadNumber: '9000160',
    category: 6,
    lanes: 4,
    speed: 40,
    line: [[126.9738, 37.576], [126.9738, 37.579], [126.974, 37.582], [126.9745, 37.5845]],
  },
  {
    // In front of 청와대 along 경복궁's north wall, 효자로 to 삼청로.
    name: '청와대로',
    roadNumber: '9000170',
    category: 6,
    lanes: 4,
    speed: 30,
    line: [[126.9745, 37.5845], [126.9765, 37.585], [126.979, 37.5848], [126.981, 37.5841]],
  },
  {
    // 경복궁역 north through 서촌 toward the 자하문터널.
    name: '자하문로',
    roadNumber: '9000180',
    category: 6,
    lanes: 4,
    speed: 50,
    line: [
      [126.972, 37.5757], [126.9712, 37.578], [126.9705, 37.581], [126.97, 37.584],
      [126.9695, 37.587], [126.968, 37.59],
    ],
  },
  {
    // 안국역 north past 헌법재판소 into 북촌.
    name: '북촌로',
    roadNumber: '9000190',
    category: 6,
    lanes: 2,
    speed: 30,
    line: [[126.9858, 37.5766], [126.986, 37.5785], [126.9858, 37.5805], [126.985, 37.5825], [126.984, 37.5842]],
  },
  {
    // From 종로 at 탑골공원's west side north through 인사동 (쌈지길) to 안국동.
    name: '인사동길',
    roadNumber: '9000200',
    category: 7,
    lanes: 2,
    speed: 30,
    oneway: true,
    line: [[126.9866, 37.5703], [126.9862, 37.572], [126.9856, 37.5735], [126.985, 37.5749], [126.9846, 37.5762]],
  },
  {
    // From 남대문로 (롯데 영플라자) east through 명동 to 명동성당.
    name: '명동길',
    roadNumber: '9000210',
    category: 7,
    lanes: 2,
    speed: 30,
    line: [[126.9818, 37.5642], [126.9835, 37.5638], [126.985, 37.5636], [126.9862, 37.5634], [126.9874, 37.5633]],
  },

  // ---------------------------------------------------------------- 강남구
  {
    // 강남역 east past 역삼역, 선릉역, 포스코사거리 and 삼성역 to 삼성교.
    name: '테헤란로',
    roadNumber: '3122010',
    confirmedIn: [강남구],
    category: 5,
    lanes: 10,
    speed: 50,
    widthM: 50,
    line: [
      [127.0276, 37.4979], [127.032, 37.4992], [127.0364, 37.5006], [127.04, 37.5018],
      [127.0445, 37.5031], [127.049, 37.5045], [127.053, 37.5057], [127.0566, 37.5068],
      [127.0631, 37.5088], [127.0665, 37.5098], [127.0695, 37.5106],
    ],
  },
  {
    // 양재IC north past 양재역, 강남역, 신논현역, 논현역 and 신사역 to 한남대교 남단. South of
    // 강남역 it runs in 서초구; north of it, it is the 서초구/강남구 boundary.
    name: '강남대로',
    roadNumber: '2102001',
    confirmedIn: [강남구],
    category: 5,
    lanes: 10,
    speed: 50,
    widthM: 50,
    line: [
      [127.0395, 37.4665], [127.0372, 37.4755], [127.0343, 37.4846], [127.0308, 37.4915],
      [127.0276, 37.4979], [127.0262, 37.5012], [127.025, 37.5045], [127.0232, 37.5078],
      [127.0215, 37.511], [127.0208, 37.5137], [127.0203, 37.5163], [127.019, 37.52],
      [127.0175, 37.5232],
    ],
  },
  {
    // 개포동 north past 역삼역 (GS타워 is 논현로 508), 언주역 and 학동역 to 신사동.
    name: '논현로',
    roadNumber: '9000310',
    category: 5,
    lanes: 6,
    speed: 50,
    startBaseM: 2700,
    line: [
      [127.046, 37.48], [127.043, 37.4868], [127.0405, 37.493], [127.0386, 37.497],
      [127.0371, 37.5006], [127.0358, 37.504], [127.0345, 37.5073], [127.0331, 37.5107],
      [127.0317, 37.5142], [127.0303, 37.5178], [127.029, 37.5212], [127.028, 37.5245],
    ],
  },
  {
    // 개포동 north past 매봉역, the 르네상스 사거리 (테헤란로) and 도산공원 사거리 to 압구정로.
    name: '언주로',
    roadNumber: '9000320',
    category: 5,
    lanes: 8,
    speed: 50,
    line: [
      [127.0515, 37.479], [127.049, 37.483], [127.0468, 37.4869], [127.0445, 37.492],
      [127.042, 37.497], [127.04, 37.5018], [127.0387, 37.5055], [127.0374, 37.509],
      [127.036, 37.5128], [127.0347, 37.5163], [127.0335, 37.52], [127.0322, 37.5235],
      [127.031, 37.527],
    ],
  },
  {
    // 개포동 north past 한티역, 선릉역, 선정릉역 and 강남구청역 to 압구정로데오.
    name: '선릉로',
    roadNumber: '9000330',
    category: 5,
    lanes: 6,
    speed: 50,
    line: [
      [127.059, 37.483], [127.0568, 37.489], [127.0548, 37.4935], [127.0528, 37.4962],
      [127.0509, 37.5005], [127.049, 37.5045], [127.0463, 37.5075], [127.0436, 37.5103],
      [127.042, 37.514], [127.0411, 37.5171], [127.0406, 37.522], [127.04, 37.5268],
    ],
  },
  {
    // 신사역 east-north-east past 도산공원 and 청담동 to 영동대교 남단.
    name: '도산대로',
    roadNumber: '2122001',
    confirmedIn: [강남구],
    category: 5,
    lanes: 8,
    speed: 50,
    line: [
      [127.0203, 37.5163], [127.025, 37.5177], [127.0296, 37.5191], [127.0335, 37.5203],
      [127.037, 37.5214], [127.0405, 37.5225], [127.045, 37.5239], [127.05, 37.5254],
      [127.0535, 37.5265], [127.056, 37.5272],
    ],
  },
  {
    // From 신논현역 (강남대로) east past 언주역, 선정릉역, 봉은사 and 봉은사역 toward 종합운동장.
    // The road starts in 서초구 (반포동); numbering continues from there.
    name: '봉은사로',
    roadNumber: '9000340',
    category: 5,
    lanes: 6,
    speed: 50,
    startBaseM: 2100,
    line: [
      [127.025, 37.5045], [127.0298, 37.5059], [127.0345, 37.5073], [127.0377, 37.5082],
      [127.0436, 37.51], [127.048, 37.5113], [127.0525, 37.5126], [127.0575, 37.5141],
      [127.0604, 37.515], [127.065, 37.5163], [127.069, 37.5175],
    ],
  },
  {
    // 학여울 (양재천) north past 삼성역, 코엑스 and 봉은사역 to 영동대교 남단.
    name: '영동대로',
    roadNumber: '9000350',
    category: 5,
    lanes: 10,
    speed: 50,
    widthM: 50,
    line: [
      [127.0705, 37.495], [127.069, 37.4985], [127.0668, 37.503], [127.065, 37.506],
      [127.0631, 37.5088], [127.0618, 37.512], [127.0604, 37.515], [127.059, 37.518],
      [127.0577, 37.521], [127.0567, 37.524], [127.056, 37.5272],
    ],
  },
  {
    // 대치역 (남부순환로) north past 대치사거리, 포스코사거리 and 봉은사로 to 청담동. The road
    // starts further south (개포동).
    name: '삼성로',
    roadNumber: '3122005',
    confirmedIn: [강남구],
    category: 5,
    lanes: 6,
    speed: 50,
    startBaseM: 1200,
    line: [
      [127.0633, 37.4946], [127.0615, 37.4985], [127.0592, 37.5025], [127.0566, 37.5068],
      [127.0545, 37.5097], [127.0525, 37.5126], [127.0505, 37.516], [127.049, 37.52],
      [127.0478, 37.5245], [127.047, 37.5275],
    ],
  },
  {
    // The 강남구 stretch: 양재역 east past 매봉, 도곡, 대치, 학여울 (SETEC is 남부순환로 3104) and
    // 대청 to 수서. The road starts far west (강서구), hence the large start base.
    name: '남부순환로',
    roadNumber: '9000360',
    category: 5,
    lanes: 8,
    speed: 60,
    startBaseM: 27500,
    line: [
      [127.0343, 37.4846], [127.0405, 37.4857], [127.0468, 37.4869], [127.0515, 37.4888],
      [127.0556, 37.491], [127.0595, 37.4928], [127.0633, 37.4946], [127.067, 37.4958],
      [127.0708, 37.4967], [127.075, 37.4955], [127.0795, 37.4935], [127.085, 37.4918],
      [127.091, 37.49], [127.0965, 37.4885], [127.101, 37.4874],
    ],
  },
  {
    // 논현역 east past 학동역, 강남구청역 and 강남구청 (학동로 426) to 영동대로.
    name: '학동로',
    roadNumber: '9000370',
    category: 5,
    lanes: 6,
    speed: 50,
    startBaseM: 1900,
    line: [
      [127.0215, 37.511], [127.0265, 37.5126], [127.0317, 37.5142], [127.0351, 37.5152],
      [127.0411, 37.5171], [127.0473, 37.519], [127.0495, 37.5196], [127.0538, 37.5209],
      [127.0574, 37.522],
    ],
  },
];

/**
 * Side streets named by the 기초번호 rule (see BranchSeed), a few per district. Lengths keep
 * them clear of the neighbouring roads.
 */
export const BRANCH_SEEDS: readonly BranchSeed[] = [
  // 종로구
  { parent: '종로', number: 9, lengthM: 160, skewDeg: 10 },
  { parent: '종로', number: 19, lengthM: 170 },
  { parent: '종로', number: 47, lengthM: 150, bendDeg: 20 },
  { parent: '율곡로', number: 107, lengthM: 260, skewDeg: 5 },
  { parent: '창경궁로', number: 118, lengthM: 220 },
  { parent: '자하문로', number: 15, lengthM: 200 },
  { parent: '자하문로', number: 39, lengthM: 220, bendDeg: -25 },
  { parent: '대학로', number: 76, lengthM: 200, skewDeg: 10 },
  // 중구
  { parent: '을지로', number: 29, lengthM: 150 },
  { parent: '을지로', number: 79, lengthM: 150, oneway: true, lanes: 1 },
  { parent: '을지로', number: 154, lengthM: 260 },
  { parent: '퇴계로', number: 151, lengthM: 220 },
  { parent: '퇴계로', number: 196, lengthM: 160, bendDeg: 25 },
  { parent: '세종대로', number: 61, lengthM: 160 },
  { parent: '남대문로', number: 24, lengthM: 120 },
  // 강남구
  { parent: '테헤란로', number: 21, lengthM: 200 },
  { parent: '테헤란로', number: 8, lengthM: 260 },
  { parent: '테헤란로', number: 51, lengthM: 280, bendDeg: 15 },
  { parent: '테헤란로', number: 64, lengthM: 260 },
  { parent: '테헤란로', number: 175, lengthM: 280 },
  { parent: '강남대로', number: 416, lengthM: 280, skewDeg: 5 },
  { parent: '선릉로', number: 124, lengthM: 240 },
  { parent: '도산대로', number: 77, lengthM: 220, bendDeg: -15 },
  { parent: '봉은사로', number: 284, lengthM: 220 },
];
