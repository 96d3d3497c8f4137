/**
 * Coordinates as both runtimes hold them: WGS84 [lon, lat] in degrees, GeoJSON's order.
 * The `*Like` forms are what the functions read (readonly, so a GeoJSON position tuple or a
 * frozen table both pass); the plain forms are what they build.
 */
export type LonLat = [number, number];
export type Ring = LonLat[];
/** Outer ring first, then holes. */
export type PolygonCoords = Ring[];
export type MultiPolygonCoords = PolygonCoords[];
/** [minLon, minLat, maxLon, maxLat]. */
export type BBox = [number, number, number, number];

export type LonLatLike = readonly [number, number];
export type RingLike = readonly LonLatLike[];
export type PolygonLike = readonly RingLike[];
export type MultiPolygonLike = readonly PolygonLike[];
