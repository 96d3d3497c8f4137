import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodingError, openTextSource, type TextLine } from './text-source';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-text-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = '서울특별시|중구|태평로1가\r\n부산광역시|연제구|연산동\n';

function file(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function lines(path: string): Promise<TextLine[]> {
  const out: TextLine[] = [];
  for await (const line of (await openTextSource(path)).lines()) out.push(line);
  return out;
}

const EXPECTED = [
  { number: 1, text: '서울특별시|중구|태평로1가', invalid: false },
  { number: 2, text: '부산광역시|연제구|연산동', invalid: false },
];

describe('text source', () => {
  it('reads UTF-8', async () => {
    const path = file('utf8.txt', Buffer.from(TEXT, 'utf8'));
    expect((await openTextSource(path)).encoding).toBe('utf-8');
    expect(await lines(path)).toEqual(EXPECTED);
  });

  it('reads UTF-8 with a byte-order mark, without the mark', async () => {
    const path = file('bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]));
    expect(await lines(path)).toEqual(EXPECTED);
  });

  it('reads CP949 (EUC-KR)', async () => {
    const path = file('cp949.txt', iconv.encode(TEXT, 'cp949'));
    expect((await openTextSource(path)).encoding).toBe('cp949');
    expect(await lines(path)).toEqual(EXPECTED);
  });

  it('reads gzip whatever its name says, in either encoding', async () => {
    const path = file('cp949-gz.txt', gzipSync(iconv.encode(TEXT, 'cp949')));
    expect(await lines(path)).toEqual(EXPECTED);
  });

  it('refuses Latin-1 text, naming the file', async () => {
    const path = file('latin1.csv', Buffer.from('Café|Zürich|Ærø\n', 'latin1'));
    await expect(openTextSource(path)).rejects.toThrow(EncodingError);
    await expect(openTextSource(path)).rejects.toThrow(/^latin1\.csv: /);
  });

  it('refuses binary garbage, naming the file', async () => {
    const path = file('garbage.bin', Buffer.from([0x80, 0xff, 0xfe, 0x00, 0x81, 0x00, 0xc8, 0x01, 0x99, 0x9a, 0xff, 0xff]));
    await expect(openTextSource(path)).rejects.toThrow(/garbage\.bin: /);
  });

  it('reports a later line whose bytes break CP949 (past the sample the encoding is decided on)', async () => {
    // 15 bytes a line: 20,000 lines are 300 kB, more than the 256 kB sample.
    const good = iconv.encode('서울특별시|중구\n'.repeat(20_000), 'cp949');
    const broken = Buffer.concat([Buffer.from('부산|'), Buffer.from([0xff, 0xfe]), Buffer.from('|x\n')]);
    const path = file('broken.txt', Buffer.concat([good, broken, iconv.encode('대구광역시|중구\n', 'cp949')]));
    const read = await lines(path);
    expect(read).toHaveLength(20_002);
    expect(read.filter((l) => l.invalid).map((l) => l.number)).toEqual([20_001]);
    expect(read[20_001]).toEqual({ number: 20_002, text: '대구광역시|중구', invalid: false });
  });
});
