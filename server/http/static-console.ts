import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { basemapFromCookie, basemapOrigins, DEFAULT_ONLINE_STYLES, type OnlineStyles } from '../../shared/basemap-choice';
import { htmlSecurityHeaders } from './security-headers';

/**
 * Serves the built console: files under the directory as they are, `index.html` for any
 * other path without a file extension (client routes). Hashed files under assets/ are cached
 * for a year as immutable; everything else, index.html included, is `no-cache`.
 * Paths reach here already checked by the path guard.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
  '.bin': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.y4m': 'application/octet-stream',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export interface StaticConsole {
  /**
   * The answer for a GET/HEAD of `path`, or undefined when nothing is there (→ 404). The request's
   * Cookie header carries the basemap choice, which the page's CSP follows.
   */
  serve(path: string, cookie?: string): Promise<Response | undefined>;
}

export function staticConsole(dir: string, connectSrc: readonly string[], onlineStyles: Readonly<OnlineStyles> = DEFAULT_ONLINE_STYLES): StaticConsole {
  const root = resolve(dir);

  async function fileResponse(file: string, relative: string, cookie: string | undefined): Promise<Response> {
    const body = await readFile(file);
    const ext = extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE,
    };
    if (ext === '.html') {
      Object.assign(headers, htmlSecurityHeaders(connectSrc, basemapOrigins(basemapFromCookie(cookie), onlineStyles)));
      // The policy depends on the cookie: a cache must not hand one user's page to another choice.
      headers.Vary = 'Cookie';
    }
    return new Response(body, { headers });
  }

  async function isFile(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  return {
    async serve(path, cookie) {
      let relative: string;
      try {
        relative = decodeURIComponent(path).replace(/^\/+/, '');
      } catch {
        return undefined;
      }
      const file = resolve(join(root, relative));
      if (file !== root && !file.startsWith(root + sep)) return undefined;
      if (relative !== '' && (await isFile(file))) return fileResponse(file, relative, cookie);
      // Client routes fall back to index.html; a missing file with an extension is a 404.
      if (extname(relative) !== '' || relative.startsWith('assets/')) return undefined;
      const index = join(root, 'index.html');
      if (await isFile(index)) return fileResponse(index, 'index.html', cookie);
      return new Response('The console is not built. Run "npm run build" or "npm start".\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE },
      });
    },
  };
}
