import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { listSources } from '../national/datasets';
import { osmHeaderBlock, rawDataBlock } from '../testing/osm-pbf-writer';
import { importAddresses } from './address-import';
import { MAX_VALUE_CHARS } from './geojson-features';
import type { ImportContext } from './import-context';
import { InputLimitError, MAX_INFLATE_RATIO, MAX_LINE_CHARS } from './input-limits';
import { importPois } from './poi-import';
import { importRoads } from './road-import';
import { openTextSource } from './text-source';

/**
 * Files that would make an import run without end or memory without bound are refused with a
 * message naming the file and the limit, and nothing of them is kept: a device that never ends
 * (/dev/zero), one endless line, a CSV record spread over endless quoted lines, a gzip bomb, an
 * OSM PBF block that inflates beyond the format's limit.
 */
const quiet: ImportContext = { log: () => undefined, warn: () => undefined };
const STANDARD_HEADER = '소재지도로명주소,소재지지번주소,위도,경도';

describe('hostile files', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-hostile-'));
    db = openDatabase(MEMORY_DB);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, data: string | Uint8Array): string => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };

  it('refuses /dev/zero given as POIs: an endless line', async () => {
    await expect(importPois(db, ['/dev/zero'], {}, quiet)).rejects.toThrow(new InputLimitError(`zero: refused: line 1 is longer than ${MAX_LINE_CHARS.toLocaleString('en')} characters (the longest a line of this kind may be); is it the right file?`));
    expect(listSources(db)).toEqual([]);
  });

  it('refuses one line of several megabytes, and keeps the rows of the files before it out too', async () => {
    const good = write('good.csv', 'name,lat,lon\n카페,37.5,127.0\n');
    const long = write('long.csv', `name,lat,lon\n${'가'.repeat(MAX_LINE_CHARS + 10)},37.5,127.0\n`);
    await expect(importPois(db, [good, long], {}, quiet)).rejects.toThrow(/long\.csv: refused: line 2 is longer than 1,048,576 characters/);
    expect(db.prepare('SELECT COUNT(*) FROM imported_pois').pluck().get()).toBe(0);
  });

  it('refuses a CSV record whose quotes spread it over endless lines', async () => {
    const spread = `${STANDARD_HEADER}\n"${'서울특별시 중구 세종대로 110\n'.repeat(80_000)}",x,37.5,127\n`;
    await expect(importAddresses(db, [write('spread.csv', spread)], quiet)).rejects.toThrow(/spread\.csv: refused: line \d+ is longer than 1,048,576 characters/);
  });

  it('refuses a gzip bomb before it inflates: a text file, and a GeoJSON file of roads', async () => {
    // 72 MiB of the same line, about 72 KiB of gzip.
    const line = `${'x'.repeat(1000)},,37.5,127\n`;
    const bomb = gzipSync(Buffer.from(`${STANDARD_HEADER}\n${line.repeat(Math.ceil((72 << 20) / line.length))}`), { level: 9 });
    expect(bomb.byteLength).toBeLessThan((72 << 20) / MAX_INFLATE_RATIO);
    const source = await openTextSource(write('bomb.csv.gz', bomb));
    const read = async () => {
      for await (const chunk of source.chunks()) void chunk;
    };
    await expect(read()).rejects.toThrow(/bomb\.csv\.gz: refused: it inflates more than 100 times its compressed size \(\d+ MiB from \d+ KiB so far\)/);

    const roads = gzipSync(Buffer.from(`{"type":"FeatureCollection","features":[${' '.repeat(72 << 20)}]}`), { level: 9 });
    await expect(importRoads(db, [write('roads.geojson.gz', roads)], quiet)).rejects.toThrow(/roads\.geojson\.gz: .*refused: it inflates more than 100 times/);
    expect(listSources(db)).toEqual([]);
  });

  it('refuses a GeoJSON collection with one endless value', async () => {
    const endless = write('endless.geojson', `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"${'가'.repeat(MAX_VALUE_CHARS + 10)}"}`);
    await expect(importRoads(db, [endless], quiet)).rejects.toThrow(/endless\.geojson: refused: one value is longer than 16,777,216 bytes/);
    expect(listSources(db)).toEqual([]);
  });

  it('refuses an OSM PBF block that inflates beyond 32 MiB', async () => {
    const pbf = Buffer.concat([osmHeaderBlock(), rawDataBlock(new Uint8Array(40 << 20))]);
    await expect(importRoads(db, [write('bomb.osm.pbf', pbf)], quiet)).rejects.toThrow(/bomb\.osm\.pbf: refused: a data block inflates beyond 32 MiB/);
    expect(listSources(db)).toEqual([]);
  });
});
