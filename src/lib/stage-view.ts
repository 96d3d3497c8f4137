import { useGo, usePlace } from './routing';

/**
 * How a table page uses the screen: `map` (the side panel beside the map, the default) or
 * `table` (the page's table takes the stage; the map collapses to an overview or is hidden where
 * the page draws nothing). The choice rides in the URL's query (`?view=table`), so a shared link
 * opens the same view.
 */
export type StageView = 'map' | 'table';

export const STAGE_VIEW_PARAM = 'view';

export function stageViewOf(search: string): StageView {
  return new URLSearchParams(search).get(STAGE_VIEW_PARAM) === 'table' ? 'table' : 'map';
}

/** The query string with the view set (the default, `map`, is left out), other params kept. */
export function withStageView(search: string, view: StageView): string {
  const params = new URLSearchParams(search);
  if (view === 'table') params.set(STAGE_VIEW_PARAM, 'table');
  else params.delete(STAGE_VIEW_PARAM);
  const written = params.toString();
  return written ? `?${written}` : '';
}

/** The view in the URL and a function that changes it (a new history entry; the hash is kept). */
export function useStageView(): [StageView, (view: StageView) => void] {
  const { pathname, search } = usePlace();
  const go = useGo();
  return [stageViewOf(search), (view) => go(`${pathname}${withStageView(search, view)}`)];
}
