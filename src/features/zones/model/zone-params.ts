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

/** The params as a query, defaults left out (the table view is kept by the URL state itself). */
export function writeZoneParams(v: ZoneParams): URLSearchParams {
  const out = new URLSearchParams(v.q ? { q: v.q } : {});
  if (v.sort !== 'seq') out.set('sort', v.sort);
  return out;
}
