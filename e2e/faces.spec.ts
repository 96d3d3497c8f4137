import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import config from '../playwright.config';
import { FAKE_CAMERA_FILE, prepareTestMedia, testImage, testMediaReady } from '../server/testing/test-media';
import { apiEnrol, apiScope, FACE_API } from './faces-api';
import { expect, openConsole, test } from './fixtures';

/*
 * Faces: enrolment from the (fake) webcam and from files through the in-browser gate, the
 * gallery, deletion, recognition, and what happens without a camera. Chromium's fake camera
 * plays astronaut.y4m (made by `npm run test:media` from Debian's python3-skimage images).
 */

// The fake camera is a launch flag, so this file gets a browser of its own: the config's
// launch options plus the camera flags (the Y4M path must be absolute).
const configured = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...configured,
    args: [...(configured.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`],
  },
});

test.beforeAll(async () => {
  if (!testMediaReady()) await prepareTestMedia();
});

/** The detector and the emulator's face engine load models on first use: give them time. */
const SLOW = { timeout: 60_000 };

async function openFaces(page: Page): Promise<void> {
  await openConsole(page, '/faces');
  await expect(page.getByTestId('detector-status')).toHaveAttribute('data-backend', 'wasm', SLOW);
}

test.describe('faces', () => {
  test('create a group and a subject, enrol from the live camera, see and delete the face', async ({ page }) => {
    const creates: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `${FACE_API}/face`) creates.push(r);
    });
    await openFaces(page);
    await expect(page.getByLabel('그룹 (group-id)')).toContainText('그룹 없음');

    // A group: the name travels in a header, so Korean is refused at the field.
    await page.getByRole('button', { name: '새 그룹' }).click();
    const groupDialog = page.getByRole('dialog', { name: '새 그룹' });
    await groupDialog.getByLabel('그룹 이름 (group-name)').fill('얼굴 그룹');
    await groupDialog.getByRole('button', { name: '만들기' }).click();
    await expect(groupDialog.getByText('영문·숫자 등 ASCII 문자만 쓸 수 있습니다(한글 미지원).')).toBeVisible();
    await groupDialog.getByLabel('그룹 이름 (group-name)').fill('e2e-group');
    await groupDialog.getByRole('button', { name: '만들기' }).click();
    await expect(groupDialog).toHaveCount(0);
    await expect(page.getByLabel('그룹 (group-id)').locator('option:checked')).toHaveText(/^e2e-group · [0-9A-Z]{10}$/);

    await page.getByRole('button', { name: '새 대상' }).click();
    const subjectDialog = page.getByRole('dialog', { name: '새 대상' });
    await subjectDialog.getByLabel('대상 이름 (subject-name)').fill('eileen');
    await subjectDialog.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByLabel('대상 (subject-id)').locator('option:checked')).toHaveText(/^eileen · [0-9A-Z]{10}$/);

    // The chosen ids are credentials: in the session, never in the URL.
    const groupId = await page.getByLabel('그룹 (group-id)').inputValue();
    const subjectId = await page.getByLabel('대상 (subject-id)').inputValue();
    const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('locus.session'))) ?? '{}') as { credentials?: { local?: { groupId?: string; subjectId?: string } } };
    expect(session.credentials?.local).toMatchObject({ groupId, subjectId });
    expect(page.url()).not.toContain(groupId);
    expect(page.url()).not.toContain(subjectId);

    // The live overlay: one face, its box and 5 landmarks.
    await page.getByRole('button', { name: '카메라 켜기' }).click();
    await expect(page.getByTestId('live-status')).toHaveText('얼굴 1개 — 촬영할 수 있습니다', SLOW);
    const overlay = page.getByTestId('live-overlay');
    await expect(overlay).toHaveAttribute('data-faces', '1');
    await expect(overlay.locator('rect')).toHaveCount(1);
    await expect(overlay.locator('circle')).toHaveCount(5);

    await page.getByRole('button', { name: '촬영해 등록 대기열에 넣기' }).click();
    const item = page.getByTestId('queue-item');
    await expect(item).toHaveAttribute('data-status', 'ready', SLOW);
    await expect(item).toContainText('준비됨');
    await expect(item).toContainText(/\d+×\d+ · JPEG/);

    // Two clicks in one task, before the page can re-render (faster than any double click):
    // one create is sent, not two.
    await item.getByRole('button', { name: '등록', exact: true }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(item).toHaveAttribute('data-status', 'enrolled', SLOW);
    await expect(item).toContainText(/face_id [0-9A-Z]{10}/);
    expect(creates).toHaveLength(1);

    // The gallery: the face with what the service saw, and the image this browser kept, drawn.
    const card = page.getByTestId('face-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('.face-name')).toHaveText('front');
    await expect(card.locator('[data-chip=age]')).toHaveText(/^\d+세$/);
    await expect(card.locator('[data-chip=gender]')).toHaveText('여성');
    // Every percentage on the page in one format: one decimal.
    await expect(card.locator('[data-chip=expression]')).toHaveText(/ \d+\.\d%$/);
    await expect(card.locator('[data-chip=attribute]')).toBeVisible();
    await expect(card.locator('[data-chip=faceScore]')).toHaveText(/^얼굴 점수 [01]\.\d\d$/);
    await expect(card.locator('.face-meta')).toHaveText(/^원본 \d+×\d+ · 엔진 버전 \S+$/);
    const figure = card.getByRole('img', { name: /^등록한 사진: front \([0-9A-Z]{10}\)/ });
    await expect(figure).toBeVisible();
    await expect(figure.locator('rect')).toHaveCount(1);
    await expect(figure.locator('circle')).toHaveCount(5);
    await expect(page.getByTestId('stored-images')).toContainText('이 브라우저에 저장된 얼굴 사진 1장');

    // Delete, with confirmation.
    const faceId = (await card.getAttribute('data-face-id')) ?? '';
    await card.getByRole('button', { name: `얼굴 front (${faceId}) 삭제` }).click();
    const confirm = page.getByRole('dialog', { name: '얼굴 삭제' });
    await expect(confirm).toContainText(faceId);
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByTestId('face-card')).toHaveCount(0);
    await expect(page.getByText('이 대상에게 등록된 얼굴이 없습니다.')).toBeVisible();
    await expect(page.getByTestId('stored-images')).toContainText('이 브라우저에 저장된 얼굴 사진 0장');
  });

  test('the gate refuses a cat and a fake JPEG; each can be sent anyway, and the service’s answer is explained beside the gate’s reason', async ({ page, request }) => {
    await apiScope(request, 'pets', 'chelsea');
    await openFaces(page);
    await expect(page.getByLabel('대상 (subject-id)').locator('option:checked')).toHaveText(/^chelsea · /);

    await page.getByLabel('사진 파일 고르기').setInputFiles([
      { name: 'chelsea.png', mimeType: 'image/png', buffer: await readFile(testImage('chelsea.png')) },
      // A text file named like a JPEG: the gate reads the bytes, not the name.
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') },
    ]);
    const cat = page.locator('[data-testid=queue-item][data-label="chelsea.png"]');
    const fake = page.locator('[data-testid=queue-item][data-label="notes.jpg"]');
    await expect(cat).toHaveAttribute('data-status', 'refused', SLOW);
    await expect(cat).toContainText('얼굴을 찾지 못했습니다.');
    await expect(fake).toHaveAttribute('data-status', 'refused');
    await expect(fake).toContainText('지원하지 않는 형식입니다');
    await cat.getByRole('button', { name: '그래도 보내기' }).click();
    await expect(cat).toHaveAttribute('data-status', 'failed', SLOW);
    const explained = cat.getByRole('alert');
    await expect(explained).toHaveAttribute('data-error-code', '3004');
    await expect(explained).toContainText('사진에서 얼굴을 찾지 못했습니다 (3004)');
    await expect(explained).toContainText('얼굴이 정면으로, 밝고 크게 나온 사진을 쓰세요.');
    // The browser's reason stays, beside the service's answer.
    await expect(cat.getByTestId('gate-refusals')).toHaveText('얼굴을 찾지 못했습니다.');
    await expect(cat).toContainText('브라우저 검사를 무시하고 보냈습니다.');
    await expect(page.getByTestId('face-card')).toHaveCount(0);

    // A hard limit too: the service's own refusal is the point of sending it.
    await fake.getByRole('button', { name: '그래도 보내기' }).click();
    await expect(fake).toHaveAttribute('data-status', 'failed', SLOW);
    await expect(fake.getByRole('alert')).toHaveAttribute('data-error-code', /^400\d$/);
    await expect(fake.getByTestId('gate-refusals')).toContainText('지원하지 않는 형식입니다');

    await fake.getByRole('button', { name: 'notes.jpg 빼기' }).click();
    await expect(fake).toHaveCount(0);

    // A second group is selected when created, and deleted only after confirmation.
    const groups = page.getByLabel('그룹 (group-id)');
    await page.getByRole('button', { name: '새 그룹' }).click();
    await page.getByRole('dialog', { name: '새 그룹' }).getByLabel('그룹 이름 (group-name)').fill('scratch');
    await page.getByRole('dialog', { name: '새 그룹' }).getByRole('button', { name: '만들기' }).click();
    await expect(groups.locator('option:checked')).toHaveText(/^scratch · /);
    await expect(page.getByLabel('대상 (subject-id)')).toContainText('대상 없음');
    await page.getByRole('button', { name: '그룹 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '그룹 삭제' });
    await expect(confirm).toContainText('그룹 scratch');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(groups.locator('option')).toHaveCount(2);
    await page.getByRole('button', { name: '그룹 삭제' }).click();
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(groups.locator('option')).toHaveCount(1);
    await expect(groups.locator('option:checked')).toHaveText(/^pets · /);
  });

  test('recognising the astronaut finds her subject; another person is no match', async ({ page, request }) => {
    const scope = await apiScope(request, 'crew', 'eileen');
    await apiEnrol(request, scope, 'astronaut.png');
    await openFaces(page);
    await expect(page.getByLabel('대상 (subject-id)').locator('option:checked')).toHaveText(/^eileen · /);
    await expect(page.getByTestId('face-card')).toHaveCount(1);

    await page.getByRole('tab', { name: '인식 시험' }).click();
    await expect(page).toHaveURL(/[?&]tab=recognize/);
    await page.getByLabel('인식할 사진 고르기').setInputFiles(testImage('astronaut.png'));
    const result = page.getByTestId('recognition-result');
    const match = result.getByTestId('match');
    await expect(match).toHaveAttribute('data-matched', 'true', SLOW);
    await expect(match).toContainText('일치: eileen');
    await expect(match).toContainText(scope.subjectId);
    await expect(match).toContainText(/거리 \d\.\d{3} \(서비스 기본 임계값\)/);
    await expect(page.getByRole('img', { name: '인식한 사진 astronaut.png' }).locator('text')).toHaveText('eileen');

    // The threshold is page state (in the URL); the scope is not.
    await page.getByLabel('임계값 직접 정하기 (끄면 서비스 기본값)').check();
    await expect(page).toHaveURL(/[?&]threshold=0\.32/);
    await page.getByLabel(/임계값 \(threshold\)/).fill('0.5');
    await expect(page).toHaveURL(/[?&]threshold=0\.5/);
    expect(page.url()).not.toContain(scope.groupId);
    await expect(result).toContainText('설정이 바뀌었습니다.');
    await page.getByRole('button', { name: '다시 인식' }).click();
    await expect(match).toContainText(/거리 \d\.\d{3} ≤ 임계값 0\.50/, SLOW);

    await page.getByLabel('인식할 사진 고르기').setInputFiles(testImage('camera.png'));
    await expect(match).toHaveAttribute('data-matched', 'false', SLOW);
    await expect(match).toContainText('일치 없음');
    await expect(match).toContainText('이 그룹에 임계값 안에 드는 대상이 없습니다.');

    // A photo the browser refuses is not sent by itself; sent anyway, the result shows the
    // service's answer and keeps the browser's reason.
    await page.getByLabel('인식할 사진 고르기').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
    await expect(page.getByTestId('recognize-gate')).toContainText('지원하지 않는 형식입니다');
    await expect(result).toHaveCount(0);
    await page.getByRole('button', { name: '그래도 보내기' }).click();
    await expect(result.getByRole('alert')).toHaveAttribute('data-error-code', /^400\d$/, SLOW);
    await expect(result).toContainText('브라우저 검사를 무시하고 보냈습니다');
    await expect(result.getByTestId('gate-refusals')).toContainText('지원하지 않는 형식입니다');
  });

  test('a blocked camera shows what to do, and file upload still enrols', async ({ page, request }) => {
    // The emulator cannot deny a camera: the browser's answer is faked, as a user's "Block" gives it.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await apiScope(request, 'desk', 'eileen');
    await openFaces(page);
    await page.getByRole('button', { name: '카메라 켜기' }).click();
    const guidance = page.getByTestId('camera-guidance');
    await expect(guidance).toHaveAttribute('data-problem', 'denied');
    await expect(guidance).toContainText('카메라 사용이 차단되어 있습니다');
    await expect(guidance).toContainText('카메라를 "허용"으로 바꾼 뒤');
    await expect(guidance).toContainText('카메라 없이도 사진 파일을 올려 등록하거나 인식할 수 있습니다.');

    await page.getByLabel('사진 파일 고르기').setInputFiles(testImage('astronaut.png'));
    const item = page.getByTestId('queue-item');
    await expect(item).toHaveAttribute('data-status', 'ready', SLOW);
    await page.getByRole('button', { name: '준비된 1개 등록' }).click();
    await expect(item).toHaveAttribute('data-status', 'enrolled', SLOW);
    await expect(page.getByTestId('face-card')).toHaveCount(1);

    // The same guidance in English.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(guidance).toContainText('Camera access is blocked');
    await expect(page.getByRole('heading', { name: 'Faces', exact: true })).toBeVisible();
  });
});
