/**
 * Whether an error is the browser failing to fetch a lazily loaded chunk (the server went away
 * or a new build replaced the files). The page explains it in its own panel (RouteError), so it
 * is an expected state, not a bug to report on the console.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}
