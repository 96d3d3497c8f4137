import { DEFAULT_REGION_LEVEL, isRegionLevel, type RegionLevel } from './region-levels';
import { fitsDegrees } from '../../../../shared/contract/coordinate-rules';

/**
 * The regions page's state in the URL: `?q=강남&cat=gu_gun&page=2&sel=21168000000,31114055000
 * &focus=21168000000&at=37.5665,126.978&simplify=20`. `cat` is one level, or absent for every
 * level (older links without `cat`, made when gu_gun was the default, now list every level, the
 * districts among them; links naming a level keep it). `sel` keeps the order of selection (it
 * gives each region its colour); `at` is the last "what is here?" point.
 */
export interface RegionsParams {
  q: string;
  cat: RegionLevel;
  page: number;
  sel: string[];
  focus: string | undefined;
  at: { lat: number; lon: number } | undefined;
  /** Display simplification tolerance in metres; 0 = off. */
  simplify: number;
}

export const SIMPLIFY_CHOICES = [0, 5, 20, 100] as const;
const MAX_SELECTION = 12;
const REGION_ID = /^\d{1,20}$/;

export function parseRegionsParams(search: URLSearchParams): RegionsParams {
  const cat = search.get('cat');
  const page = Number(search.get('page'));
  const simplify = Number(search.get('simplify'));
  const [lat, lon] = (search.get('at') ?? '').split(',').map(Number);
  const focus = search.get('focus') ?? '';
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    cat: isRegionLevel(cat) ? cat : DEFAULT_REGION_LEVEL,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    sel: [...new Set((search.get('sel') ?? '').split(',').filter((id) => REGION_ID.test(id)))].slice(0, MAX_SELECTION),
    focus: REGION_ID.test(focus) ? focus : undefined,
    at: lat !== undefined && lon !== undefined && fitsDegrees({ lat, lon }) ? { lat, lon } : undefined,
    simplify: (SIMPLIFY_CHOICES as readonly number[]).includes(simplify) ? simplify : 0,
  };
}

export function writeRegionsParams(p: RegionsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.cat !== DEFAULT_REGION_LEVEL) out.set('cat', p.cat);
  if (p.page !== 1) out.set('page', String(p.page));
  if (p.sel.length > 0) out.set('sel', p.sel.join(','));
  if (p.focus) out.set('focus', p.focus);
  if (p.at) out.set('at', `${p.at.lat.toFixed(6)},${p.at.lon.toFixed(6)}`);
  if (p.simplify) out.set('simplify', String(p.simplify));
  return out;
}

/** Adds a region to the selection (at the end) or removes it. */
export function toggleSelection(sel: readonly string[], regionId: string): string[] {
  return sel.includes(regionId) ? sel.filter((id) => id !== regionId) : [...sel, regionId].slice(-MAX_SELECTION);
}
