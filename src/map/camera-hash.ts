/**
 * The camera mirrored into the URL hash as `#map=zoom/lat/lon` (the OpenStreetMap convention),
 * so a copied link opens the same view. Pure functions; the map stage wires them.
 */
export interface Camera {
  zoom: number;
  lat: number;
  lon: number;
}

export const DEFAULT_CAMERA: Camera = { zoom: 11.2, lat: 37.5565, lon: 126.9911 };

export function formatCameraHash(c: Camera): string {
  // About a pixel's worth of precision: ~100 m below z10, ~10 m to z14, ~1 m beyond.
  const precision = c.zoom < 10 ? 3 : c.zoom < 14 ? 4 : 5;
  return `map=${c.zoom.toFixed(2)}/${c.lat.toFixed(precision)}/${c.lon.toFixed(precision)}`;
}

/** Reads `map=z/lat/lon` from a hash (with or without '#', among other &-separated parts). */
export function parseCameraHash(hash: string): Camera | undefined {
  const body = hash.replace(/^#/, '');
  for (const part of body.split('&')) {
    const m = /^map=(-?[\d.]+)\/(-?[\d.]+)\/(-?[\d.]+)$/.exec(part);
    if (!m) continue;
    const zoom = Number(m[1]);
    const lat = Number(m[2]);
    const lon = Number(m[3]);
    if (![zoom, lat, lon].every(Number.isFinite)) return undefined;
    if (zoom < 0 || zoom > 24 || Math.abs(lat) > 85 || Math.abs(lon) > 180) return undefined;
    return { zoom, lat, lon };
  }
  return undefined;
}

/** Replaces (or adds) the map part of a hash, keeping any other parts. */
export function withCameraHash(hash: string, c: Camera): string {
  const parts = hash
    .replace(/^#/, '')
    .split('&')
    .filter((p) => p && !p.startsWith('map='));
  return '#' + [formatCameraHash(c), ...parts].join('&');
}
