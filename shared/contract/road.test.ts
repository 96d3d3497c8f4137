import { describe, expect, it } from 'vitest';
import { nearToRoadParamsSchema, nearToRoadResponseSchema, roadHeaderSchema } from './road';

// The published nearToRoad header excerpt ends with "..."; idxName and roadCategory, which the
// interface marks required, complete it with the values of the same-family matchToRoads sample.
const headerExcerpt = {
  laneType: 1,
  tollLink: 0,
  speed: 10,
  roadName: '일반도로',
  linkId: '61478',
  totalDistance: 93,
  lane: 1,
};

describe('nearToRoad response', () => {
  it('parses the header excerpt with numbers and a string linkId', () => {
    const parsed = roadHeaderSchema.parse({ ...headerExcerpt, idxName: '44830000', roadCategory: 5 });
    expect(parsed).toMatchObject({ speed: 10, lane: 1, laneType: 1, tollLink: 0, totalDistance: 93, linkId: '61478' });
  });

  it('names exactly the required members the excerpt leaves out', () => {
    const result = roadHeaderSchema.safeParse(headerExcerpt);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['idxName', 'roadCategory']);
  });

  it('parses resultData with header and linkPoints (numbers or strings)', () => {
    const body = {
      resultData: {
        header: {
          ...headerExcerpt,
          idxName: '44830000',
          roadCategory: 6,
          linkFacil: 0,
          tlinkId: '1234567',
          oneway: 0,
        },
        linkPoints: [
          { location: { latitude: 37.5661, longitude: 126.9779 } },
          { location: { latitude: '37.5668', longitude: '126.9786' } },
        ],
      },
    };
    const parsed = nearToRoadResponseSchema.parse(body);
    expect(parsed.resultData.linkPoints[1]?.location.latitude).toBe(37.5668);
    expect(parsed.resultData.header.tlinkId).toBe('1234567');
  });

  it('accepts string header values and rejects fractional lanes', () => {
    const header = { ...headerExcerpt, speed: '80', lane: '2', idxName: '44830000', roadCategory: '5' };
    expect(roadHeaderSchema.parse(header).speed).toBe(80);
    expect(roadHeaderSchema.safeParse({ ...header, lane: 1.5 }).success).toBe(false);
  });

  it('requires linkPoints', () => {
    expect(
      nearToRoadResponseSchema.safeParse({ resultData: { header: { ...headerExcerpt, idxName: 'x', roadCategory: 5 } } })
        .success,
    ).toBe(false);
  });
});

describe('nearToRoad params', () => {
  it('accepts the minimal and the full documented requests', () => {
    expect(nearToRoadParamsSchema.parse({ version: '1', appKey: '<API_KEY>', lat: '37.5661', lon: '126.9779' })).toEqual({
      lat: 37.5661,
      lon: 126.9779,
    });
    const full = nearToRoadParamsSchema.parse({
      lat: '37.5661',
      lon: '126.9779',
      opt: '0',
      vehicleWidth: '250',
      vehicleHeight: '340',
      vehicleWeight: '35500',
      vehicleTotalWeight: '26000',
      vehicleLength: '880',
      vehicleType: '0',
      radius: '100',
    });
    expect(full).toMatchObject({ opt: 0, vehicleType: 0, radius: 100, vehicleLength: 880 });
  });

  it('rejects a missing coordinate and a non-integer radius', () => {
    expect(nearToRoadParamsSchema.safeParse({ lat: '37.5' }).success).toBe(false);
    expect(nearToRoadParamsSchema.safeParse({ lat: '37.5', lon: '127', radius: '80.5' }).success).toBe(false);
    expect(nearToRoadParamsSchema.safeParse({ lat: '37.5', lon: '127', radius: 'far' }).success).toBe(false);
  });
});
