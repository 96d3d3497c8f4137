import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

interface Overlap {
  a: string;
  b: string;
}

/**
 * Pairs of label collision shapes that overlap, read from MapLibre's own placement: every label
 * it draws (the console's and the basemap's) has its boxes or, along lines, circles in the
 * placement's collision grid, so two drawn labels that overlap on screen overlap there.
 */
async function labelOverlaps(page: Page): Promise<{ shapes: number; overlaps: Overlap[] }> {
  await page.waitForFunction(() => window.locusMap?.loaded() === true && !window.locusMap.isMoving());
  return page.evaluate(() => {
    interface Key { bucketInstanceId: number; featureIndex: number }
    interface Grid { boxKeys: Key[]; bboxes: number[]; circleKeys: Key[]; circles: number[] }
    // The collision grid is MapLibre's internal placement state; it has no public type.
    const internal = window.locusMap as unknown as { style: { placement: { collisionIndex: { grid: Grid } } } };
    const grid = internal.style.placement.collisionIndex.grid;
    type Shape = { key: string; box?: [number, number, number, number]; circle?: [number, number, number] };
    const shapes: Shape[] = [];
    grid.boxKeys.forEach((k, i) => {
      const b = grid.bboxes.slice(i * 4, i * 4 + 4) as [number, number, number, number];
      shapes.push({ key: `${k.bucketInstanceId}:${k.featureIndex}`, box: b });
    });
    grid.circleKeys.forEach((k, i) => {
      const c = grid.circles.slice(i * 3, i * 3 + 3) as [number, number, number];
      shapes.push({ key: `${k.bucketInstanceId}:${k.featureIndex}`, circle: c });
    });
    const EPS = 0.5;
    const hit = (s: Shape, t: Shape): boolean => {
      if (s.box && t.box) return s.box[0] < t.box[2] - EPS && t.box[0] < s.box[2] - EPS && s.box[1] < t.box[3] - EPS && t.box[1] < s.box[3] - EPS;
      if (s.circle && t.circle) return Math.hypot(s.circle[0] - t.circle[0], s.circle[1] - t.circle[1]) < s.circle[2] + t.circle[2] - EPS;
      const box = (s.box ?? t.box) as [number, number, number, number];
      const circle = (s.circle ?? t.circle) as [number, number, number];
      const dx = Math.max(box[0] - circle[0], 0, circle[0] - box[2]);
      const dy = Math.max(box[1] - circle[1], 0, circle[1] - box[3]);
      return Math.hypot(dx, dy) < circle[2] - EPS;
    };
    // Pairs are compared within 64-pixel cells of the screen (a shape joins every cell it touches).
    const CELL = 64;
    const cells = new Map<string, number[]>();
    shapes.forEach((s, i) => {
      const [x1, y1, x2, y2] = s.box ?? [s.circle![0] - s.circle![2], s.circle![1] - s.circle![2], s.circle![0] + s.circle![2], s.circle![1] + s.circle![2]];
      for (let cx = Math.floor(x1 / CELL); cx <= Math.floor(x2 / CELL); cx++) {
        for (let cy = Math.floor(y1 / CELL); cy <= Math.floor(y2 / CELL); cy++) {
          const id = `${cx},${cy}`;
          cells.set(id, [...(cells.get(id) ?? []), i]);
        }
      }
    });
    const seen = new Set<string>();
    const overlaps: { a: string; b: string }[] = [];
    for (const members of cells.values()) {
      for (let i = 0; i < members.length; i++) {
        for (let j = i + 1; j < members.length; j++) {
          const s = shapes[members[i] ?? -1];
          const t = shapes[members[j] ?? -1];
          if (!s || !t || s.key === t.key || !hit(s, t)) continue;
          const pair = s.key < t.key ? `${s.key}|${t.key}` : `${t.key}|${s.key}`;
          if (!seen.has(pair)) overlaps.push({ a: s.key, b: t.key });
          seen.add(pair);
        }
      }
    }
    return { shapes: shapes.length, overlaps };
  });
}

async function switchLanguage(page: Page, to: 'ko' | 'en'): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === to) return;
  await page.getByRole('button', { name: to === 'en' ? /English/ : /한국어/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Explore labels the map drew (placed ones only). */
async function drawnExploreLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layers = ['explore-ref-labels', 'explore-offset-line-labels', 'explore-road-foot-label', 'explore-poi-label'];
    return (window.locusMap?.queryRenderedFeatures({ layers }) ?? []).map((f) => `${f.layer.id}:${String(f.properties.label ?? f.properties.offset ?? f.properties.name)}`);
  });
}

test.describe('explore labels never overlap', () => {
  for (const lang of ['ko', 'en'] as const) {
    test(`after a City Hall click, at zoom 14.5, 15, 16 and 17 (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await openConsole(page);
      await switchLanguage(page, lang);
      await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);
      const table = page.getByTestId('offsets-table');
      await expect(table.locator('tr').first()).toBeVisible();
      await expect(page.getByTestId('poi-name')).toBeVisible();
      for (const zoom of [14.5, 15, 16, 17]) {
        await page.evaluate(([z, la, lo]) => window.locusMap?.jumpTo({ center: [lo, la], zoom: z }), [zoom, CITY_HALL.lat, CITY_HALL.lon] as const);
        await expect.poll(async () => (await drawnExploreLabels(page)).length, { message: `explore labels drawn at zoom ${zoom}` }).toBeGreaterThan(0);
        const { shapes, overlaps } = await labelOverlaps(page);
        expect(shapes, `labels placed at zoom ${zoom}`).toBeGreaterThan(1);
        expect(overlaps, `overlapping labels at zoom ${zoom} (${lang})`).toEqual([]);
        // Labels left out on the map are still read in the side panel: every reference point's
        // name and distance is in the table.
        for (const label of await drawnExploreLabels(page)) {
          const [layer, text] = label.split(/:(.*)/s) as [string, string];
          if (layer === 'explore-ref-labels' || layer === 'explore-offset-line-labels') await expect(table).toContainText(text);
        }
      }
    });
  }
});
