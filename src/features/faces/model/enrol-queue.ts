import type { Refusal } from './image-gate';

/**
 * The enrolment queue: one item per dropped file or camera capture, moving through
 * checking -> ready | refused -> sending -> enrolled | failed. Every transition is a pure
 * function that refuses moves the state does not allow, which is what keeps a create from being
 * sent twice: only a ready item (or a failed one, on retry, or a refused one the user chose to
 * send anyway, whatever the refusal) can start sending, and a sending item cannot start again or be removed.
 * P is the prepared image the item carries (kept generic so this stays free of the DOM).
 */
export type QueueStatus = 'checking' | 'ready' | 'refused' | 'sending' | 'enrolled' | 'failed';

export interface QueueItem<P> {
  id: string;
  /** File name, or the name given to a camera capture. */
  label: string;
  source: 'file' | 'camera';
  status: QueueStatus;
  refusals: Refusal[];
  image?: P;
  /** The face-name it was (or is being) sent with. */
  faceName?: string;
  /** Sent although the in-browser gate refused it (its refusals are kept, to show beside the answer). */
  overridden?: boolean;
  /** The id the service gave the new face, when it could be told apart in the list. */
  faceId?: string;
  error?: unknown;
}

export type Queue<P> = readonly QueueItem<P>[];

const update = <P>(queue: Queue<P>, id: string, allowed: readonly QueueStatus[], patch: (item: QueueItem<P>) => QueueItem<P>): Queue<P> => {
  let changed = false;
  const next = queue.map((item) => {
    if (item.id !== id || !allowed.includes(item.status)) return item;
    changed = true;
    return patch(item);
  });
  return changed ? next : queue;
};

export function addItems<P>(queue: Queue<P>, items: readonly { id: string; label: string; source: 'file' | 'camera' }[]): Queue<P> {
  return [...queue, ...items.map((i): QueueItem<P> => ({ ...i, status: 'checking', refusals: [] }))];
}

/** The gate's verdict: ready with the image to send, or refused with reasons (and the image, if decoded). */
export function checked<P>(queue: Queue<P>, id: string, result: { refusals: Refusal[]; image?: P }): Queue<P> {
  return update(queue, id, ['checking'], (item) => {
    const next: QueueItem<P> = { ...item, status: result.refusals.length === 0 && result.image !== undefined ? 'ready' : 'refused', refusals: result.refusals };
    if (result.image !== undefined) next.image = result.image;
    return next;
  });
}

/**
 * Whether the item may start sending now. `force`: the user overrides the gate's refusal, whatever
 * it was (a face the detector missed, or a limit of the service's, to see its own answer), as long
 * as there are bytes to send.
 */
export function canSend<P>(item: QueueItem<P>, force = false): boolean {
  if (item.image === undefined) return false;
  if (item.status === 'ready' || item.status === 'failed') return true;
  return force && item.status === 'refused';
}

/** Starts sending; `started` is false (and the queue unchanged) when the item may not be sent. */
export function startSending<P>(queue: Queue<P>, id: string, faceName: string, force = false): { queue: Queue<P>; started: boolean } {
  const item = queue.find((i) => i.id === id);
  if (!item || !canSend(item, force)) return { queue, started: false };
  const overridden = item.status === 'refused' || item.overridden === true;
  const next = update(queue, id, [item.status], (i) => {
    const { error: _error, ...rest } = i;
    return { ...rest, status: 'sending', faceName, overridden };
  });
  return { queue: next, started: true };
}

export function enrolled<P>(queue: Queue<P>, id: string, faceId: string | undefined): Queue<P> {
  return update(queue, id, ['sending'], (item) => (faceId === undefined ? { ...item, status: 'enrolled' } : { ...item, status: 'enrolled', faceId }));
}

export function failed<P>(queue: Queue<P>, id: string, error: unknown): Queue<P> {
  return update(queue, id, ['sending'], (item) => ({ ...item, status: 'failed', error }));
}

/** Removes an item unless it is being sent (its answer is still to come). */
export function removeItem<P>(queue: Queue<P>, id: string): Queue<P> {
  return queue.filter((item) => item.id !== id || item.status === 'sending');
}

export function removeEnrolled<P>(queue: Queue<P>): Queue<P> {
  return queue.filter((item) => item.status !== 'enrolled');
}

/** Ids of the items "send all" would send, in queue order. */
export const readyIds = <P>(queue: Queue<P>): string[] => queue.filter((i) => i.status === 'ready' && i.image !== undefined).map((i) => i.id);

export function countByStatus<P>(queue: Queue<P>): Record<QueueStatus, number> {
  const counts: Record<QueueStatus, number> = { checking: 0, ready: 0, refused: 0, sending: 0, enrolled: 0, failed: 0 };
  for (const item of queue) counts[item.status] += 1;
  return counts;
}
