import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

/** Where the Faces page finds its detector files, below the console's base URL. */
const FACE_ASSETS_PREFIX = 'face-assets';

/**
 * The face detector's files, served by the console without being committed: the face-api
 * model weights the Faces page uses (TinyFaceDetector for the gate and the live overlay, the
 * tiny 68-point landmark model for the live landmarks) and the tfjs wasm binaries. They come
 * from node_modules, so they always match the installed packages.
 */
function faceAssetFiles(): Map<string, string> {
  const faceApiRoot = dirname(require.resolve('@vladmandic/face-api/package.json'));
  const wasmDist = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  const files = new Map<string, string>();
  for (const model of ['tiny_face_detector_model', 'face_landmark_68_tiny_model']) {
    for (const suffix of ['-weights_manifest.json', '.bin']) {
      files.set(`models/${model}${suffix}`, join(faceApiRoot, 'model', `${model}${suffix}`));
    }
  }
  // All three: which one tfjs fetches depends on the browser (SIMD, cross-origin isolation).
  for (const wasm of ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm']) {
    files.set(`wasm/${wasm}`, join(wasmDist, wasm));
  }
  return files;
}

/**
 * The wasm binaries must come from the same tfjs release as the JavaScript bundled into
 * face-api's ESM build, or the backend fails at run time with an opaque error: say so at
 * build time instead.
 */
async function checkTfjsVersions(): Promise<string | undefined> {
  const bundled = (await import('@vladmandic/face-api/dist/tfjs.version.js')) as { version: Record<string, string> };
  const wasmPackage = JSON.parse(readFileSync(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'), 'utf8')) as { version: string };
  const inFaceApi = bundled.version['tfjs-backend-wasm'] ?? bundled.version['tfjs-core'];
  return inFaceApi === wasmPackage.version
    ? undefined
    : `face-api bundles tfjs ${String(inFaceApi)} but @tensorflow/tfjs-backend-wasm is ${wasmPackage.version}: install the matching version`;
}

const CONTENT_TYPES: Record<string, string> = { '.json': 'application/json', '.bin': 'application/octet-stream', '.wasm': 'application/wasm' };

/** Emits the face detector's files into the build and serves them in development. */
function faceAssets(): Plugin {
  const files = faceAssetFiles();
  return {
    name: 'locus-face-assets',
    async buildStart() {
      const mismatch = await checkTfjsVersions();
      if (mismatch) this.error(mismatch);
    },
    async generateBundle() {
      for (const [name, path] of files) {
        this.emitFile({ type: 'asset', fileName: `${FACE_ASSETS_PREFIX}/${name}`, source: await readFile(path) });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${FACE_ASSETS_PREFIX}`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\/+/, '') ?? '';
        const path = files.get(name);
        if (!path) {
          next();
          return;
        }
        readFile(path).then(
          (body) => {
            res.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

// The console is a static SPA; in development the emulator (server/dev.ts)
// mounts Vite as middleware, so API paths are served on the same origin.
export default defineConfig({
  plugins: [react(), faceAssets()],
  resolve: {
    // wouter and react-i18next read useSyncExternalStore through its shim package, written for
    // React < 18; React 19 has the hook itself, so the shim's fallback is not bundled.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // MapLibre alone is about 800 kB minified; warn only when the app grows well past it.
    chunkSizeWarningLimit: 2000,
    // Everything the first page imports statically is one chunk with the entry: one request and
    // one compression dictionary instead of a dozen small shared chunks (pages loaded later import
    // from it, as they would from those chunks).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } },
    // Font files stay files: the browser fetches only the unicode-range slices a page uses, and
    // the map downloads them by URL (a data: URL would be fetched against connect-src).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
});
