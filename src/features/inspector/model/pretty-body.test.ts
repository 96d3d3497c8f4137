import { describe, expect, it } from 'vitest';
import { prettyBody } from './pretty-body';

const BROKEN = '{"addressInfo":{"buildingName":"서울시청 "본관" 별관","gu_gun":"중구"}}';

describe('how the inspector shows a body in its pretty view', () => {
  it('JSON as a tree, and an error envelope as a tree whatever format was asked for', () => {
    expect(prettyBody('{"a":1}', 'json')).toEqual({ kind: 'json', value: { a: 1 }, repaired: false });
    expect(prettyBody(' {"error":{"code":"X"}}', 'xml')).toEqual({ kind: 'json', value: { error: { code: 'X' } }, repaired: false });
  });

  it('a body read only after escaping quotes: a tree of the repaired reading, said to be repaired', () => {
    expect(prettyBody(BROKEN, 'json')).toEqual({
      kind: 'json',
      value: { addressInfo: { buildingName: '서울시청 "본관" 별관', gu_gun: '중구' } },
      repaired: true,
    });
    expect(prettyBody(`cb(${BROKEN});`, 'javascript')).toEqual({
      kind: 'javascript',
      inner: { value: { addressInfo: { buildingName: '서울시청 "본관" 별관', gu_gun: '중구' } }, repaired: true },
    });
  });

  it('XML indented, the JavaScript form unwrapped when it can be, anything else as text', () => {
    expect(prettyBody('<a><b/></a>', 'xml')).toEqual({ kind: 'xml' });
    expect(prettyBody('cb({"a":1});', 'javascript')).toEqual({ kind: 'javascript', inner: { value: { a: 1 }, repaired: false } });
    expect(prettyBody('window.x = 1;', 'javascript')).toEqual({ kind: 'javascript' });
    expect(prettyBody('{"a":', 'json')).toEqual({ kind: 'text' });
    expect(prettyBody('plain', 'json')).toEqual({ kind: 'text' });
  });
});
