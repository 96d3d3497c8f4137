/**
 * Odd request paths are refused with 400 INVALID_PATH before anything else looks at them:
 * dot segments (`.`/`..`, also percent-encoded), backslashes, encoded slashes or backslashes
 * (`%2F`, `%5C`), encoded NUL and malformed percent escapes. Only the path is checked, not
 * the query. The check runs on the raw request target in the Node listener (before URL
 * normalisation would hide `..`) and again inside the app on the request URL.
 */
export function isOddPath(target: string): boolean {
  const q = target.search(/[?#]/);
  const path = q === -1 ? target : target.slice(0, q);
  if (path.includes('\\')) return true;
  if (/%(?:2f|5c|00)/i.test(path)) return true;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (decoded === '.' || decoded === '..') return true;
  }
  return false;
}

/** The path-and-query part of a full URL, as the client sent it (no decoding). */
export function requestTarget(url: string): string {
  const afterScheme = url.indexOf('//');
  const slash = afterScheme === -1 ? url.indexOf('/') : url.indexOf('/', afterScheme + 2);
  return slash === -1 ? '/' : url.slice(slash);
}
