import { describe, expect, it } from 'vitest';
import {
  faceCreateHeadersSchema,
  faceCreateParamsSchema,
  faceCreateResponseSchema,
  faceDeleteParamsSchema,
  faceDeleteResponseSchema,
  faceDetectResponseSchema,
  faceImageJsonBodySchema,
  faceListResponseSchema,
  faceRecognizeHeadersSchema,
  faceRecognizeParamsSchema,
  faceRecognizeResponseSchema,
  groupCreateParamsSchema,
  groupCreateResponseSchema,
  groupDeleteResponseSchema,
  groupListResponseSchema,
  HEADER_NAME_RULES,
  headerNameSchema,
  parseDataUri,
  subjectCreateResponseSchema,
  subjectDeleteResponseSchema,
  subjectListResponseSchema,
} from './faces';
import { firstRule } from './rules';

const TINY_JPEG = 'data:image/jpeg;name=A_face_1.jpg;base64,/9j/4AAQSkZJRgABAQ==';

describe('face list', () => {
  it('parses the documented list (integer landmarks, a masked face)', () => {
    const body = [
      {
        face_id: 'AABCD12345',
        face_name: 'front',
        box: {
          topLeftX: 135,
          faceHeight: 301,
          topLeftY: 94,
          landmark: [197, 206, 296, 207, 249, 258, 210, 320, 285, 321],
          faceWidth: 216,
        },
        face_score: 0.999999344348907,
        expression: 'neutral',
        expression_score: 0.9936171174049376,
        age: 31,
        gender: 'male',
        attribute: 'glasses',
        image_width: 480,
        image_height: 640,
        engine_version: 340,
      },
      {
        face_id: 'AABCD12349',
        face_name: 'front_mask',
        box: {
          topLeftX: 135,
          faceHeight: 301,
          topLeftY: 94,
          landmark: [197, 206, 296, 207, 249, 258, 210, 320, 285, 321],
          faceWidth: 216,
        },
        face_score: 0.0143468026071787,
        expression: 'etc',
        expression_score: 0.5063475370407104,
        age: 31,
        gender: 'male',
        attribute: 'mask',
        image_width: 480,
        image_height: 640,
        engine_version: 340,
      },
    ];
    const parsed = faceListResponseSchema.parse(body);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]?.box?.landmark).toHaveLength(10);
    expect(parsed[1]?.attribute).toBe('mask');
  });

  it('parses the tutorial list (float landmarks, face_score 1.0)', () => {
    const body = [
      {
        face_id: 'AIF2SGCB9R',
        face_name: 'A',
        box: {
          landmark: [
            315.33056640625, 395.97271728515625, 509.1438293457031, 382.5447692871094, 402.6089172363281,
            496.8799133300781, 341.49383544921875, 597.4930419921875, 504.7567138671875, 585.8673706054688,
          ],
          topLeftX: 215,
          topLeftY: 181,
          faceWidth: 436,
          faceHeight: 561,
        },
        face_score: 1.0,
        expression: 'smile',
        expression_score: 0.932392954826355,
        age: 25,
        gender: 'female',
        attribute: 'normal',
        image_width: 900,
        image_height: 1350,
        engine_version: 390,
      },
    ];
    expect(faceListResponseSchema.parse(body)[0]?.box?.landmark?.[0]).toBeCloseTo(315.33, 2);
  });

  it('accepts an empty list and rejects an object or a face without id', () => {
    expect(faceListResponseSchema.parse([])).toEqual([]);
    expect(faceListResponseSchema.safeParse({}).success).toBe(false);
    expect(faceListResponseSchema.safeParse([{ face_name: 'front' }]).success).toBe(false);
  });
});

