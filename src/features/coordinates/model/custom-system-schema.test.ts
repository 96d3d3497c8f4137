import { describe, expect, it } from 'vitest';
import { definitionProblem } from '../../../../shared/crs/convert';
import { customSystemSchema } from './custom-system-schema';

const UTM_51N = '+proj=utm +zone=51 +datum=WGS84 +units=m +no_defs';

describe('a coordinate system of one’s own', () => {
  it('takes an EPSG code however it is written, with a definition proj4 reads', () => {
    expect(customSystemSchema.parse({ code: 'epsg 32651', proj4: UTM_51N })).toEqual({ code: 'EPSG:32651', proj4: UTM_51N });
    expect(customSystemSchema.parse({ code: 'EPSG:5186', proj4: ` ${UTM_51N} ` }).proj4).toBe(UTM_51N);
  });

  it('refuses a code that is not EPSG:<digits>', () => {
    expect(customSystemSchema.safeParse({ code: 'UTM51', proj4: UTM_51N }).error?.issues[0]?.message).toBe('code');
  });

  it('refuses a definition proj4 cannot read, passing on why', () => {
    const empty = customSystemSchema.safeParse({ code: 'EPSG:32651', proj4: '' });
    expect(empty.error?.issues[0]?.message).toBe('required');
    for (const bad of ['utm zone 51', '+proj=nonsense +units=m', '+proj=tmerc +lat_0=abc']) {
      const r = customSystemSchema.safeParse({ code: 'EPSG:32651', proj4: bad });
      expect(r.error?.issues[0]?.message, bad).toBe('proj4');
      expect(definitionProblem(bad)?.rule, bad).toMatch(/^proj4\./);
    }
  });
});
