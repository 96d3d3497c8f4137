import { describe, expect, it } from 'vitest';
import { breaksServiceLimits, checkDimensions, checkFaces, checkFile, forRecognition, GATE_LIMITS, liveVerdict } from './image-gate';

describe('quality gate', () => {
  it('takes JPEG and PNG up to 2 MB', () => {
    expect(checkFile({ mediaType: 'image/jpeg', bytes: 1000 })).toEqual([]);
    expect(checkFile({ mediaType: 'image/png', bytes: GATE_LIMITS.maxBytes })).toEqual([]);
    expect(checkFile({ mediaType: 'image/gif', bytes: 10 })).toEqual([{ kind: 'type', got: 'image/gif' }]);
    expect(checkFile({ mediaType: undefined, bytes: 10 })).toEqual([{ kind: 'type', got: '' }]);
    expect(checkFile({ mediaType: 'image/jpeg', bytes: GATE_LIMITS.maxBytes + 1 })).toEqual([{ kind: 'bytes', bytes: GATE_LIMITS.maxBytes + 1 }]);
  });

  it('takes 320x240 to 3840x2160 in either orientation', () => {
    expect(checkDimensions(320, 240)).toEqual([]);
    expect(checkDimensions(3840, 2160)).toEqual([]);
    expect(checkDimensions(240, 320)).toEqual([]);
    expect(checkDimensions(1080, 1920)).toEqual([]);
    expect(checkDimensions(319, 240)).toEqual([{ kind: 'dimensions', width: 319, height: 240 }]);
    expect(checkDimensions(320, 239)).toHaveLength(1);
    expect(checkDimensions(3841, 2000)).toHaveLength(1);
    expect(checkDimensions(2161, 2200)).toHaveLength(1);
    expect(checkDimensions(2160, 3841)).toHaveLength(1);
  });

  it('wants exactly one face of at least 80 px', () => {
    expect(checkFaces([])).toEqual([{ kind: 'noFace' }]);
    expect(checkFaces([{ width: 100, height: 120 }, { width: 90, height: 90 }])).toEqual([{ kind: 'manyFaces', count: 2 }]);
    expect(checkFaces([{ width: 79.4, height: 120 }])).toEqual([{ kind: 'smallFace', size: 79 }]);
    expect(checkFaces([{ width: 80, height: 80 }])).toEqual([]);
  });

  it('tells the service’s own limits from the detector’s verdicts', () => {
    expect(breaksServiceLimits([{ kind: 'noFace' }])).toBe(false);
    expect(breaksServiceLimits([{ kind: 'smallFace', size: 50 }, { kind: 'detectorUnavailable' }, { kind: 'manyFaces', count: 2 }])).toBe(false);
    expect(breaksServiceLimits([{ kind: 'noFace' }, { kind: 'bytes', bytes: 5e6 }])).toBe(true);
    expect(breaksServiceLimits([{ kind: 'type', got: 'image/gif' }])).toBe(true);
    expect(breaksServiceLimits([{ kind: 'dimensions', width: 100, height: 100 }])).toBe(true);
    expect(breaksServiceLimits([{ kind: 'undecodable' }])).toBe(true);
    expect(breaksServiceLimits([])).toBe(false);
  });

  it('names what the camera sees', () => {
    expect(liveVerdict([])).toBe('none');
    expect(liveVerdict([{ width: 200, height: 200 }])).toBe('one');
    expect(liveVerdict([{ width: 40, height: 40 }])).toBe('small');
    expect(liveVerdict([{ width: 200, height: 200 }, { width: 200, height: 200 }])).toBe('many');
  });

  it('keeps for recognition only what would stop it', () => {
    expect(forRecognition([{ kind: 'smallFace', size: 60 }])).toEqual([]);
    expect(forRecognition([{ kind: 'manyFaces', count: 3 }])).toEqual([]);
    expect(forRecognition([{ kind: 'noFace' }])).toEqual([{ kind: 'noFace' }]);
    expect(forRecognition([{ kind: 'bytes', bytes: 3e6 }])).toEqual([{ kind: 'bytes', bytes: 3e6 }]);
  });
});
