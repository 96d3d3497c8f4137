import { useGo, usePlace } from './routing';

/**
 * How a table page uses the screen: `map` (the side panel beside the map) or `table` (the page's
 * table takes the stage; the map collapses to an overview or is hidden where the page draws
 * nothing). The choice rides in the URL's query (`?view=table`, `?view=map`), so a shared link
 * opens the same view; without it a page opens in its own default view.
 */
export type StageView = 'map' | 'table';

export const STAGE_VIEW_PARAM = 'view';

/**
 * The pages with a table view and what happens to the map there: `overview` keeps a small map
 * (the page draws on it), `hidden` removes it (the page draws nothing). Other pages ignore
 * `?view=`.
 */
const TABLE_VIEW_PAGES: Readonly<Record<string, 'overview' | 'hidden'>> = {
  '/zones': 'hidden',
  '/inspector': 'hidden',
  '/faces': 'hidden',
  '/batch': 'overview',
};

/** The map's place in the table view of the page at `pathname`, or undefined when it has none. */
export function tableViewMap(pathname: string): 'overview' | 'hidden' | undefined {
  return TABLE_VIEW_PAGES[pathname];
}

/**
 * The view a page opens in when the URL does not say: the table view on a page whose map would
 * have nothing to show (its table view hides the map: Zones, Inspector, Faces), else the map view.
 */
export function defaultStageView(pathname: string): StageView {
  return tableViewMap(pathname) === 'hidden' ? 'table' : 'map';
}

/** The view of the page at `pathname`: the URL's `view` when it is `table` or `map`, else the page's default. */
export function stageViewOf(search: string, pathname: string): StageView {
  const asked = new URLSearchParams(search).get(STAGE_VIEW_PARAM);
  return asked === 'table' || asked === 'map' ? asked : defaultStageView(pathname);
}

/** The query string with the view set (the page's default is left out), other params kept. */
export function withStageView(search: string, view: StageView, pathname: string): string {
  const params = new URLSearchParams(search);
  if (view === defaultStageView(pathname)) params.delete(STAGE_VIEW_PARAM);
  else params.set(STAGE_VIEW_PARAM, view);
  const written = params.toString();
  return written ? `?${written}` : '';
}

/** Whether the page at this place shows the map (in its map view, or as the table view's overview). */
export function mapShown(pathname: string, search: string): boolean {
  return stageViewOf(search, pathname) === 'map' || tableViewMap(pathname) !== 'hidden';
}

/** The view in the URL and a function that changes it (a new history entry; the hash is kept). */
export function useStageView(): [StageView, (view: StageView) => void] {
  const { pathname, search } = usePlace();
  const go = useGo();
  return [stageViewOf(search, pathname), (view) => go(`${pathname}${withStageView(search, view, pathname)}`)];
}
