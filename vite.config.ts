import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static SPA; in development the emulator (server/dev.ts)
// mounts Vite as middleware, so API paths are served on the same origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // MapLibre alone is about 800 kB minified; warn only when the app grows well past it.
    chunkSizeWarningLimit: 2000,
  },
});
