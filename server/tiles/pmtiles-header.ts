/** PMTiles v3: the 127-byte header starts with the magic `PMTiles` and the version byte 3. */
export const PMTILES_HEADER_BYTES = 127;
const MAGIC = 'PMTiles';

/** Why these leading bytes are not a PMTiles v3 archive, or null when they are. */
export function pmtilesHeaderProblem(bytes: Uint8Array): string | null {
  if (bytes.length < PMTILES_HEADER_BYTES) return `it is shorter than a PMTiles header (${PMTILES_HEADER_BYTES} bytes)`;
  const magic = String.fromCharCode(...bytes.subarray(0, MAGIC.length));
  if (magic !== MAGIC) return 'it does not start with the PMTiles magic bytes';
  const version = bytes[MAGIC.length];
  if (version !== 3) return `it is PMTiles version ${String(version)}, not 3`;
  return null;
}
