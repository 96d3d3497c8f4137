import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

/*
 * Names with Unicode bidirectional controls. An RLO (U+202E) … PDF (U+202C) pair makes
 * "gnp.exe" show as "exe.png"; the console shows such data in the order it was typed, with the
 * controls made visible, isolated from the text around it. (Face names cannot carry them: the
 * service takes printable ASCII only.)
 */

const KEY = 'locus-demo-key';
const SPOOF = '\u202Egnp.exe\u202C 권역';

async function zoneInsert(request: APIRequestContext, code: string, name: string): Promise<void> {
  const res = await request.get(`/tms/zoneInsert?${new URLSearchParams({ code, name }).toString()}`, { headers: { appKey: KEY } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Where each substring's first character is drawn (its left edge, in CSS pixels), found in the
 * element's text nodes and measured with a Range: the visual order of the text, not its logical one.
 */
async function leftEdges(locator: Locator, parts: string[]): Promise<number[]> {
  return locator.evaluate((el, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const full = nodes.map((t) => t.data).join('');
    return wanted.map((part) => {
      let offset = full.indexOf(part);
      if (offset < 0) throw new Error(`"${part}" is not in "${full}"`);
      for (const t of nodes) {
        if (offset < t.data.length) {
          const range = document.createRange();
          range.setStart(t, offset);
          range.setEnd(t, offset + 1);
          return range.getBoundingClientRect().left;
        }
        offset -= t.data.length;
      }
      throw new Error(`"${part}" not found in a text node`);
    });
  }, parts);
}

/** "gnp" is drawn left of "exe", which is left of what follows: the name reads as typed. */
async function expectTypedOrder(locator: Locator, after: string): Promise<void> {
  const [g, x, rest] = await leftEdges(locator, ['gnp', 'exe', after]);
  expect(g, 'the "g" of gnp.exe is drawn before its "x"').toBeLessThan(x ?? Number.NaN);
  expect(x, `"${after}" is drawn after the name`).toBeLessThan(rest ?? Number.NaN);
}

test('a zone named with an RLO override shows in typed order in the table, the delete dialog and the inspector', async ({ page, request }) => {
  test.setTimeout(120_000);
  await zoneInsert(request, '0007', SPOOF);
  await openConsole(page, '/zones');
  const row = page.locator('[data-testid=zone-row][data-code="0007"]');
  await expect(row).toContainText('gnp.exe');

  // The table: the name sits in a <bdi>, its controls are visible, and it reads as typed.
  const cell = row.locator('bdi').filter({ hasText: 'gnp.exe' });
  await expect(cell).toHaveText('⟨RLO⟩gnp.exe⟨PDF⟩ 권역');
  expect(await cell.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  await expectTypedOrder(cell, '권역');

  // A sentence the name is placed in: the delete confirmation.
  await row.getByRole('button', { name: /0007 삭제/ }).click();
  const dialog = page.getByRole('dialog', { name: '권역 삭제' });
  const question = dialog.getByText(/지울까요/);
  await expect(question).toContainText('gnp.exe');
  await expectTypedOrder(question, '지울까요');
  await dialog.getByRole('button', { name: '취소' }).click();

  // The inspector: the zone list's answer, as a tree and as the raw body.
  await page.getByRole('link', { name: /요청 검사/ }).click();
  await page.getByTestId('inspector-row').filter({ hasText: '/tms/zoneList' }).first().locator('.path-cell button').click();
  const tree = page.getByTestId('json-tree');
  await expect(tree).toContainText('gnp.exe');
  await expectTypedOrder(tree.locator('bdi').filter({ hasText: 'gnp.exe' }).first(), '권역');
});
