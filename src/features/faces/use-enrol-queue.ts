import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileId } from '../../session/profiles';
import { loadFaceDetector } from './browser/face-detector';
import { prepareImage, releaseImage, type PreparedImage } from './browser/prepare-image';
import { addItems, checked, enrolled, failed, readyIds, removeEnrolled, removeItem, startSending, type Queue } from './model/enrol-queue';
import type { UploadMode } from './model/faces-url';
import type { FaceScope } from './model/stored-image-key';
import { enrolFace, useEnrolSettled } from './queries';

export interface SendOptions {
  profileId: ProfileId;
  scope: FaceScope;
  faceName: string;
  allowMask: boolean;
  mode: UploadMode;
}

let nextId = 0;

/**
 * The enrolment queue as a hook. The queue lives in a ref that every change updates at once
 * (and in state for rendering), so a second click in the same tick already sees "sending" and
 * does nothing. Checks run one at a time (the detector is single-threaded anyway), and so do
 * sends: the page tells a new face from the list before and after each create, which only works
 * when its own creates do not overlap.
 */
export function useEnrolQueue() {
  const ref = useRef<Queue<PreparedImage>>([]);
  const [queue, setQueue] = useState<Queue<PreparedImage>>([]);
  const checks = useRef<Promise<unknown>>(Promise.resolve());
  const sends = useRef<Promise<unknown>>(Promise.resolve());
  const settled = useEnrolSettled();

  const apply = useCallback((change: (q: Queue<PreparedImage>) => Queue<PreparedImage>) => {
    ref.current = change(ref.current);
    setQueue(ref.current);
  }, []);

  const add = useCallback(
    (files: readonly File[], source: 'file' | 'camera') => {
      const items = files.map((file) => ({ id: `item-${++nextId}`, label: file.name || source, source, file }));
      apply((q) => addItems(q, items));
      for (const item of items) {
        checks.current = checks.current.then(async () => {
          const result = await prepareImage(item.file, loadFaceDetector).catch(() => ({ refusals: [{ kind: 'undecodable' as const }] }));
          apply((q) => checked(q, item.id, result));
        });
      }
    },
    [apply],
  );

  const send = useCallback(
    (id: string, options: SendOptions, force = false) => {
      const { queue: next, started } = startSending(ref.current, id, options.faceName, force);
      if (!started) return;
      apply(() => next);
      const item = next.find((i) => i.id === id);
      const image = item?.image;
      if (!item || !image) return;
      sends.current = sends.current.then(async () => {
        try {
          const { faceId } = await enrolFace({ scope: options.scope, image, label: item.label, faceName: options.faceName, allowMask: options.allowMask, mode: options.mode });
          apply((q) => enrolled(q, id, faceId));
        } catch (error) {
          apply((q) => failed(q, id, error));
        } finally {
          await settled(options.profileId, options.scope);
        }
      });
    },
    [apply, settled],
  );

  const sendAll = useCallback((options: SendOptions) => readyIds(ref.current).forEach((id) => send(id, options)), [send]);

  const revoke = (q: Queue<PreparedImage>, keep: Queue<PreparedImage>) => {
    const kept = new Set(keep.map((i) => i.id));
    q.filter((i) => !kept.has(i.id)).forEach((i) => releaseImage(i.image));
  };

  const remove = useCallback(
    (id: string) => {
      const before = ref.current;
      apply((q) => removeItem(q, id));
      revoke(before, ref.current);
    },
    [apply],
  );

  const clearEnrolled = useCallback(() => {
    const before = ref.current;
    apply(removeEnrolled);
    revoke(before, ref.current);
  }, [apply]);

  // Leaving the page lets go of the previews.
  useEffect(() => () => ref.current.forEach((i) => releaseImage(i.image)), []);

  return { queue, add, send, sendAll, remove, clearEnrolled };
}
