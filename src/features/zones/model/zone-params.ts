import { stageViewOf, withStageView } from '../../../lib/stage-view';

const SORTABLE = /^-?(code|name|updateDate|seq)$/;

/** The zones page's state in the URL: search text and sort order, so a shared link shows the same table. */
export interface ZoneParams {
  q: string;
  /** Sort column, '-' first for descending (e.g. "-name"). */
  sort: string;
}

export function parseZoneParams(s: URLSearchParams): ZoneParams {
  const sort = s.get('sort') ?? '';
  return { q: (s.get('q') ?? '').slice(0, 100), sort: SORTABLE.test(sort) ? sort : 'seq' };
}

/** The params as a query, defaults left out; the page's table view (`view=table`) is kept from `base`. */
export function writeZoneParams(v: ZoneParams, base: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(v.q ? { q: v.q } : {});
  if (v.sort !== 'seq') out.set('sort', v.sort);
  return new URLSearchParams(withStageView(out.toString(), stageViewOf(base.toString())));
}
