/**
 * Nearest segment among many, in a planar metre coordinate system.
 *
 * Segment bounding boxes go into a Flatbush index. A query searches a square window around
 * the point, computes the exact point-to-segment distance of every candidate, and is done as
 * soon as the best candidate lies within the window's half-size (no segment outside the
 * window can be nearer); otherwise the window grows four-fold, up to the search radius.
 * The brute-force variant checks every segment; both break ties on the lower segment index,
 * so they always give the same answer.
 */
import Flatbush from 'flatbush';
import { pointSegment } from './local-plane.ts';

interface SegmentHit {
  /** Index of the segment (order of creation). */
  segment: number;
  /** Distance from the query point, in the plane's units (metres). */
  distance: number;
  /** Parameter of the foot of the perpendicular along the segment, 0..1. */
  t: number;
}

export interface SegmentIndex {
  readonly size: number;
  /** Nearest accepted segment within `radius` (inclusive), or null. */
  nearest(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit | null;
  /** Every accepted segment within `radius`, nearest first. */
  within(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit[];
  /** The same answer as `nearest`, by checking every segment. */
  nearestBrute(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit | null;
}

/** `coords` holds ax, ay, bx, by for each segment. */
export function createSegmentIndex(coords: Float64Array): SegmentIndex {
  const size = Math.floor(coords.length / 4);
  const tree = new Flatbush(Math.max(size, 1));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < size; i++) {
    const ax = coords[4 * i] ?? 0;
    const ay = coords[4 * i + 1] ?? 0;
    const bx = coords[4 * i + 2] ?? 0;
    const by = coords[4 * i + 3] ?? 0;
    const x0 = Math.min(ax, bx);
    const y0 = Math.min(ay, by);
    const x1 = Math.max(ax, bx);
    const y1 = Math.max(ay, by);
    tree.add(x0, y0, x1, y1);
    if (x0 < minX) minX = x0;
    if (y0 < minY) minY = y0;
    if (x1 > maxX) maxX = x1;
    if (y1 > maxY) maxY = y1;
  }
  if (size === 0) tree.add(0, 0, 0, 0);
  tree.finish();
  // First window: about the mean spacing of segments, so that a query usually ends in one step.
  const area = size > 0 ? Math.max(maxX - minX, 1) * Math.max(maxY - minY, 1) : 1;
  const firstWindow = Math.min(200, Math.max(10, Math.sqrt(area / Math.max(size, 1))));

  function distanceTo(i: number, x: number, y: number): { distance: number; t: number } {
    return pointSegment(x, y, coords[4 * i] ?? 0, coords[4 * i + 1] ?? 0, coords[4 * i + 2] ?? 0, coords[4 * i + 3] ?? 0);
  }

  function better(distance: number, i: number, best: SegmentHit | null): boolean {
    return best === null || distance < best.distance || (distance === best.distance && i < best.segment);
  }

  function nearest(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit | null {
    if (size === 0 || !Number.isFinite(x) || !Number.isFinite(y) || !(radius >= 0)) return null;
    // Beyond this window size every segment has been seen.
    const everything = Math.hypot(Math.max(Math.abs(x - minX), Math.abs(x - maxX)), Math.max(Math.abs(y - minY), Math.abs(y - maxY)));
    let r = Math.min(firstWindow, radius);
    for (;;) {
      let best: SegmentHit | null = null;
      for (const i of tree.search(x - r, y - r, x + r, y + r)) {
        if (accept && !accept(i)) continue;
        const { distance, t } = distanceTo(i, x, y);
        if (better(distance, i, best)) best = { segment: i, distance, t };
      }
      if (best && best.distance <= r) return best.distance <= radius ? best : null;
      if (r >= radius || r >= everything) return best && best.distance <= radius ? best : null;
      r = Math.min(r * 4, radius);
    }
  }

  function within(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit[] {
    if (size === 0 || !Number.isFinite(x) || !Number.isFinite(y) || !(radius >= 0)) return [];
    const hits: SegmentHit[] = [];
    for (const i of tree.search(x - radius, y - radius, x + radius, y + radius)) {
      if (accept && !accept(i)) continue;
      const { distance, t } = distanceTo(i, x, y);
      if (distance <= radius) hits.push({ segment: i, distance, t });
    }
    return hits.sort((a, b) => a.distance - b.distance || a.segment - b.segment);
  }

  function nearestBrute(x: number, y: number, radius: number, accept?: (segment: number) => boolean): SegmentHit | null {
    if (size === 0 || !Number.isFinite(x) || !Number.isFinite(y) || !(radius >= 0)) return null;
    let best: SegmentHit | null = null;
    for (let i = 0; i < size; i++) {
      if (accept && !accept(i)) continue;
      const { distance, t } = distanceTo(i, x, y);
      if (distance <= radius && better(distance, i, best)) best = { segment: i, distance, t };
    }
    return best;
  }

  return { size, nearest, within, nearestBrute };
}
