/**
 * Headers of the console's HTML. The CSP allows what the console needs and nothing else:
 * - script-src 'self' 'wasm-unsafe-eval': bundled scripts only; WebAssembly compilation for the
 *   face detector's wasm backend (no JavaScript eval);
 * - style-src 'unsafe-inline': maplibre sets element styles;
 * - worker-src/child-src 'self' blob:: the maplibre worker (served from 'self' via its ?url
 *   import) and blob workers of libraries that build them at run time;
 * - img-src data: blob:: map sprites, canvases turned into images, webcam snapshots;
 * - connect-src: the emulator itself, the real service's base URL for the remote profile, and
 *   LOCUS_CONNECT_SRC for custom remote profiles;
 * - an online basemap's host (the configured online style's origin, OpenStreetMap's for its raster
 *   tiles), in connect-src and img-src, only for a page whose basemap choice (its cookie) may use
 *   it: 'auto' (the default: online under remote profiles) and the online choices; a user who chose
 *   an offline basemap gets a page that lets no foreign host serve the map.
 */

/** Base URLs of the remote connection profiles the console offers. */
export const REMOTE_API_ORIGINS: readonly string[] = ['https://apis.openapi.sk.com'];

export function contentSecurityPolicy(extraConnectSrc: readonly string[] = [], basemapOrigins: readonly string[] = []): string {
  const connect = ["'self'", ...REMOTE_API_ORIGINS, ...extraConnectSrc, ...basemapOrigins].join(' ');
  const img = ["'self'", 'data:', 'blob:', ...basemapOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function htmlSecurityHeaders(extraConnectSrc: readonly string[] = [], basemapOrigins: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraConnectSrc, basemapOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}
