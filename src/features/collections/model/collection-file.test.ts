import { describe, expect, it } from 'vitest';
import { KEYS, leaks } from '../../../api/key-leaks';
import type { Collection } from './collection';
import { collectionFileName, exportCollection, readCollectionFile } from './collection-file';

function collection(params: Record<string, unknown>): Collection {
  return {
    id: 'c1',
    name: '시청 주변',
    createdAt: 1,
    updatedAt: 2,
    calls: [
      { id: 'a', operation: 'reverseGeocoding', params, expectations: [{ kind: 'status', status: 200 }] },
      { id: 'b', operation: 'faceList', params: { groupId: 'g' }, expectations: [{ kind: 'exists', path: 'faces' }] },
    ],
  };
}

describe('collection file', () => {
  it('round-trips: a version, the name, the calls and their expectations; new ids on the way in', () => {
    const text = exportCollection(collection({ lat: '37.5665', lon: 126.978 }), {});
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({ format: 'locus-collection', version: 1, name: '시청 주변' });
    const back = readCollectionFile(text);
    expect(back).toMatchObject({
      ok: true,
      name: '시청 주변',
      calls: [
        { operation: 'reverseGeocoding', params: { lat: '37.5665', lon: 126.978 }, expectations: [{ kind: 'status', status: 200 }] },
        { operation: 'faceList', params: { groupId: 'g' }, expectations: [{ kind: 'exists', path: 'faces' }] },
      ],
    });
    if (back.ok) expect(back.calls[0]?.id).not.toBe('a');
  });

  it.each(KEYS)('never holds the key, the app-id or a photo (key %j)', (key) => {
    const params = { lat: '37.5', appKey: key, 'app-id': 'the-app', APPKEY: key, note: `key is ${key}`, image: 'data:image/jpeg;base64,/9j/4AAQ' };
    const text = exportCollection(collection(params), { appKey: key, appId: 'the-app' });
    expect(leaks(text, key)).toBe(false);
    expect(text).not.toContain('the-app');
    expect(text).not.toContain('data:image');
    expect(text).toContain('<API_KEY>');
  });

  it('drops credentials and photos from a file written by hand', () => {
    const file = { format: 'locus-collection', version: 1, name: 'x', calls: [{ operation: 'geocoding', params: { city_do: '서울', appKey: 'k', image: 'data:image/png;base64,AA' } }] };
    expect(readCollectionFile(JSON.stringify(file))).toMatchObject({ ok: true, calls: [{ params: { city_do: '서울' }, expectations: [] }], dropped: ['appKey', 'image'] });
  });

  it('refuses a bad file with what is wrong', () => {
    expect(readCollectionFile('{')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(readCollectionFile('{"info":{}}')).toEqual({ ok: false, problem: { kind: 'notCollection' } });
    expect(readCollectionFile('{"format":"locus-collection","version":7}')).toEqual({ ok: false, problem: { kind: 'version', version: '7' } });
    const badOp = { format: 'locus-collection', version: 1, name: 'x', calls: [{ operation: 'dropTables', params: {} }] };
    expect(readCollectionFile(JSON.stringify(badOp))).toMatchObject({ ok: false, problem: { kind: 'invalid', where: 'calls.0.operation' } });
    const badExp = { format: 'locus-collection', version: 1, name: 'x', calls: [{ operation: 'geocoding', params: {}, expectations: [{ kind: 'near', path: 'a', lat: 99, lon: 0, metres: 5 }] }] };
    expect(readCollectionFile(JSON.stringify(badExp))).toMatchObject({ ok: false, problem: { kind: 'invalid', where: 'calls.0.expectations.0.lat' } });
    expect(readCollectionFile(' '.repeat(6 * 1024 * 1024))).toEqual({ ok: false, problem: { kind: 'tooLarge' } });
  });

  it('names the file after the collection', () => {
    expect(collectionFileName('a/b: c', '.locus.json')).toBe('a_b_ c.locus.json');
  });
});
