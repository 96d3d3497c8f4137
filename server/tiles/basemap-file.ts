import { open } from 'node:fs/promises';
import { ConfigError } from '../config';
import { PMTILES_HEADER_BYTES, pmtilesHeaderProblem } from './pmtiles-header';

/**
 * Checks LOCUS_BASEMAP at start-up: the file can be opened and is a PMTiles v3 archive. Only the
 * header is read. Throws a ConfigError naming the variable.
 */
export async function checkBasemapFile(path: string): Promise<void> {
  let header: Uint8Array;
  try {
    const file = await open(path, 'r');
    try {
      const buffer = new Uint8Array(PMTILES_HEADER_BYTES);
      const { bytesRead } = await file.read(buffer, 0, PMTILES_HEADER_BYTES, 0);
      header = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new ConfigError(`LOCUS_BASEMAP=${path} cannot be read (${typeof code === 'string' ? code : String(error)}); set it to a PMTiles v3 file or unset it`);
  }
  const problem = pmtilesHeaderProblem(header);
  if (problem) throw new ConfigError(`LOCUS_BASEMAP=${path} is not a PMTiles v3 file: ${problem}`);
}
