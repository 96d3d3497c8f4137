import { describe, expect, it } from 'vitest';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { pmtilesHeaderProblem } from './pmtiles-header';
import { writePmtiles, type PmtilesTile } from './pmtiles-write';

/** Serves an in-memory archive to the pmtiles reader, counting the ranges it asks for. */
class BytesSource implements Source {
  reads = 0;
  constructor(private readonly bytes: Uint8Array) {}
  getKey() {
    return 'memory';
  }
  getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.reads++;
    const slice = this.bytes.slice(offset, offset + length);
    return Promise.resolve({ data: slice.buffer });
  }
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: ArrayBuffer | undefined) => (data ? new TextDecoder().decode(data) : undefined);

describe('writePmtiles', () => {
  const tiles: PmtilesTile[] = [
    { z: 0, x: 0, y: 0, data: bytes('world') },
    { z: 7, x: 109, y: 49, data: bytes('seoul at 7') },
    { z: 1, x: 1, y: 0, data: bytes('north-east') },
    { z: 12, x: 3493, y: 1587, data: bytes('a street') },
    { z: 1, x: 0, y: 1, data: bytes('south-west') },
  ];
  const archive = writePmtiles(tiles, {
    tileCompression: 1,
    tileType: 1,
    bounds: [124, 33, 132, 39],
    center: [127, 37.5, 7],
    metadata: { name: 'test', vector_layers: [{ id: 'earth', fields: {} }] },
  });

  it('writes an archive the pmtiles reader opens: header, metadata and every tile by z/x/y', async () => {
    expect(pmtilesHeaderProblem(archive)).toBeNull();
    const reader = new PMTiles(new BytesSource(archive));
    const header = await reader.getHeader();
    expect(header.specVersion).toBe(3);
    expect([header.minZoom, header.maxZoom, header.numAddressedTiles]).toEqual([0, 12, 5]);
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([124, 33, 132, 39]);
    expect([header.centerLon, header.centerLat, header.centerZoom]).toEqual([127, 37.5, 7]);
    expect(await reader.getMetadata()).toEqual({ name: 'test', vector_layers: [{ id: 'earth', fields: {} }] });
    for (const t of tiles) {
      expect(text((await reader.getZxy(t.z, t.x, t.y))?.data)).toBe(new TextDecoder().decode(t.data));
    }
  });

  it('has no tile where none was written', async () => {
    const reader = new PMTiles(new BytesSource(archive));
    expect(await reader.getZxy(1, 1, 1)).toBeUndefined();
    expect(await reader.getZxy(12, 3494, 1587)).toBeUndefined();
  });

  it('refuses the same tile twice', () => {
    expect(() => writePmtiles([tiles[0] as PmtilesTile, tiles[0] as PmtilesTile], { tileCompression: 1, tileType: 1, bounds: [0, 0, 1, 1], center: [0, 0, 0], metadata: {} })).toThrow(/twice/);
  });
});

describe('pmtilesHeaderProblem', () => {
  it('names what is wrong with a file that is not PMTiles v3', () => {
    expect(pmtilesHeaderProblem(bytes('PMTiles'))).toMatch(/shorter/);
    expect(pmtilesHeaderProblem(new Uint8Array(127))).toMatch(/magic/);
    const v2 = new Uint8Array(127);
    v2.set(bytes('PMTiles'));
    v2[7] = 2;
    expect(pmtilesHeaderProblem(v2)).toMatch(/version 2/);
  });
});