describe('empty create/delete answers', () => {
  it('accepts {} and an empty body, and outputs an object', () => {
    for (const schema of [faceCreateResponseSchema, faceDeleteResponseSchema, groupDeleteResponseSchema, subjectDeleteResponseSchema]) {
      expect(schema.parse({})).toEqual({});
      expect(schema.parse('')).toEqual({});
      expect(schema.parse(undefined)).toEqual({});
      expect(schema.parse(null)).toEqual({});
    }
  });

  it('rejects a list or text', () => {
    expect(faceCreateResponseSchema.safeParse([]).success).toBe(false);
    expect(faceCreateResponseSchema.safeParse('OK').success).toBe(false);
  });
});

describe('groups and subjects', () => {
  it('parses group create and list', () => {
    expect(
      groupCreateResponseSchema.parse({ group_id: '80NOKFZPAL', group_name: '1st-floor', transaction_id: 'F00003858A8P' })
        .group_id,
    ).toBe('80NOKFZPAL');
    expect(groupCreateResponseSchema.parse({ group_id: 'ABCDE01234', group_name: 'cu_sunae3dong' }).group_name).toBe(
      'cu_sunae3dong',
    );
    const list = [
      { group_id: 'ABCDE01234', group_name: 'cu_sunae1dong' },
      { group_id: 'ABCDE01234', group_name: 'happy_mart' },
    ];
    expect(groupListResponseSchema.parse(list)).toHaveLength(2);
  });

  it('parses subject create and list', () => {
    const created = subjectCreateResponseSchema.parse({
      subject_id: '8YLHWXT0K0',
      group_name: '1st-floor',
      subject_name: 'A',
      transaction_id: 'D00003858AAB',
    });
    expect(created.subject_id).toBe('8YLHWXT0K0');
    const list = [
      { subject_id: 'ABCDE01234', group_name: 'happy_mart', subject_name: '1110001_kim_yeonah' },
      { subject_id: 'ABCDE01235', group_name: 'happy_mart', subject_name: '1110000_faker' },
    ];
    expect(subjectListResponseSchema.parse(list)[1]?.subject_name).toBe('1110000_faker');
  });

  it('wants ASCII group names', () => {
    expect(groupCreateParamsSchema.safeParse({ groupName: '1st-floor' }).success).toBe(true);
    expect(groupCreateParamsSchema.safeParse({ groupName: '일층' }).success).toBe(false);
    expect(groupCreateParamsSchema.safeParse({ groupName: '' }).success).toBe(false);
  });

  it('names the broken header-name rule: required for blank, ascii for Korean or emoji', () => {
    const rule = (value: string) => firstRule(headerNameSchema.safeParse(value).error);
    expect(rule(' \t ')).toEqual(HEADER_NAME_RULES.required);
    expect(rule('일층')).toEqual(HEADER_NAME_RULES.ascii);
    expect(rule('front😀')).toEqual(HEADER_NAME_RULES.ascii);
    expect(headerNameSchema.parse(' front ')).toBe('front');
  });
});

describe('detect and recognize', () => {
  const recognition = {
    subject_id: '8YLHWXT0K0',
    subject_name: 'A',
    distance: 0.19108226147411367,
    face_box: {
      topLeftX: 148,
      topLeftY: 84,
      faceWidth: 205,
      faceHeight: 281,
      landmark: [
        222.57568359375, 197.8626708984375, 316.3310546875, 191.84608459472656, 285.20001220703125, 246.61094665527344,
        235.28875732421875, 297.4136657714844, 311.33209228515625, 292.1959533691406,
      ],
    },
    face_id: 'AIF2SGCB9R',
    face_score: 1.0,
    expression: 'smile',
    expression_score: 0.67128611,
    expression_raw: {
      neutral: 0.32691383,
      smile: 0.67128611,
      sad: 0.00118194,
      surprised: 0.00312898,
      fear: 0.00042589,
      angry: 0.0013624,
      etc: 0.00249748,
    },
    age: 27,
    gender: 'female',
    attribute: 'normal',
    transaction_id: 'M00003858C4Q',
  };

  it('parses the tutorial recognition, alone or in a list', () => {
    const single = faceRecognizeResponseSchema.parse(recognition);
    expect(Array.isArray(single)).toBe(false);
    if (!Array.isArray(single)) expect(single.distance).toBeCloseTo(0.191, 3);
    expect(faceRecognizeResponseSchema.parse([recognition, recognition])).toHaveLength(2);
  });

  it('parses a detect answer loosely', () => {
    const { subject_id: _s, subject_name: _n, distance: _d, face_id: _f, ...analysis } = recognition;
    expect(faceDetectResponseSchema.safeParse(analysis).success).toBe(true);
    expect(faceDetectResponseSchema.safeParse([analysis]).success).toBe(true);
    expect(faceDetectResponseSchema.safeParse({}).success).toBe(true);
    expect(faceDetectResponseSchema.safeParse({ face_score: 'high' }).success).toBe(false);
  });

  it('checks recognize params and headers', () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    expect(faceRecognizeParamsSchema.safeParse({ image: blob, mode: 'multipart', multi: 1, threshold: 0.32 }).success).toBe(true);
    expect(faceRecognizeParamsSchema.safeParse({ image: blob, mode: 'multipart', multi: 2 }).success).toBe(false);
    expect(faceRecognizeHeadersSchema.parse({ multi: '1', threshold: '0.32' })).toEqual({ multi: '1', threshold: 0.32 });
    expect(faceRecognizeHeadersSchema.safeParse({ multi: 'yes' }).success).toBe(false);
  });
});

