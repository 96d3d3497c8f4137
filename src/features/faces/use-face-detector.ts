import { useEffect, useState } from 'react';
import { loadFaceDetector, type FaceDetector } from './browser/face-detector';

export type DetectorState = { status: 'loading' } | { status: 'ready'; detector: FaceDetector } | { status: 'failed'; message: string };

/**
 * Starts loading the in-browser detector when the Faces page opens (so the first check or the
 * camera does not wait for it) and says how that went. Loading happens once per page load.
 */
export function useFaceDetector(): DetectorState {
  const [state, setState] = useState<DetectorState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadFaceDetector().then(
      (detector) => live && setState({ status: 'ready', detector }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
