import { describe, expect, it } from 'vitest';
import { cameraAvailable, cameraProblem } from './camera-error';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('camera problems', () => {
  it('reads the reason from the exception name', () => {
    expect(cameraProblem(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblem(domError('NotFoundError'))).toBe('missing');
    expect(cameraProblem(domError('OverconstrainedError'))).toBe('missing');
    expect(cameraProblem(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblem(domError('TypeError'))).toBe('unknown');
    expect(cameraProblem('nope')).toBe('unknown');
  });

  it('knows when no camera can be asked for', () => {
    expect(cameraAvailable({ isSecureContext: false, hasGetUserMedia: true })).toBe('insecure');
    expect(cameraAvailable({ isSecureContext: true, hasGetUserMedia: false })).toBe('missing');
    expect(cameraAvailable({ isSecureContext: true, hasGetUserMedia: true })).toBeUndefined();
  });
});
