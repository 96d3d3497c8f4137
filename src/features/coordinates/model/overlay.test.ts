import { describe, expect, it } from 'vitest';
import { overlayBounds, workbenchOverlay } from './overlay';
import type { BatchRow } from './batch';

describe('workbenchOverlay', () => {
  it('draws the point, each other reading joined to it, and one pin per converted line', () => {
    const point = { lat: 37.5665, lon: 126.978 };
    const rows: BatchRow[] = [
      { line: 1, text: 'a', label: '', status: 'ok', system: 'WGS84GEO', point, wgs84: point },
      { line: 2, text: 'b', label: '', status: 'error', error: 'noNumbers' },
      { line: 3, text: 'c', label: '', status: 'ok', system: 'WGS84GEO', point: { lat: 37.6, lon: 127 }, wgs84: { lat: 37.6, lon: 127 } },
    ];
    const fc = workbenchOverlay({ point, candidates: [{ system: 'GRS80TM', wgs84: { lat: 37.56, lon: 128.24 } }], rows, activeLine: 1 });
    const roles = fc.features.map((f) => f.properties.role);
    expect(roles).toEqual(['candidate-link', 'candidate', 'point', 'pin', 'pin']);
    // The hovered pin is drawn last, on top.
    expect(fc.features.at(-1)?.properties).toMatchObject({ line: 1, active: true });
    expect(overlayBounds(workbenchOverlay({ rows }))).toEqual([
      [126.978, 37.5665],
      [127, 37.6],
    ]);
    expect(overlayBounds(workbenchOverlay({}))).toBeUndefined();
  });
});
