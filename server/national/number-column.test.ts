import { describe, expect, it } from 'vitest';
import { partsAsLoaded } from './datasets';
import { numberColumn, numberColumnFrom } from './number-column';

/** The column stored and viewed back as a restart does. */
const reloaded = (values: number[]) => numberColumnFrom(partsAsLoaded({ column: numberColumn(values) }).get('column'), values.length);

describe('number columns', () => {
  it('takes the narrowest width that holds every value, and reads each value back exactly', () => {
    const cases: [number[], string][] = [
      [[0, 7, 255], 'Uint8Array'],
      [[0, 256, 3], 'Uint16Array'],
      [[65_535, 65_536], 'Uint32Array'],
      [[2 ** 32 - 1, 0], 'Uint32Array'],
      [[2 ** 32, 1], 'Float64Array'],
      [[5_000_000_000, Number.MAX_SAFE_INTEGER], 'Float64Array'],
      [[12, -1], 'Float64Array'],
      [[400, 399.5], 'Float64Array'],
      [[3, -0], 'Float64Array'],
    ];
    for (const [values, width] of cases) {
      const column = reloaded(values);
      expect(column?.constructor.name, String(values)).toBe(width);
      expect(Array.from(column ?? []), String(values)).toStrictEqual(values);
    }
  });

  it('refuses a part that is missing or fits no width for the count', () => {
    expect(numberColumnFrom(undefined, 3)).toBeNull();
    expect(numberColumnFrom(new ArrayBuffer(6), 4)).toBeNull();
    expect(numberColumnFrom(new ArrayBuffer(12), 4)).toBeNull();
    expect(numberColumnFrom(new ArrayBuffer(8), 4)?.constructor.name).toBe('Uint16Array');
    expect(numberColumnFrom(new ArrayBuffer(0), 0)?.length).toBe(0);
    expect(numberColumnFrom(new ArrayBuffer(1), 0)).toBeNull();
  });
});
