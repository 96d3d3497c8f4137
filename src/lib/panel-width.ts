/**
 * The side panel's width, in CSS pixels: one default on every page, the limits that keep both
 * the panel and the map usable, the keyboard steps of its splitter and the reading of widths
 * saved in the preferences.
 */

/** The panel's width on every page until the user resizes it. */
export const PANEL_DEFAULT_WIDTH = 420;
/** The narrowest panel: a page's forms still fit. */
export const PANEL_MIN_WIDTH = 320;
/** The room the map keeps beside the panel, however wide the panel is made. */
const MAP_MIN_WIDTH = 320;
/** The navigation rail's width (the first column of the shell's grid). */
const RAIL_WIDTH = 76;
/** One arrow key press; with Shift, a large step. */
const PANEL_STEP = 16;
const PANEL_LARGE_STEP = 80;
/** Widths read back from storage are never believed beyond this, whatever the screen. */
const STORED_MAX_WIDTH = 4000;
/** At most this many pages' widths are kept (the console has about ten). */
const MAX_STORED_PAGES = 32;
/** A console path as the router writes it: `/`, `/zones`, `/api-reference`. */
const PAGE_PATH = /^\/[a-z0-9-]{0,40}$/;

export interface PanelBounds {
  min: number;
  max: number;
}

/** The limits for a window `viewportWidth` px wide: the map keeps at least {@link MAP_MIN_WIDTH}. */
export function panelBounds(viewportWidth: number): PanelBounds {
  const room = Math.floor(viewportWidth) - RAIL_WIDTH - MAP_MIN_WIDTH;
  return { min: PANEL_MIN_WIDTH, max: Math.max(PANEL_MIN_WIDTH, room) };
}

/** `width` rounded to a whole pixel and kept within `bounds` (the default when it is not a number). */
export function clampPanelWidth(width: number, bounds: PanelBounds): number {
  if (!Number.isFinite(width)) return clampPanelWidth(PANEL_DEFAULT_WIDTH, bounds);
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(width)));
}

export interface SplitterKey {
  key: string;
  shiftKey: boolean;
}

/**
 * The width after a key press on the splitter (the WAI-ARIA window splitter pattern): arrows move
 * by a step (a large one with Shift), Home and End go to the limits, Enter collapses the panel to
 * its minimum and, pressed again, restores `previous`. Undefined for any other key (not handled).
 */
export function widthAfterKey(press: SplitterKey, width: number, bounds: PanelBounds, previous: number): number | undefined {
  const step = press.shiftKey ? PANEL_LARGE_STEP : PANEL_STEP;
  switch (press.key) {
    case 'ArrowLeft':
      return clampPanelWidth(width - step, bounds);
    case 'ArrowRight':
      return clampPanelWidth(width + step, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    case 'Enter':
      return width > bounds.min ? bounds.min : clampPanelWidth(previous > bounds.min ? previous : PANEL_DEFAULT_WIDTH, bounds);
    default:
      return undefined;
  }
}

/**
 * Saved widths read back from storage: only page paths with a whole number of pixels are kept,
 * each clamped to the panel's minimum and a generous maximum (the window's own limit applies when
 * the width is used); anything else is dropped.
 */
export function parsePanelWidths(value: unknown): Record<string, number> {
  const widths: Record<string, number> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return widths;
  let kept = 0;
  for (const [path, width] of Object.entries(value)) {
    if (kept >= MAX_STORED_PAGES) break;
    if (!PAGE_PATH.test(path) || typeof width !== 'number' || !Number.isFinite(width)) continue;
    widths[path] = clampPanelWidth(width, { min: PANEL_MIN_WIDTH, max: STORED_MAX_WIDTH });
    kept += 1;
  }
  return widths;
}
