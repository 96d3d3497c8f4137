import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };
/** A click whose building's entrance is a few metres east of the building's point. */
const NEAR_ENTRANCE = { lat: 37.57995, lon: 126.97874 };

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
    interface Retained { bucketIndex: number; featureIndex: { bucketLayerIDs: string[][] } }
    // The collision grid is MapLibre's internal placement state; it has no public type.
    const internal = window.locusMap as unknown as { style: { placement: { collisionIndex: { grid: Grid }; retainedQueryData: Record<number, Retained | undefined> } } };
    const { collisionIndex, retainedQueryData } = internal.style.placement;
    const grid = collisionIndex.grid;
    // The room kept around the answers' symbols (invisible icons) is not a label: those may overlap.
    const isRoom = (k: Key) => {
      const q = retainedQueryData[k.bucketInstanceId];
      return q?.featureIndex.bucketLayerIDs[q.bucketIndex]?.includes('explore-symbol-room') === true;
    };
    type Shape = { key: string; box?: [number, number, number, number]; circle?: [number, number, number] };
    const shapes: Shape[] = [];
    grid.boxKeys.forEach((k, i) => {
      const b = grid.bboxes.slice(i * 4, i * 4 + 4) as [number, number, number, number];
      if (!isRoom(k)) shapes.push({ key: `${k.bucketInstanceId}:${k.featureIndex}`, box: b });
    });
    grid.circleKeys.forEach((k, i) => {
      const c = grid.circles.slice(i * 3, i * 3 + 3) as [number, number, number];
      if (!isRoom(k)) shapes.push({ key: `${k.bucketInstanceId}:${k.featureIndex}`, circle: c });
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

/**
 * Point labels the map drew that do not sit beside their own symbol: a label over another
 * symbol (the answer's reference points, the POI, the clicked point), or nearer to another symbol
 * than to its own. Labels are read from MapLibre's placement (the collision grid, which is in
 * screen pixels shifted by its 100-pixel margin), symbols from the page's sources.
 */
async function labelsBesideOthers(page: Page): Promise<string[]> {
  await page.waitForFunction(() => window.locusMap?.loaded() === true && !window.locusMap.isMoving());
  return page.evaluate(() => {
    const map = window.locusMap;
    if (!map) return ['no map'];
    const internal = map as unknown as { style: { placement: { collisionIndex: { grid: { bboxes: number[]; boxKeys: unknown[] } } } } };
    const grid = internal.style.placement.collisionIndex.grid;
    const MARGIN = 100;
    // Each symbol with the radius it is drawn with (circle radius and stroke; the clicked point's marker).
    const symbols: { name: string; x: number; y: number; r: number }[] = [];
    for (const [source, r] of [['explore-offsets', 8], ['explore-poi', 9]] as const) {
      for (const f of map.querySourceFeatures(source)) {
        if (f.geometry.type !== 'Point') continue;
        const name = String(f.properties.label ?? f.properties.name);
        if (symbols.some((s) => s.name === name)) continue;
        const p = map.project(f.geometry.coordinates as [number, number]);
        symbols.push({ name, x: p.x, y: p.y, r });
      }
    }
    const clicked = document.querySelector<HTMLElement>('[data-testid="marker-query"]');
    if (clicked?.dataset.lat && clicked.dataset.lon) {
      const p = map.project([Number(clicked.dataset.lon), Number(clicked.dataset.lat)]);
      symbols.push({ name: 'clicked point', x: p.x, y: p.y, r: 10 });
    }
    const wrong: string[] = [];
    grid.boxKeys.forEach((_, i) => {
      const [x1, y1, x2, y2] = grid.bboxes.slice(i * 4, i * 4 + 4).map((v) => v - MARGIN) as [number, number, number, number];
      const f = map.queryRenderedFeatures([(x1 + x2) / 2, (y1 + y2) / 2], { layers: ['explore-ref-labels', 'explore-poi-label'] })[0];
      if (!f) return;
      const name = String(f.properties.label ?? f.properties.name);
      const own = symbols.find((s) => s.name === name);
      if (!own) return;
      const gap = (s: { x: number; y: number }) => Math.hypot(Math.max(x1 - s.x, 0, s.x - x2), Math.max(y1 - s.y, 0, s.y - y2));
      for (const other of symbols) {
        if (other === own) continue;
        if (gap(other) < other.r) wrong.push(`"${name}" over the symbol of "${other.name}"`);
        // Symbols drawn on the same spot are beside the same labels.
        else if (Math.hypot(other.x - own.x, other.y - own.y) >= 1 && gap(other) < gap(own) - 0.5) wrong.push(`"${name}" nearer to the symbol of "${other.name}" than to its own`);
      }
    });
    return wrong;
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

test.describe('explore labels never overlap and sit beside their own symbols', () => {
  for (const lang of ['ko', 'en'] as const) {
    test(`after a City Hall click at zoom 14.5 to 17, and a click by a building whose entrance is near at zoom 17 to 19 (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await openConsole(page);
      await switchLanguage(page, lang);
      const table = page.getByTestId('offsets-table');
      const visits = [
        { at: CITY_HALL, zooms: [14.5, 15, 16, 17], poi: true },
        // Its building's label once sat beside the entrance's ring, and the entrance's beside the
        // building's dot (at 15 and 16 too: the zooms above are enough for the whole range).
        { at: NEAR_ENTRANCE, zooms: [17, 18, 19], poi: false },
      ];
      for (const { at, zooms, poi } of visits) {
        // The offsets of the point before (none at first): the new answer's differ.
        const before = (await table.count()) > 0 ? await table.innerText() : '';
        await clickMapAt(page, at.lat, at.lon);
        await expect(table.locator('tr').first()).toBeVisible();
        await expect(table).not.toHaveText(before);
        if (poi) await expect(page.getByTestId('poi-name')).toBeVisible();
        for (const zoom of zooms) {
          await page.evaluate(([z, la, lo]) => window.locusMap?.jumpTo({ center: [lo, la], zoom: z }), [zoom, at.lat, at.lon] as const);
          await expect.poll(async () => (await drawnExploreLabels(page)).length, { message: `explore labels drawn at zoom ${zoom}` }).toBeGreaterThan(0);
          const { shapes, overlaps } = await labelOverlaps(page);
          expect(shapes, `labels placed at zoom ${zoom}`).toBeGreaterThan(1);
          expect(overlaps, `overlapping labels at zoom ${zoom} (${lang})`).toEqual([]);
          expect(await labelsBesideOthers(page), `labels beside another symbol at zoom ${zoom} (${lang})`).toEqual([]);
          // Labels left out on the map are still read in the side panel: every reference point's
          // name and distance is in the table.
          for (const label of await drawnExploreLabels(page)) {
            const [layer, text] = label.split(/:(.*)/s) as [string, string];
            if (layer === 'explore-ref-labels' || layer === 'explore-offset-line-labels') await expect(table).toContainText(text);
          }
        }
      }
    });
  }
});
