import type { Feature, FeatureCollection } from 'geojson';

/**
 * Test support: a tiny, made-up boundary set in the admdongkor property shape — one province
 * (가상도, sido 99), two districts (가람구 99110 and 나래구 99120) and five square-ish dongs of
 * 0.01° in central Korea, far from the demo world — plus malformed features at known indexes.
 * Neighbours share their boundary vertices, as in admdongkor.
 *
 *   lat 36.02 ┌──────────────┬───────┬───────┐
 *             │    가람3동    │ 나래1동 │ 나래2동 │
 *   lat 36.01 ├───────┬──────┤       │       │
 *             │ 가람1동 │ 가람2동│       │       │
 *   lat 36.00 └───────┴──────┴───────┴───────┘
 *          128.00   128.01  128.02  128.03  128.04
 */

const FIXTURE_PROVINCE = { sido: '99', name: '가상도', code: '9900000000' };
const FIXTURE_DISTRICTS = [
  { sgg: '99110', name: '가람구', code: '9911000000' },
  { sgg: '99120', name: '나래구', code: '9912000000' },
];

type Position = [number, number];

interface FixtureDong {
  code: string;
  name: string;
  sgg: string;
  /** Outer ring, counter-clockwise, open. */
  ring: Position[];
  /** Write it as a Polygon rather than a MultiPolygon. */
  polygon?: boolean;
}

export const FIXTURE_DONGS: readonly FixtureDong[] = [
  { code: '9911051000', name: '가람1동', sgg: '99110', ring: [[128.0, 36.0], [128.01, 36.0], [128.01, 36.01], [128.0, 36.01]] },
  { code: '9911052000', name: '가람2동', sgg: '99110', ring: [[128.01, 36.0], [128.02, 36.0], [128.02, 36.01], [128.01, 36.01]], polygon: true },
  {
    code: '9911053000',
    name: '가람3동',
    sgg: '99110',
    ring: [[128.0, 36.01], [128.01, 36.01], [128.02, 36.01], [128.02, 36.02], [128.0, 36.02]],
  },
  { code: '9912051000', name: '나래1동', sgg: '99120', ring: [[128.02, 36.0], [128.03, 36.0], [128.03, 36.02], [128.02, 36.02], [128.02, 36.01]] },
  { code: '9912052000', name: '나래2동', sgg: '99120', ring: [[128.03, 36.0], [128.04, 36.0], [128.04, 36.02], [128.03, 36.02]] },
];

/** Where the malformed features sit in `features`, and what is wrong with each. */
export const FIXTURE_MALFORMED = [
  { index: 2, problem: 'adm_cd2' },
  { index: 5, problem: 'geometry' },
];

/** A point inside 가람1동 (and nowhere in the demo world). */
export const POINT_IN_GARAM1: Position = [128.005, 36.005];

function dongFeature(dong: FixtureDong): Feature {
  const district = FIXTURE_DISTRICTS.find((d) => d.sgg === dong.sgg)!;
  const closed = [...dong.ring, dong.ring[0]!];
  return {
    type: 'Feature',
    properties: {
      adm_nm: `${FIXTURE_PROVINCE.name} ${district.name} ${dong.name}`,
      adm_cd2: dong.code,
      sgg: dong.sgg,
      sido: FIXTURE_PROVINCE.sido,
      sidonm: FIXTURE_PROVINCE.name,
      sggnm: district.name,
      adm_cd: `39${dong.sgg.slice(2)}${dong.code.slice(5, 8)}`,
    },
    geometry: dong.polygon ? { type: 'Polygon', coordinates: [closed] } : { type: 'MultiPolygon', coordinates: [[closed]] },
  };
}

/** The fixture as a FeatureCollection: five dongs with malformed features at FIXTURE_MALFORMED's indexes. */
export function adminFixture(): FeatureCollection {
  const dongs = FIXTURE_DONGS.map(dongFeature);
  const badCode = dongFeature({ ...FIXTURE_DONGS[0]!, code: '99110ABC00', name: '잘못동' });
  const badGeometry: Feature = { ...dongFeature({ ...FIXTURE_DONGS[0]!, code: '9911059000', name: '점동' }), geometry: { type: 'Point', coordinates: [128, 36] } };
  return {
    type: 'FeatureCollection',
    features: [dongs[0]!, dongs[1]!, badCode, dongs[2]!, dongs[3]!, badGeometry, dongs[4]!],
  };
}
