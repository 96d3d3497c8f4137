import { useEffect, useMemo, useRef } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ui/error-panel';
import { NoResult } from '../../components/ui/no-result';
import { downloadText } from '../../lib/download';
import { useScrollIntoView } from '../../lib/scroll-into-view';
import { useUrlState } from '../../lib/use-url-state';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap, useMapClick } from '../../map/map-context';
import { RegionDetails } from './components/region-details';
import { RegionList } from './components/region-list';
import { RegionNoResult } from './components/region-no-result';
import { RegionSearchForm } from './components/region-search-form';
import { REGION_HERE_LAYERS, REGION_HERE_SOURCE, REGION_LAYERS, REGIONS_SOURCE } from './layers';
import { colourOf, regionsBounds, regionsOverlay, selectionGeoJson, type SelectedRegion } from './model/region-shapes';
import { REGION_DATA } from './model/region-levels';
import { parseRegionsParams, SIMPLIFY_CHOICES, toggleSelection, writeRegionsParams } from './model/regions-params';
import { regionQueries } from './queries';

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/**
 * Administrative regions as polygons: find them by name (geofencing KEYWORD search) or by a map
 * click (COORDINATES), put several on the map in distinct colours, walk the hierarchy up and down,
 * simplify heavy outlines for display, export the selection as GeoJSON. All of it in the URL.
 */
