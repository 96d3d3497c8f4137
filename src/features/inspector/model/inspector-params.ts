import { STAGE_VIEW_PARAM } from '../../../lib/stage-view';
import { EMPTY_FILTER, type HistoryFilter } from './history';

export type InspectorTab = 'live' | 'history';
export type BodyView = 'pretty' | 'raw';

/** The inspector's state in the URL: a colleague opening the link sees the same list and call. */
export interface InspectorParams extends HistoryFilter {
  tab: InspectorTab;
  /** Key of the selected call (see historyKey). */
  sel: string;
  /** How the response body is shown; `body=raw` in the URL (`view` is the page's map/table view). */
  view: BodyView;
}

const MAX = 200;
const text = (v: string | null) => (v ?? '').slice(0, MAX);

export function parseInspectorParams(search: URLSearchParams): InspectorParams {
  return {
    tab: search.get('tab') === 'history' ? 'history' : 'live',
    sel: /^[0-9a-z]{1,12}-\d{1,9}$/.test(search.get('sel') ?? '') ? (search.get('sel') ?? '') : '',
    // Links written before the table view said `view=raw`: still read.
    view: search.get('body') === 'raw' || search.get(STAGE_VIEW_PARAM) === 'raw' ? 'raw' : 'pretty',
    path: text(search.get('path')),
    status: text(search.get('status')),
    text: text(search.get('text')),
    starredOnly: search.get('starred') === '1',
  };
}

/** The params as a query (the table view is kept by the URL state itself). */
export function writeInspectorParams(p: InspectorParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.tab !== 'live') out.set('tab', p.tab);
  if (p.sel) out.set('sel', p.sel);
  if (p.view !== 'pretty') out.set('body', p.view);
  if (p.path !== EMPTY_FILTER.path) out.set('path', p.path);
  if (p.status !== EMPTY_FILTER.status) out.set('status', p.status);
  if (p.text !== EMPTY_FILTER.text) out.set('text', p.text);
  if (p.starredOnly) out.set('starred', '1');
  return out;
}
