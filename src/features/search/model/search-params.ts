import type { AddressFlag } from '../../../../shared/contract/code-tables';
/**
 * The search page's state as kept in the URL, so a link reproduces the search:
 * `?tab=full&q=세종대로 110&flag=F00&page=2`, `?tab=structured&city=…&gu=…&dong=…&bunji=…`,
 * `?tab=postcode&q=…`, `?tab=convert&dir=OtoN&multi=S&q=…`.
 */
export const SEARCH_TABS = ['full', 'structured', 'postcode', 'convert'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SearchState {
  tab: SearchTab;
  /** Query text of the full-text, postcode and conversion tabs. */
  q: string;
  flag: AddressFlag;
  page: number;
  city: string;
  gu: string;
  dong: string;
  bunji: string;
  detail: string;
  dir: 'OtoN' | 'NtoO';
  multi: 'S' | 'M';
  /** Selected result (index on the page), if any. */
  sel: number | undefined;
}

export const PAGE_SIZE = 20;

export const DEFAULT_SEARCH: SearchState = {
  tab: 'full',
  q: '',
  flag: 'F00',
  page: 1,
  city: '',
  gu: '',
  dong: '',
  bunji: '',
  detail: '',
  dir: 'OtoN',
  multi: 'S',
  sel: undefined,
};

const MAX_TEXT = 200;
const text = (v: string | null) => (v ?? '').slice(0, MAX_TEXT);

export function parseSearch(search: URLSearchParams): SearchState {
  const tab = search.get('tab');
  const flag = search.get('flag');
  const page = Number(search.get('page'));
  const sel = Number(search.get('sel'));
  return {
    tab: (SEARCH_TABS as readonly string[]).includes(tab ?? '') ? (tab as SearchTab) : DEFAULT_SEARCH.tab,
    q: text(search.get('q')),
    flag: flag === 'F01' || flag === 'F02' ? flag : 'F00',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    city: text(search.get('city')),
    gu: text(search.get('gu')),
    dong: text(search.get('dong')),
    bunji: text(search.get('bunji')),
    detail: text(search.get('detail')),
    dir: search.get('dir') === 'NtoO' ? 'NtoO' : 'OtoN',
    multi: search.get('multi') === 'M' ? 'M' : 'S',
    sel: search.has('sel') && Number.isInteger(sel) && sel >= 0 ? sel : undefined,
  };
}

/** Only the fields that matter for the tab, and only when they differ from the defaults. */
export function writeSearch(s: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  const put = (k: string, v: string, d: string) => {
    if (v !== d) out.set(k, v);
  };
  put('tab', s.tab, DEFAULT_SEARCH.tab);
  if (s.tab === 'structured') {
    put('city', s.city, '');
    put('gu', s.gu, '');
    put('dong', s.dong, '');
    put('bunji', s.bunji, '');
    put('detail', s.detail, '');
  } else {
    put('q', s.q, '');
  }
  if (s.tab !== 'convert') put('flag', s.flag, DEFAULT_SEARCH.flag);
  if (s.tab === 'full' || s.tab === 'postcode') put('page', String(s.page), '1');
  if (s.tab === 'convert') {
    put('dir', s.dir, DEFAULT_SEARCH.dir);
    put('multi', s.multi, DEFAULT_SEARCH.multi);
  }
  if (s.sel !== undefined) out.set('sel', String(s.sel));
  return out;
}

/** True when the state holds a query worth sending. */
export function hasQuery(s: SearchState): boolean {
  return s.tab === 'structured' ? Boolean(s.city.trim() && s.gu.trim() && s.dong.trim()) : Boolean(s.q.trim());
}

export function pageCount(totalCount: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The query text each tab last had, so returning to a tab brings back its own text. */
export type TypedPerTab = Partial<Record<SearchTab, string>>;

/**
 * Switching tabs: the query text belongs to the tab it was typed in. The new tab gets its own
 * last text (or none), never the old tab's (a postcode is not an address to convert), so no
 * request is sent with another tab's query. Page and selection start over.
 */
export function switchTab(state: SearchState, next: SearchTab, typed: TypedPerTab): { patch: Partial<SearchState>; typed: TypedPerTab } {
  const kept = state.tab === 'structured' ? typed : { ...typed, [state.tab]: state.q };
  return { patch: { tab: next, q: next === 'structured' ? state.q : (kept[next] ?? ''), page: 1, sel: undefined }, typed: kept };
}
