/**
 * Why the camera could not start, from what getUserMedia threw (a DOMException whose name is
 * the reason), so the page can say what to do about it. File upload works in every case.
 */
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'insecure' | 'unknown';

export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/** Whether this page can ask for a camera at all (secure context and the API present). */
export function cameraAvailable(env: { isSecureContext: boolean; hasGetUserMedia: boolean }): CameraProblem | undefined {
  if (!env.isSecureContext) return 'insecure';
  if (!env.hasGetUserMedia) return 'missing';
  return undefined;
}
