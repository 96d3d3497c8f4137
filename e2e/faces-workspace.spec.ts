import type { Locator, Page } from '@playwright/test';
import { prepareTestMedia, testImage, testMediaReady } from '../server/testing/test-media';
import { apiEnrol, apiScope, apiSubject, FACE_API, twoFaces } from './faces-api';
import { expect, openConsole, tabTo, test } from './fixtures';

/*
 * The Faces page as a workspace: the gallery (subjects with their face counts, then the chosen
 * subject's faces) comes before the enrolment work; recognition shows a similarity percentage
 * beside the raw distance and says how it is worked out; the table view (the page's default)
 * puts the gallery and the enrolment queue side by side, with the map hidden.
 */

test.beforeAll(async () => {
  if (!testMediaReady()) await prepareTestMedia();
});

/** The detector and the emulator's face engine load models on first use: give them time. */
const SLOW = { timeout: 60_000 };

async function detectorReady(page: Page): Promise<void> {
  await expect(page.getByTestId('detector-status')).toHaveAttribute('data-backend', 'wasm', SLOW);
}

/** True when `a` comes before `b` in the document. */
async function comesBefore(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate((el, o) => o !== null && (el.compareDocumentPosition(o) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0, other);
}

function subjectItem(page: Page, name: string): Locator {
  return page.getByTestId('subject-item').filter({ hasText: name });
}

test.describe('faces workspace', () => {
  test('the gallery comes first; each subject shows its face count, up after an enrolment and down after a deletion, all from the keyboard', async ({ page, request }) => {
    const eileen = await apiScope(request, 'crew', 'eileen');
    const bob = await apiSubject(request, eileen.groupId, 'bob');
    await apiEnrol(request, eileen, 'astronaut.png');
    await apiEnrol(request, { groupId: eileen.groupId, subjectId: bob }, 'astronaut.png');
    await apiEnrol(request, { groupId: eileen.groupId, subjectId: bob }, 'astronaut.png', 'left');
    await openConsole(page, '/faces');
    await detectorReady(page);

    const gallery = page.getByTestId('face-gallery');
    await expect(gallery.getByRole('heading', { name: '갤러리' })).toBeVisible();
    expect(await comesBefore(gallery, page.getByTestId('faces-tasks'))).toBe(true);
    expect(await comesBefore(gallery, page.getByTestId('enrol-queue'))).toBe(true);

    await expect(subjectItem(page, 'eileen').getByTestId('subject-face-count')).toHaveText('얼굴 1개');
    await expect(subjectItem(page, 'bob').getByTestId('subject-face-count')).toHaveText('얼굴 2개');

    // Choosing a subject in the gallery chooses it for the page (the scope bar follows). From
    // here on the keyboard alone: past the rail with the skip link, Tab to each control.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '측면 패널로 건너뛰기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, subjectItem(page, 'bob'), 30);
    await page.keyboard.press('Enter');
    await expect(subjectItem(page, 'bob')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('대상 (subject-id)').locator('option:checked')).toHaveText(/^bob · /);
    await expect(gallery.getByRole('heading', { name: 'bob의 얼굴' })).toBeVisible();
    await expect(page.getByTestId('face-card')).toHaveCount(2);
    await tabTo(page, subjectItem(page, 'eileen'), 3, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('face-card')).toHaveCount(1);

    // One more face for eileen, from a file picked with the keyboard: her count goes up.
    await tabTo(page, page.getByLabel('사진 파일 고르기'), 40);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(testImage('astronaut.png'));
    const item = page.getByTestId('queue-item');
    await expect(item).toHaveAttribute('data-status', 'ready', SLOW);
    const enrol = page.getByRole('button', { name: '준비된 1개 등록' });
    await tabTo(page, enrol, 20);
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('data-status', 'enrolled', SLOW);
    await expect(subjectItem(page, 'eileen').getByTestId('subject-face-count')).toHaveText('얼굴 2개');
    await expect(page.getByTestId('face-card')).toHaveCount(2);

    // Deleting one brings it down again; bob's count is untouched. The dialog starts on Cancel;
    // the card gone, focus is on the gallery, not lost to the page's body.
    const card = page.getByTestId('face-card').first();
    const faceId = (await card.getAttribute('data-face-id')) ?? '';
    await tabTo(page, card.getByRole('button', { name: new RegExp(`\\(${faceId}\\) 삭제$`) }), 40, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '얼굴 삭제' });
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: '삭제' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('face-card')).toHaveCount(1);
    await expect(gallery).toBeFocused();
    await expect(subjectItem(page, 'eileen').getByTestId('subject-face-count')).toHaveText('얼굴 1개');
    await expect(subjectItem(page, 'bob').getByTestId('subject-face-count')).toHaveText('얼굴 2개');

    await page.getByRole('button', { name: /English/ }).click();
    await expect(subjectItem(page, 'eileen').getByTestId('subject-face-count')).toHaveText('1 face');
    await expect(subjectItem(page, 'bob').getByTestId('subject-face-count')).toHaveText('2 faces');
  });

  test('recognition: the result in view, a similarity percentage beside the raw distance and how the one comes from the other, a live threshold preview, and a table of every face', async ({ page, request }) => {
    test.setTimeout(120_000);
    const scope = await apiScope(request, 'crew', 'eileen');
    await apiEnrol(request, scope, 'astronaut.png');
    const recognitions: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`${FACE_API}/recognize`)) recognitions.push(r.url());
    });
    await openConsole(page, '/faces?tab=recognize');
    await detectorReady(page);

    await page.getByLabel('인식할 사진 고르기').setInputFiles(testImage('astronaut.png'));
    const result = page.getByTestId('recognition-result');
    const match = result.getByTestId('match');
    await expect(match).toHaveAttribute('data-matched', 'true', SLOW);
    // The answer comes into view, below the gallery and the camera.
    await expect(result.getByRole('heading', { name: '인식 결과' })).toBeInViewport();
    const distanceText = await match.getByTestId('distance').textContent();
    const similarityText = await match.getByTestId('similarity').textContent();
    const distance = Number(/거리 (\d\.\d{3})/.exec(distanceText ?? '')?.[1]);
    // One format for every percentage: one decimal.
    const similarity = Number(/^유사도 (\d+\.\d)%$/.exec(similarityText ?? '')?.[1]);
    // The emulator's default threshold (0.5) judged it: 50 % at the threshold, 100 % at 0.
    expect(similarity).toBeGreaterThan(50);
    expect(Math.abs(similarity - (1 - distance / (2 * 0.5)) * 100)).toBeLessThan(0.6);
    const note = page.getByTestId('similarity-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('유사도 = max(0, 1 − 거리 ÷ (2 × 임계값)) × 100');
    await expect(note).toContainText('임계값 0.50(에뮬레이터 기본값)에서 50%');

    // Another person: no match, below 50 %, and the distance still shown; with a threshold of
    // one's own the note names it.
    await page.getByLabel('임계값 직접 정하기 (끄면 서비스 기본값)').check();
    await page.getByLabel('인식할 사진 고르기').setInputFiles(testImage('camera.png'));
    await expect(match).toHaveAttribute('data-matched', 'false', SLOW);
    await expect(match.getByTestId('distance')).toHaveText(/거리 \d\.\d{3} > 임계값 0\.32/);
    const other = Number(/(\d+\.\d)%$/.exec((await match.getByTestId('similarity').textContent()) ?? '')?.[1]);
    expect(other).toBeLessThan(50);
    await expect(note).toContainText('임계값 0.32(직접 정한 값)에서 50%');

    // The threshold slider previews, without sending anything, which enrolled face each face in
    // the photo would match at the slider's threshold.
    const preview = page.getByTestId('threshold-preview');
    const face = preview.getByTestId('preview-face');
    await expect(face).toHaveCount(1);
    await expect(face).toHaveAttribute('data-would-match', 'false');
    await expect(face).toContainText('eileen');
    const sent = recognitions.length;
    await page.getByLabel(/임계값 \(threshold\)/).fill('1');
    await expect(face).toHaveAttribute('data-would-match', 'true');
    await expect(preview).toContainText('임계값 1.00');
    await page.getByLabel(/임계값 \(threshold\)/).fill('0.5');
    await expect(face).toHaveAttribute('data-would-match', 'false');
    expect(recognitions).toHaveLength(sent);
    await expect(preview).toContainText('거리');

    // Every face of a photo with two faces, in a table: its box, its nearest enrolled face and the
    // similarity to it, and match or not at the threshold. Her photo and its mirror image both
    // match at 0.5; at 0.15 only the photo itself (about 0.10 away; the mirror image about 0.21).
    await page.getByLabel('사진 속 모든 얼굴 인식 (multi=1)').check();
    await page.getByLabel('인식할 사진 고르기').setInputFiles({ name: 'two-faces.jpg', mimeType: 'image/jpeg', buffer: await twoFaces() });
    await expect(face).toHaveCount(2, SLOW);
    const wouldMatch = face.and(page.locator('[data-would-match=true]'));
    await expect(wouldMatch).toHaveCount(2);
    for (const row of await face.all()) {
      await expect(row).toContainText('eileen');
      await expect(row.getByTestId('preview-box')).toHaveText(/^\d+, \d+ · \d+×\d+$/);
      await expect(row.getByTestId('preview-similarity')).toHaveText(/^\d+\.\d%$/);
    }
    await page.getByLabel(/임계값 \(threshold\)/).fill('0.15');
    await expect(wouldMatch).toHaveCount(1);
    await expect(face.and(page.locator('[data-would-match=false]'))).toHaveCount(1);

    await page.getByRole('button', { name: /English/ }).click();
    await expect(match.first().getByTestId('similarity')).toHaveText(/^similarity \d+\.\d%$/);
    await expect(note).toContainText('Similarity = max(0, 1 − distance ÷ (2 × threshold)) × 100');
  });

  test('the page opens in the table view: the map hidden, the gallery and the enrolment queue side by side; the map view is kept in the link', async ({ page, request }) => {
    const scope = await apiScope(request, 'crew', 'eileen');
    await apiEnrol(request, scope, 'astronaut.png');
    await openConsole(page, '/faces');
    await detectorReady(page);
    const gallery = page.getByTestId('face-gallery');
    const queue = page.getByTestId('enrol-queue');

    // The map has nothing to show here: the table view, with nothing in the URL.
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await expect(page.locator('.shell')).toHaveAttribute('data-table-map', 'hidden');
    await expect(page.getByRole('button', { name: '표 보기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).not.toHaveURL(/[?&]view=/);

    // Two columns: the gallery, and beside it (right of it, starting at its top) the enrolment
    // work, whose queue is in that column.
    const sideBySide = async () => {
      const g = await gallery.boundingBox();
      const w = await page.getByTestId('faces-tasks').boundingBox();
      const q = await queue.boundingBox();
      expect(g && w && q).toBeTruthy();
      if (!g || !w || !q) return;
      expect(w.x).toBeGreaterThanOrEqual(g.x + g.width);
      expect(Math.abs(w.y - g.y)).toBeLessThan(40);
      expect(q.x).toBeGreaterThanOrEqual(g.x + g.width);
    };
    await expect(page.getByTestId('face-card')).toHaveCount(1);
    await sideBySide();

    // The map view: the work follows the gallery, below it; a shared link opens the same view.
    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
    const below = async () => {
      const g = await gallery.boundingBox();
      const q = await queue.boundingBox();
      expect(q && g && q.y >= g.y + g.height).toBe(true);
    };
    await below();
    await page.reload();
    await detectorReady(page);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
    await expect(page.getByTestId('face-card')).toHaveCount(1);
    await below();

    await page.getByRole('button', { name: '표 보기' }).click();
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await sideBySide();
  });
});
