/**
 * Small deterministic helpers: a string hash for stable identifiers and a seeded PRNG for the
 * generated parts of the demo world (same seed, same world).
 */

/** FNV-1a, 32-bit, over UTF-16 code units. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a fast 32-bit PRNG; returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded from a text (e.g. a road name and side), so each part of the world has its own stream. */
export function prngFor(text: string): () => number {
  return mulberry32(fnv1a32(text));
}