describe('face create params and wire', () => {
  it('accepts a Blob or a data URI', () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    expect(faceCreateParamsSchema.safeParse({ image: blob, faceName: 'front', mode: 'multipart' }).success).toBe(true);
    expect(faceCreateParamsSchema.safeParse({ image: TINY_JPEG, faceName: 'front', allowMask: true, mode: 'json' }).success).toBe(
      true,
    );
  });

  it('rejects a missing face name, Korean names, a non-data-URI string and an unknown mode', () => {
    expect(faceCreateParamsSchema.safeParse({ image: TINY_JPEG, mode: 'json' }).success).toBe(false);
    expect(faceCreateParamsSchema.safeParse({ image: TINY_JPEG, faceName: '정면', mode: 'json' }).success).toBe(false);
    expect(faceCreateParamsSchema.safeParse({ image: 'face.jpg', faceName: 'front', mode: 'json' }).success).toBe(false);
    expect(faceCreateParamsSchema.safeParse({ image: TINY_JPEG, faceName: 'front', mode: 'form' }).success).toBe(false);
  });

  it('validates the received JSON body and headers', () => {
    expect(faceImageJsonBodySchema.safeParse({ image: TINY_JPEG }).success).toBe(true);
    expect(faceImageJsonBodySchema.safeParse({}).success).toBe(false);
    expect(faceCreateHeadersSchema.parse({ 'face-name': 'front', 'allow-mask': '' })).toEqual({
      'face-name': 'front',
      'allow-mask': '',
    });
    expect(faceCreateHeadersSchema.safeParse({}).success).toBe(false);
  });

  it('needs face_id to delete', () => {
    expect(faceDeleteParamsSchema.safeParse({ face_id: 'AABCD12345' }).success).toBe(true);
    expect(faceDeleteParamsSchema.safeParse({}).success).toBe(false);
  });
});

describe('parseDataUri', () => {
  it('splits media type, name and data', () => {
    expect(parseDataUri(TINY_JPEG)).toEqual({ mediaType: 'image/jpeg', name: 'A_face_1.jpg', base64: '/9j/4AAQSkZJRgABAQ==' });
    expect(parseDataUri('data:image/png;base64,iVBORw0KGgo=')).toEqual({ mediaType: 'image/png', base64: 'iVBORw0KGgo=' });
    expect(parseDataUri('data:image/jpeg;name=%EC%96%BC%EA%B5%B4.jpg;base64,AA==')?.name).toBe('얼굴.jpg');
  });

  it('refuses what is not a base64 data URI', () => {
    expect(parseDataUri('data:image/jpeg,rawtext')).toBeUndefined();
    expect(parseDataUri('https://example.org/a.jpg')).toBeUndefined();
  });
});
