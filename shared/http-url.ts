/** Why a typed http(s) URL is refused, or undefined when it is fine. */
export type HttpUrlProblem = 'required' | 'invalid' | 'scheme';

/**
 * Checks a URL the user typed (a service's base URL, a basemap file's address): http or https,
 * no user name or password in it, no fragment; a query string only where `allowQuery` says so.
 */
export function checkHttpUrl(value: string, { allowQuery }: { allowQuery: boolean }): HttpUrlProblem | undefined {
  const v = value.trim();
  if (!v) return 'required';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password || url.hash || (!allowQuery && url.search)) return 'invalid';
  return undefined;
}
