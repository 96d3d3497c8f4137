/*
 * Code tables that pages show as choices, as plain constants: no schema library needed to list
 * them (./common builds its schemas from these).
 */

/** Coordinate systems accepted by coordType, fromCoord, toCoord, reqCoordType, resCoordType. */
export const COORD_TYPES = ['WGS84GEO', 'EPSG3857', 'KATECH', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM'] as const;

/** Reverse-geocoding address types (A00 is documented beside the interface's A01-A04, A10). */
export const ADDRESS_TYPES = ['A00', 'A01', 'A02', 'A03', 'A04', 'A10'] as const;
