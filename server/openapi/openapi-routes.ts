import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { LocusEnv } from '../http/locus-env';
import { EMULATOR_VERSION } from '../version';
import { DOCS_INITIALIZER, DOCS_PAGE, docsSecurityHeaders } from './docs-page';
import { openApiDocument } from './openapi-document';

/**
 * The emulator's API reference (no key needed; neither holds a secret):
 * - GET /_locus/openapi.json → the OpenAPI 3.1 document of every operation served, generated
 *   from the contract once per process (openapi-document.ts);
 * - GET /_locus/docs → a page rendering it with Swagger UI, served from the installed
 *   swagger-ui-dist package (no CDN: it works offline), under its own strict CSP.
 */
const OPENAPI_PATH = '/_locus/openapi.json';
const DOCS_PATH = '/_locus/docs';

/** The renderer's files the page loads, by the name served under /_locus/docs/; nothing else of the package is served. */
const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const rendererDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

let documentText: string | undefined;

export function registerOpenApiRoutes(app: Hono<LocusEnv>): void {
  app.get(OPENAPI_PATH, () => {
    documentText ??= JSON.stringify(openApiDocument(EMULATOR_VERSION));
    return new Response(documentText, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' } });
  });

  const page = () => new Response(DOCS_PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...docsSecurityHeaders() } });
  app.get(DOCS_PATH, page);
  app.get(`${DOCS_PATH}/`, page);
  app.get(`${DOCS_PATH}/docs-init.js`, () => new Response(DOCS_INITIALIZER, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } }));
  app.get(`${DOCS_PATH}/:file`, async (c, next) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(RENDERER_FILES, file) ? RENDERER_FILES[file] : undefined;
    if (type === undefined) return next();
    return new Response(await readFile(join(rendererDir, file)), { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
  });
}
