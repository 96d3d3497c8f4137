/**
 * Test images for the face journeys and engine tests, taken from a Debian package rather than
 * kept in the repository: python3-skimage ships scikit-image's public-domain sample images.
 * `npm run test:media` downloads the package with `apt-get download` (no root needed), extracts
 * astronaut.png (a face), camera.png (a face) and chelsea.png (a cat), and writes
 * astronaut.y4m for Chromium's fake camera. Files already present are kept.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { encodeY4m } from './y4m';

/** Where the media land (ignored by git). */
export const TEST_MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.locus/test-media');
export const TEST_IMAGES = ['astronaut.png', 'camera.png', 'chelsea.png'] as const;
export const FAKE_CAMERA_FILE = path.join(TEST_MEDIA_DIR, 'astronaut.y4m');

const PACKAGE = 'python3-skimage';
const DATA_DIR = 'usr/lib/python3/dist-packages/skimage/data';

/** Absolute path of one test image. */
export function testImage(name: (typeof TEST_IMAGES)[number]): string {
  return path.join(TEST_MEDIA_DIR, name);
}

/** True when every image and the Y4M are there. */
export function testMediaReady(): boolean {
  return TEST_IMAGES.every((name) => existsSync(testImage(name))) && existsSync(FAKE_CAMERA_FILE);
}

function fetchImages(): void {
  const work = mkdtempSync(path.join(tmpdir(), 'locus-media-'));
  try {
    console.log(`[test-media] apt-get download ${PACKAGE}…`);
    execFileSync('apt-get', ['download', PACKAGE], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    const deb = readdirSync(work).find((f) => f.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${PACKAGE} left no .deb`);
    const unpacked = path.join(work, 'x');
    execFileSync('dpkg-deb', ['-x', path.join(work, deb), unpacked]);
    for (const name of TEST_IMAGES) copyFileSync(path.join(unpacked, DATA_DIR, name), testImage(name));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function writeFakeCamera(): Promise<void> {
  const image = sharp(testImage('astronaut.png')).removeAlpha();
  const meta = await image.metadata();
  const width = (meta.width ?? 0) & ~1;
  const height = (meta.height ?? 0) & ~1;
  const { data } = await image.extract({ left: 0, top: 0, width, height }).raw().toBuffer({ resolveWithObject: true });
  writeFileSync(FAKE_CAMERA_FILE, encodeY4m({ width, height, rgb: new Uint8Array(data) }, 2));
}

export async function prepareTestMedia(): Promise<void> {
  mkdirSync(TEST_MEDIA_DIR, { recursive: true });
  if (!TEST_IMAGES.every((name) => existsSync(testImage(name)))) {
    try {
      fetchImages();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not get the test images from Debian's ${PACKAGE} (needs apt-get and dpkg-deb and a reachable Debian mirror): ${why}`, {
        cause: error,
      });
    }
  }
  if (!existsSync(FAKE_CAMERA_FILE)) await writeFakeCamera();
  console.log(`[test-media] ready: ${[...TEST_IMAGES, path.basename(FAKE_CAMERA_FILE)].join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prepareTestMedia().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
