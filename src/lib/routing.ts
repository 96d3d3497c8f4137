import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/*
 * The console's routes are paths with a query string; the map camera rides in the hash, which
 * the map writes itself and every navigation keeps. wouter (a small router) gives the path and
 * the query; these two hooks put them in the shape the pages use.
 */

export interface Place {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
}

/** Where the console is: path and query (re-renders when either changes, not for the camera hash). */
export function usePlace(): Place {
  const [pathname] = useLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** The path alone: re-renders when the path changes, not for the query or the camera hash. */
export function usePathname(): string {
  return useLocation()[0];
}

/**
 * Navigates to a path (with query), keeping the current camera hash unless `to` has its own.
 * The function is stable across renders (wouter's navigate is), so it can sit in effect and
 * callback dependencies.
 */
export function useGo(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) =>
      navigate(to.includes('#') ? to : `${to}${window.location.hash}`, { replace: options.replace ?? false }),
    [navigate],
  );
}
