/*
 * The API reference page: Swagger UI (swagger-ui-dist) pointed at the emulator's own document.
 * Its scripts are files served from this origin (no inline script); the initializer turns off
 * what would reach beyond it: the online spec validator (validatorUrl null), loading another
 * document from the page's query (queryConfigEnabled false, the default made explicit), and the
 * top bar's URL box (the base layout has none). Authorisation typed for try-it-out lives in the
 * page's memory only (persistAuthorization false) and is sent to this emulator only (the
 * document's one server is "/").
 */

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Locus emulator: API reference</title>
    <link rel="stylesheet" href="/_locus/docs/swagger-ui.css">
    <link rel="icon" type="image/png" href="/_locus/docs/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/_locus/docs/swagger-ui-bundle.js"></script>
    <script src="/_locus/docs/docs-init.js"></script>
  </body>
</html>
`;

export const DOCS_INITIALIZER = `"use strict";
window.ui = SwaggerUIBundle({
  url: "/_locus/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  displayOperationId: true,
  validatorUrl: null,
  queryConfigEnabled: false,
  persistAuthorization: false,
  withCredentials: false,
});
`;

/**
 * The page's policy: its own scripts and styles; inline style attributes, which the renderer
 * sets; data: images (the renderer's icons); requests to this origin only.
 */
export function docsSecurityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}
