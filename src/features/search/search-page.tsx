import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SourceKind } from '../../api/emulator-info';
import { TabList } from '../../components/ui/tab-list';
import { ErrorPanel } from '../../components/ui/error-panel';
import { NoResult } from '../../components/ui/no-result';
import { useUrlState } from '../../lib/use-url-state';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap, useMapLayerPointer } from '../../map/map-context';
import { Pager } from './components/pager';
import { ResultList } from './components/result-list';
import { ConvertForm, StructuredForm, TextSearchForm } from './components/search-forms';
import { SEARCH_COLORS, SEARCH_LAYERS, SEARCH_POINT_LAYERS, SEARCH_SOURCE } from './layers';
import { resultsBounds, resultsOverlay } from './model/results-overlay';
import { hasQuery, PAGE_SIZE, pageCount, parseSearch, SEARCH_TABS, switchTab, writeSearch, type SearchTab, type TypedPerTab } from './model/search-params';
import { searchQueries } from './queries';
import { searchRequest } from './model/search-request';
import { compareHref, sideOf } from '../../session/compare-link';
import { useSession } from '../../session/session-store';
import { useGo } from '../../lib/routing';

/** The data that answers every tab of this page: what the emulator would need imported to find more. */
const ADDRESS_DATA: readonly SourceKind[] = ['addresses'];

/**
 * Find addresses of the platform's world four ways (full text, structured, postcode, old↔new);
 * every candidate numbered in the list and on the map, hover linking both, the query in the URL.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const map = useMap();
  const [state, update] = useUrlState(parseSearch, writeSearch);
  const [hovered, setHovered] = useState<number | null>(null);

  const query = useQuery({ ...searchQueries.run(state), enabled: hasQuery(state) });
  const results = useMemo(() => (hasQuery(state) ? (query.data?.results ?? []) : []), [query.data, state]);
  const active = hovered ?? state.sel;
  const paged = state.tab === 'full' || state.tab === 'postcode';
  const offset = paged ? (state.page - 1) * PAGE_SIZE : 0;
  const overlay = useMemo(() => resultsOverlay(results, active ?? undefined, offset), [results, active, offset]);

  useMapLayerPointer(SEARCH_POINT_LAYERS, 'index', {
    onHover: setHovered,
    onClick: (i) => update({ sel: i }, { replace: true }),
  });

  // New results: fit the map to them (not on hover or selection changes).
  const fitted = useRef<unknown>(null);
  useEffect(() => {
    if (!map || !query.data || fitted.current === query.data) return;
    fitted.current = query.data;
    const b = resultsBounds(query.data.results);
    if (b) map.fitBounds(b, { padding: 80, maxZoom: 16.5, duration: 0 });
  }, [map, query.data]);

  // A selected result: bring it into view.
  useEffect(() => {
    const r = state.sel === undefined ? undefined : results[state.sel];
    if (map && r?.point) map.easeTo({ center: r.point, zoom: Math.max(map.getZoom(), 16), duration: 300 });
  }, [map, state.sel, results]);

  // Each tab's own query text, so a switch never sends one tab's query to another operation.
  const typed = useRef<TypedPerTab>({});
  const goToTab = (tab: SearchTab) => {
    const next = switchTab(state, tab, typed.current);
    typed.current = next.typed;
    update(next.patch);
  };

  const session = useSession();
  const go = useGo();
  const request = searchRequest(state);
  const compareLink = compareHref(request.operation, request.params, sideOf(session));

  const total = query.data?.totalCount ?? 0;
  const pages = pageCount(total);

  return (
    <div className="page search-page">
      <h1>{t('search.title')}</h1>
      <TabList idPrefix="search" tabs={SEARCH_TABS} selected={state.tab} label={t('search.tabs')} onSelect={goToTab}>
        {(tab) => t(`search.tab.${tab}`)}
      </TabList>
      <div id="search-tabpanel" role="tabpanel" aria-labelledby={`search-tab-${state.tab}`}>
        {(state.tab === 'full' || state.tab === 'postcode') && <TextSearchForm key={state.tab} tab={state.tab} state={state} onSearch={update} />}
        {state.tab === 'structured' && <StructuredForm state={state} onSearch={update} />}
        {state.tab === 'convert' && <ConvertForm state={state} onSearch={update} />}
      </div>

      <GeoJsonOverlay id={SEARCH_SOURCE} data={overlay} layers={SEARCH_LAYERS} />

      <div aria-live="polite" aria-busy={query.isFetching} className="search-results">
        {hasQuery(state) && query.isPending && <p className="muted">{t('search.searching')}</p>}
        {query.isError && <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />}
        {hasQuery(state) && query.data && (
          <>
            {results.length === 0 ? (
              // With the local emulator, an empty answer may mean it has no addresses there: it names the import.
              <NoResult message={t('search.empty')} imports={ADDRESS_DATA} />
            ) : (
              <p className="muted" data-testid="result-count">
                {t('search.count', { count: total })}
              </p>
            )}
            <ResultList results={results} offset={offset} active={active ?? undefined} onHover={setHovered} onSelect={(i) => update({ sel: i }, { replace: true })} />
            {paged && <Pager page={state.page} pages={pages} onPage={(page) => update({ page, sel: undefined })} />}
            {query.data.deviations > 0 && <p className="warning">{t('errors.deviations', { count: query.data.deviations })}</p>}
            <p className="compare-with">
              <a
                href={compareLink}
                onClick={(e) => {
                  e.preventDefault();
                  go(compareLink);
                }}
              >
                {t('search.compareWith')}
              </a>
            </p>
          </>
        )}
      </div>
      <section className="legend" aria-label={t('legend.title')}>
        <ul>
          <li>
            <svg width="18" height="18" aria-hidden="true"><circle cx="9" cy="9" r="7" fill="#fff" stroke={SEARCH_COLORS.lot} strokeWidth="3" /></svg>
            <span>{t('search.legendLot')}</span>
          </li>
          <li>
            <svg width="18" height="18" aria-hidden="true"><circle cx="9" cy="9" r="7" fill={SEARCH_COLORS.road} stroke="#3e2723" strokeWidth="2" /></svg>
            <span>{t('search.legendRoad')}</span>
          </li>
          <li>
            <svg width="18" height="18" aria-hidden="true"><circle cx="9" cy="9" r="4" fill="#fff" stroke={SEARCH_COLORS.entrance} strokeWidth="2" /></svg>
            <span>{t('search.legendEntrance')}</span>
          </li>
        </ul>
      </section>
    </div>
  );
}