export function RegionsPage() {
  const { t } = useTranslation('regions');
  const map = useMap();
  const [params, update] = useUrlState(parseRegionsParams, writeRegionsParams);
  const toggle = (regionId: string) => update({ sel: toggleSelection(params.sel, regionId) });
  const focus = (regionId: string) => update({ focus: regionId });

  useMapClick((p) => update({ at: { lat: p.lat, lon: p.lng } }));

  const search = useQuery({ ...regionQueries.search(params.q, params.cat, params.page), enabled: params.q !== '' });
  const here = useQuery({ ...regionQueries.at(params.at?.lat ?? 0, params.at?.lon ?? 0), enabled: params.at !== undefined });
  const lookups = useQueries({ queries: params.sel.map((id) => regionQueries.lookup(id)) });
  const selected = useMemo(() => lookups.flatMap((q) => (q.data ? [q.data] : [])), [lookups]);
  const failed = lookups.find((q) => q.isError);

  // The regions at a clicked point are listed at the foot of the panel: bring them into view.
  const hereSection = useRef<HTMLElement>(null);
  useScrollIntoView(hereSection, params.at && here.data ? `${params.at.lat},${params.at.lon}` : undefined);

  const { shapes, vertices } = useMemo(() => regionsOverlay(selected, params.focus, params.simplify), [selected, params.focus, params.simplify]);
  const herePoint = useMemo(
    () => (params.at ? { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [params.at.lon, params.at.lat] } }] } : EMPTY),
    [params.at],
  );

  // Fit to the selection when a region joins it (not when one leaves, nor on focus changes).
  const fittedCount = useRef(0);
  useEffect(() => {
    if (!map) return;
    const grew = selected.length > fittedCount.current;
    fittedCount.current = selected.length;
    if (!grew) return;
    const b = regionsBounds(selected);
    if (b) map.fitBounds(b, { padding: 60, maxZoom: 15, duration: 0 });
  }, [map, selected]);

  const fit = (regions: readonly SelectedRegion[]) => {
    const b = regionsBounds(regions);
    if (map && b) map.fitBounds(b, { padding: 60, maxZoom: 15, duration: 300 });
  };

  return (
    <div className="page regions-page">
      <h1>{t('regions.title')}</h1>
      <RegionSearchForm q={params.q} cat={params.cat} onSearch={(v) => update({ q: v.q, cat: v.cat, page: 1 })} />

      {params.q !== '' && (
        <section aria-label={t('regions.results')} aria-busy={search.isFetching} className="region-results">
          {search.isPending && <p className="muted">{t('regions.loading')}</p>}
          {search.isError && <ErrorPanel error={search.error} onRetry={() => void search.refetch()} />}
          {search.data && search.data.items.length === 0 && params.page === 1 && (
            <RegionNoResult q={params.q} level={params.cat} onLevel={(cat) => update({ cat, page: 1 })} />
          )}
          {search.data && search.data.items.length > 0 && (
            <RegionList regions={search.data.items} selection={params.sel} focus={params.focus} onToggle={toggle} onFocus={focus} label={t('regions.results')} testId="region-results" />
          )}
          {(params.page > 1 || search.data?.more === true) && (
            <div className="pager">
              <button type="button" className="button small" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
                {t('search.prev')}
              </button>
              <span data-testid="regions-page">{t('regions.page', { page: params.page })}</span>
              <button type="button" className="button small" disabled={search.data?.more !== true} onClick={() => update({ page: params.page + 1 })}>
                {t('search.next')}
              </button>
            </div>
          )}
        </section>
      )}

      <GeoJsonOverlay id={REGIONS_SOURCE} data={shapes} layers={REGION_LAYERS} />
      <GeoJsonOverlay id={REGION_HERE_SOURCE} data={herePoint} layers={REGION_HERE_LAYERS} />

      {params.sel.length > 0 && (
        <section className="card selection" aria-label={t('regions.selection')} data-testid="selection">
          <h2>{t('regions.selection')}</h2>
          {failed?.error !== undefined && <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} />}
          <ul className="chips">
            {params.sel.map((id, slot) => {
              const r = selected.find((s) => s.regionId === id);
              return (
                <li key={id} className="chip" style={{ borderColor: colourOf(slot) }}>
                  <span className="swatch" style={{ background: colourOf(slot) }} aria-hidden="true" />
                  <button type="button" className="link-button" onClick={() => focus(id)}>
                    {r?.name ?? id}
                  </button>
                  <button type="button" className="icon-button" aria-label={t('regions.remove', { name: r?.name ?? id })} onClick={() => toggle(id)}>
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="selection-actions">
            <button type="button" className="button small" onClick={() => fit(selected)}>
              {t('regions.fit')}
            </button>
            <button type="button" className="button small" onClick={() => downloadText('locus-regions.geojson', JSON.stringify(selectionGeoJson(selected)), 'application/geo+json')} disabled={selected.length === 0}>
              {t('regions.export')}
            </button>
            <button type="button" className="link-button" onClick={() => update({ sel: [], focus: undefined })}>
              {t('regions.clear')}
            </button>
          </div>
          <label className="inline-field simplify">
            <span>{t('regions.simplify')}</span>
            <select value={params.simplify} onChange={(e) => update({ simplify: Number(e.target.value) }, { replace: true })}>
              {SIMPLIFY_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {m === 0 ? t('regions.simplifyOff') : `${m} m`}
                </option>
              ))}
            </select>
            <span className="muted" data-testid="vertex-count">
              {t('regions.vertexCount', { before: vertices.before.toLocaleString(), after: vertices.after.toLocaleString() })}
            </span>
          </label>
        </section>
      )}

      {params.focus && <RegionDetails regionId={params.focus} selection={params.sel} onToggle={toggle} onFocus={focus} />}

      <section ref={hereSection} aria-label={t('regions.here')} className="region-here">
        <h2>{t('regions.here')}</h2>
        {!params.at && <p className="muted">{t('regions.hereHint')}</p>}
        {params.at && here.isPending && <p className="muted">{t('regions.loading')}</p>}
        {here.isError && <ErrorPanel error={here.error} onRetry={() => void here.refetch()} />}
        {params.at && here.data?.length === 0 && <NoResult message={t('regions.nothingHere')} imports={REGION_DATA} />}
        {params.at && here.data && here.data.length > 0 && (
          <RegionList regions={here.data} selection={params.sel} focus={params.focus} onToggle={toggle} onFocus={focus} label={t('regions.here')} testId="region-here" />
        )}
      </section>
    </div>
  );
}
