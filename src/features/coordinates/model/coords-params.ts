import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import type { SourceChoice } from './batch';
import { isInputSystem, type InputSystem } from './input-system';

/**
 * The workbench's state in the URL, so a link reproduces it: `?q=309911.68,552074.35&from=KATECH`
 * (`swap=1` when the user swapped the axes, `out=` the batch's output system). Only a single
 * line of up to MAX_Q characters goes into the link; a batch paste stays in the page.
 */
export interface CoordsParams {
  q: string;
  /** The system the input is read in (a service system, a local-only one or 'custom'); undefined = the first plausible one. */
  from: InputSystem | undefined;
  swap: boolean;
  /** Batch: the system every line is read in ('auto' = each line's first plausible one). */
  src: SourceChoice;
  /** Batch: the system shown beside WGS84. */
  out: CoordType;
}

export const MAX_Q = 300;

const isCoordType = (v: string | null): v is CoordType => v !== null && (COORD_TYPES as readonly string[]).includes(v);

export function parseCoordsParams(search: URLSearchParams): CoordsParams {
  const q = search.get('q') ?? '';
  const from = search.get('from');
  const src = search.get('src');
  const out = search.get('out');
  return {
    q: q.length <= MAX_Q ? q : '',
    from: from !== null && isInputSystem(from) ? from : undefined,
    swap: search.get('swap') === '1',
    src: isCoordType(src) ? src : 'auto',
    out: isCoordType(out) ? out : 'KATECH',
  };
}

export function writeCoordsParams(p: CoordsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q && p.q.length <= MAX_Q && !p.q.includes('\n')) out.set('q', p.q);
  if (p.from) out.set('from', p.from);
  if (p.swap) out.set('swap', '1');
  if (p.src !== 'auto') out.set('src', p.src);
  if (p.out !== 'KATECH') out.set('out', p.out);
  return out;
}
