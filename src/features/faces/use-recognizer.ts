import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFaceDetector } from './browser/face-detector';
import { prepareImage, releaseImage, type PreparedImage } from './browser/prepare-image';
import type { FacesUrlState } from './model/faces-url';
import { breaksServiceLimits, forRecognition, type Refusal } from './model/image-gate';
import { useRecognize, type RecognizeRequest } from './queries';

export type RecognizeInput = { kind: 'none' } | { kind: 'checking'; label: string } | { kind: 'done'; label: string; refusals: Refusal[]; image: PreparedImage };

/** True when a refusal is one of the service's hard limits (not a detector verdict): such an image is sent only on the user's say-so. */
export const isHardRefusal = (refusals: readonly Refusal[]) => breaksServiceLimits(refusals);

/**
 * Recognition test state, kept by the page so a capture from the camera and an upload from the
 * panel arrive the same way and the result survives switching tabs. An image is checked, then
 * sent at once with the settings of that moment — unless it breaks the service's limits: then it
 * waits for "send anyway", and the answer shows the gate's reasons beside the service's. The
 * newest image wins over one still checking.
 */
export function useRecognizer(groupId: string, settings: Pick<FacesUrlState, 'threshold' | 'multi' | 'upload'>) {
  const recognize = useRecognize();
  const [input, setInput] = useState<RecognizeInput>({ kind: 'none' });
  const [sent, setSent] = useState<RecognizeRequest | undefined>();
  const latest = useRef(0);
  const { mutate, reset } = recognize;

  const send = useCallback(
    (image: PreparedImage, label: string, overridden: readonly Refusal[], s: Pick<FacesUrlState, 'threshold' | 'multi' | 'upload'>) => {
      const request: RecognizeRequest = { image, label, overridden, groupId, threshold: s.threshold, multi: s.multi, mode: s.upload };
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
          releaseImage(result.image);
          return;
        }
        const refusals = forRecognition(result.refusals);
        setInput({ kind: 'done', label: file.name, refusals, image: result.image });
        if (!isHardRefusal(refusals)) send(result.image, file.name, [], settingsRef.current);
      });
    },
    [reset, send],
  );

  // A replaced preview is let go, and so is the last one when the page closes.
  const image = input.kind === 'done' ? input.image : undefined;
  useEffect(() => () => releaseImage(image), [image]);

  /** Sends the image the gate refused, keeping its reasons for the answer. */
  const sendAnyway = useCallback(() => {
    if (input.kind === 'done') send(input.image, input.label, input.refusals, settingsRef.current);
  }, [input, send]);

  /** Sends the same image again with the settings as they are now (still overriding the gate if it was). */
  const again = useCallback(() => {
    if (input.kind !== 'done') return;
    if (!isHardRefusal(input.refusals)) send(input.image, input.label, [], settingsRef.current);
    else if (sent !== undefined && sent.overridden.length > 0) send(input.image, input.label, input.refusals, settingsRef.current);
  }, [input, sent, send]);

  return { input, sent, recognize, accept, sendAnyway, again };
}

export type Recognizer = ReturnType<typeof useRecognizer>;
