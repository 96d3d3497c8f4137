import { describe, expect, it } from 'vitest';
import {
  PANEL_DEFAULT_WIDTH,
  PANEL_MIN_WIDTH,
  clampPanelWidth,
  panelBounds,
  parsePanelWidths,
  widthAfterKey,
} from './panel-width';

const WIDE = panelBounds(1440);

describe('panel width limits', () => {
  it('leaves the rail and at least 320 px of map beside the panel', () => {
    expect(panelBounds(1440)).toEqual({ min: 320, max: 1440 - 76 - 320 });
    expect(panelBounds(1024)).toEqual({ min: 320, max: 628 });
  });

  it('never puts the maximum under the minimum on a narrow window', () => {
    expect(panelBounds(600)).toEqual({ min: 320, max: 320 });
  });

  it('clamps a width saved on a wide screen to what a narrow one allows', () => {
    expect(clampPanelWidth(900, panelBounds(1024))).toBe(628);
    expect(clampPanelWidth(100, WIDE)).toBe(PANEL_MIN_WIDTH);
    expect(clampPanelWidth(455.6, WIDE)).toBe(456);
    expect(clampPanelWidth(Number.NaN, WIDE)).toBe(PANEL_DEFAULT_WIDTH);
  });
});

describe('splitter keys', () => {
  const press = (key: string, shiftKey = false) => ({ key, shiftKey });

  it('moves by a step with the arrows and a larger one with Shift', () => {
    expect(widthAfterKey(press('ArrowRight'), 420, WIDE, 420)).toBe(436);
    expect(widthAfterKey(press('ArrowLeft'), 420, WIDE, 420)).toBe(404);
    expect(widthAfterKey(press('ArrowRight', true), 420, WIDE, 420)).toBe(500);
    expect(widthAfterKey(press('ArrowLeft', true), 420, WIDE, 420)).toBe(340);
  });

  it('stops at the limits', () => {
    expect(widthAfterKey(press('ArrowLeft', true), 330, WIDE, 330)).toBe(320);
    expect(widthAfterKey(press('ArrowRight'), WIDE.max - 4, WIDE, 0)).toBe(WIDE.max);
    expect(widthAfterKey(press('Home'), 600, WIDE, 600)).toBe(320);
    expect(widthAfterKey(press('End'), 600, WIDE, 600)).toBe(WIDE.max);
  });

  it('collapses with Enter and restores the previous width with Enter again', () => {
    expect(widthAfterKey(press('Enter'), 560, WIDE, 560)).toBe(320);
    expect(widthAfterKey(press('Enter'), 320, WIDE, 560)).toBe(560);
    // Nothing wider to come back to: the default.
    expect(widthAfterKey(press('Enter'), 320, WIDE, 320)).toBe(PANEL_DEFAULT_WIDTH);
  });

  it('leaves other keys to the browser', () => {
    expect(widthAfterKey(press('Tab'), 420, WIDE, 420)).toBeUndefined();
    expect(widthAfterKey(press('ArrowUp'), 420, WIDE, 420)).toBeUndefined();
  });
});

describe('saved widths', () => {
  it('keeps page paths with numbers, clamped and rounded', () => {
    expect(parsePanelWidths({ '/zones': 640, '/explore': 200, '/batch': 512.4 })).toEqual({
      '/zones': 640,
      '/explore': 320,
      '/batch': 512,
    });
  });

  it('drops anything that is not a page path with a finite number', () => {
    expect(
      parsePanelWidths({
        '/zones': '640',
        'https://example.com/': 500,
        '/faces?appKey=x': 500,
        '/inspector': Number.POSITIVE_INFINITY,
        '/search': null,
        '/coordinates': 480,
      }),
    ).toEqual({ '/coordinates': 480 });
  });

  it('reads garbage as no saved widths', () => {
    expect(parsePanelWidths(null)).toEqual({});
    expect(parsePanelWidths('420')).toEqual({});
    expect(parsePanelWidths([420])).toEqual({});
  });

  it('keeps a bounded number of pages', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`/p${i}`, 400]));
    expect(Object.keys(parsePanelWidths(many))).toHaveLength(32);
  });
});
