import { describe, expect, it } from 'vitest';
import { renderJsonArray } from './json-array';

async function chunks(res: Response): Promise<string[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const out: string[] = [];
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value));
  }
}

describe('renderJsonArray', () => {
  it('writes exactly JSON.stringify of the list, in chunks of a bounded number of items', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: i, name: `n"${i}<b>` }));
    const parts = await chunks(renderJsonArray(items, 3));
    expect(parts.join('')).toBe(JSON.stringify(items));
    // 4 chunks of ≤ 3 items and the closing bracket: no chunk holds the whole list.
    expect(parts).toHaveLength(5);
  });

  it('writes empty and one-item lists as JSON does', async () => {
    expect((await chunks(renderJsonArray([]))).join('')).toBe('[]');
    expect((await chunks(renderJsonArray([{ a: 1 }]))).join('')).toBe('[{"a":1}]');
    expect(renderJsonArray([]).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
