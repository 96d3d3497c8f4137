import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFaceDetector } from './browser/face-detector';
import { prepareImage, type PreparedImage } from './browser/prepare-image';
import type { FacesUrlState } from './model/faces-url';
import { canOverride, forRecognition, type Refusal } from './model/image-gate';
import { useRecognize, type RecognizeRequest } from './queries';

export type RecognizeInput = { kind: 'none' } | { kind: 'checking'; label: string } | { kind: 'done'; label: string; refusals: Refusal[]; image?: PreparedImage };

/** True when a refusal is one of the service's hard limits (not a detector verdict). */
export const isHardRefusal = (refusals: readonly Refusal[]) => refusals.length > 0 && !canOverride(refusals);

/**
 * Recognition test state, kept by the page so a capture from the camera and an upload from the
 * panel arrive the same way and the result survives switching tabs. An image is checked, then
 * sent at once with the settings of that moment; the newest image wins over one still checking.
 */
export function useRecognizer(groupId: string, settings: Pick<FacesUrlState, 'threshold' | 'multi' | 'upload'>) {
  const recognize = useRecognize();
  const [input, setInput] = useState<RecognizeInput>({ kind: 'none' });
  const [sent, setSent] = useState<RecognizeRequest | undefined>();
  const latest = useRef(0);
  const { mutate, reset } = recognize;

  const send = useCallback(
    (image: PreparedImage, label: string, s: Pick<FacesUrlState, 'threshold' | 'multi' | 'upload'>) => {
      const request: RecognizeRequest = { image, label, groupId, threshold: s.threshold, multi: s.multi, mode: s.upload };
      setSent(request);
      mutate(request);
    },
    [groupId, mutate],
  );

  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  });

  const accept = useCallback(
    (file: File) => {
      const ticket = ++latest.current;
      setInput({ kind: 'checking', label: file.name });
      setSent(undefined);
      reset();
      void prepareImage(file, loadFaceDetector).then((result) => {
        if (ticket !== latest.current) {
          if (result.image) URL.revokeObjectURL(result.image.previewUrl);
          return;
        }
        const refusals = forRecognition(result.refusals);
        setInput(result.image ? { kind: 'done', label: file.name, refusals, image: result.image } : { kind: 'done', label: file.name, refusals });
        if (result.image && !isHardRefusal(refusals)) send(result.image, file.name, settingsRef.current);
      });
    },
    [reset, send],
  );

  // A replaced preview is let go, and so is the last one when the page closes.
  const previewUrl = input.kind === 'done' ? input.image?.previewUrl : undefined;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const again = useCallback(() => {
    if (input.kind === 'done' && input.image && !isHardRefusal(input.refusals)) send(input.image, input.label, settingsRef.current);
  }, [input, send]);

  return { input, sent, recognize, accept, again };
}

export type Recognizer = ReturnType<typeof useRecognizer>;
