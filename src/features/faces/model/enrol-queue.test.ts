import { describe, expect, it } from 'vitest';
import { addItems, canSend, checked, countByStatus, enrolled, failed, readyIds, removeEnrolled, removeItem, startSending, type Queue } from './enrol-queue';

const img = { w: 640 };
type P = typeof img;
const base = (): Queue<P> => addItems<P>([], [
  { id: 'a', label: 'a.jpg', source: 'file' },
  { id: 'b', label: 'cat.png', source: 'file' },
  { id: 'c', label: 'x.gif', source: 'file' },
]);

describe('enrol queue', () => {
  it('moves checking items to ready or refused', () => {
    let q = base();
    expect(countByStatus(q).checking).toBe(3);
    q = checked(q, 'a', { refusals: [], image: img });
    q = checked(q, 'b', { refusals: [{ kind: 'noFace' }], image: img });
    q = checked(q, 'c', { refusals: [{ kind: 'type', got: 'image/gif' }] });
    expect(q.map((i) => i.status)).toEqual(['ready', 'refused', 'refused']);
    expect(readyIds(q)).toEqual(['a']);
    // A verdict for an item no longer checking changes nothing.
    expect(checked(q, 'a', { refusals: [{ kind: 'noFace' }] })).toBe(q);
  });

  it('never starts sending twice', () => {
    let q = checked(base(), 'a', { refusals: [], image: img });
    const first = startSending(q, 'a', 'front');
    expect(first.started).toBe(true);
    q = first.queue;
    expect(q[0]).toMatchObject({ status: 'sending', faceName: 'front', overridden: false });
    const second = startSending(q, 'a', 'front');
    expect(second.started).toBe(false);
    expect(second.queue).toBe(q);
    // Nor can a sending item be removed.
    expect(removeItem(q, 'a')).toHaveLength(3);
    q = enrolled(q, 'a', 'AB12CD34EF');
    expect(q[0]).toMatchObject({ status: 'enrolled', faceId: 'AB12CD34EF' });
    expect(startSending(q, 'a', 'front').started).toBe(false);
    expect(removeEnrolled(q).map((i) => i.id)).toEqual(['b', 'c']);
  });

  it('retries a failed item and clears its old error', () => {
    let q = checked(base(), 'a', { refusals: [], image: img });
    q = startSending(q, 'a', 'left').queue;
    q = failed(q, 'a', new Error('3041'));
    expect(q[0]).toMatchObject({ status: 'failed' });
    expect(canSend(q[0]!)).toBe(true);
    q = startSending(q, 'a', 'left').queue;
    expect(q[0]?.status).toBe('sending');
    expect(q[0]?.error).toBeUndefined();
    // enrolled/failed only apply to a sending item
    expect(enrolled(base(), 'a', undefined)[0]?.status).toBe('checking');
  });

  it('sends a refused item only when forced, a detector verdict and a hard limit alike, keeping the refusals; never one with nothing to send', () => {
    let q = checked(base(), 'b', { refusals: [{ kind: 'noFace' }], image: img });
    q = checked(q, 'c', { refusals: [{ kind: 'type', got: 'image/gif' }], image: img });
    q = checked(q, 'a', { refusals: [{ kind: 'undecodable' }] });
    expect(startSending(q, 'b', 'front').started).toBe(false);
    expect(startSending(q, 'c', 'front').started).toBe(false);
    const forced = startSending(q, 'b', 'front', true);
    expect(forced.started).toBe(true);
    expect(forced.queue[1]).toMatchObject({ status: 'sending', overridden: true, refusals: [{ kind: 'noFace' }] });
    const hard = startSending(q, 'c', 'front', true);
    expect(hard.started).toBe(true);
    expect(hard.queue[2]).toMatchObject({ status: 'sending', overridden: true, refusals: [{ kind: 'type', got: 'image/gif' }] });
    expect(startSending(q, 'a', 'front', true).started).toBe(false);
  });

  it('removes items that are not sending', () => {
    const q = checked(base(), 'a', { refusals: [], image: img });
    expect(removeItem(q, 'a').map((i) => i.id)).toEqual(['b', 'c']);
    expect(removeItem(q, 'zzz')).toHaveLength(3);
  });
});
