import { describe, expect, it } from 'vitest';
import { formatCameraHash, parseCameraHash, withCameraHash } from './camera-hash';

describe('camera hash', () => {
  it('round-trips a camera', () => {
    const hash = formatCameraHash({ zoom: 15.5, lat: 37.5665, lon: 126.978 });
    expect(hash).toBe('map=15.50/37.56650/126.97800');
    expect(parseCameraHash('#' + hash)).toEqual({ zoom: 15.5, lat: 37.5665, lon: 126.978 });
  });

  it('rejects malformed or out-of-range parts', () => {
    expect(parseCameraHash('#map=abc/1/2')).toBeUndefined();
    expect(parseCameraHash('#map=30/37/127')).toBeUndefined();
    expect(parseCameraHash('#map=12/95/127')).toBeUndefined();
    expect(parseCameraHash('')).toBeUndefined();
  });

  it('keeps other hash parts', () => {
    const next = withCameraHash('#map=1/2/3&layer=x', { zoom: 12, lat: 37.5, lon: 127 });
    expect(next).toBe('#map=12.00/37.5000/127.0000&layer=x');
    expect(parseCameraHash(next)).toEqual({ zoom: 12, lat: 37.5, lon: 127 });
  });
});
