import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../shared/contract/common';
import { Field } from '../../components/ui/field';
import { convert } from '../../../shared/crs/convert';
import { parseLines } from '../../lib/coords/parse-lines';
import { suggestSystems, swapOrder, type ParsedCoordinate } from '../../lib/coords/reading';
import { downloadText } from '../../lib/download';
import { usePreferences } from '../../lib/preferences';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUrlState } from '../../lib/use-url-state';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap, useMapClick, useMapLayerPointer } from '../../map/map-context';
import { BatchTable } from './components/batch-table';
import { LocalSystemsList } from './components/local-systems-list';
import { ReadingPanel } from './components/reading-panel';
import { SystemOptions } from './components/system-options';
import { SystemsList } from './components/systems-list';
import { COORDINATE_LAYERS, COORDINATE_PIN_LAYERS, COORDINATES_SOURCE } from './layers';
import { batchCsv, convertLines, summarise, type SourceChoice } from './model/batch';
import { DRIFT_LIMIT_M, groundDistance } from './model/compare';
import { MAX_Q, parseCoordsParams, writeCoordsParams } from './model/coords-params';
import { isCoordType, readIn, type InputSystem } from './model/input-system';
import { overlayBounds, workbenchOverlay } from './model/overlay';
import { isUnfinished, readingKey, settleTime } from './model/service-plan';

/** Inputs the empty page offers, one of each form. */
const EXAMPLES = ['37.5665, 126.9780', '309911.68, 552074.35', '37°33′59.4″N 126°58′40.8″E', '북위 37도 30분 2초 동경 127도 1분 39초', 'https://www.openstreetmap.org/#map=17/37.5796/126.9770'];

/** Lines a paste may have; more is refused with a message rather than freezing the tab. */
const MAX_LINES = 20_000;

/**
 * Coordinates workbench: paste a coordinate in any common form (or many lines), see how it was
 * read, and the point in all seven systems, the local conversion beside the service's with the
 * difference and the round trip; many lines become a table, pins and a CSV.
 */
export function CoordinatesPage() {
  const { t } = useTranslation(['coordinates', 'crs']);
  const map = useMap();
  const [params, update] = useUrlState(parseCoordsParams, writeCoordsParams);
  const [text, setText] = useState(params.q);
  const [hoverLine, setHoverLine] = useState<number | undefined>();

  const edit = (next: string, patch: Partial<typeof params> = {}) => {
    setText(next);
    const single = !next.includes('\n') && next.length <= MAX_Q;
    update({ q: single ? next : '', swap: false, ...patch }, { replace: true });
  };
  useMapClick((p) => edit(`${p.lat.toFixed(7)}, ${p.lng.toFixed(7)}`, { from: 'WGS84GEO' }));

  const tooMany = useMemo(() => text.split('\n').length > MAX_LINES, [text]);
  const lines = useMemo(() => (tooMany ? [] : parseLines(text)), [text, tooMany]);
  const entries = lines.filter((l) => !('header' in l.result));
  const batch = entries.length > 1;

  // Single input: how it reads, in which system.
  const first = entries[0]?.result;
  const single: ParsedCoordinate | undefined = !batch && first && 'ok' in first && first.ok ? (params.swap ? swapOrder(first.value) : first.value) : undefined;
  const suggestions = useMemo(() => (single ? suggestSystems(single) : []), [single]);
  const custom = usePreferences().customSystem;
  const chosen = params.from === 'custom' && !custom ? undefined : params.from;
  const system: InputSystem = chosen ?? suggestions[0] ?? 'WGS84GEO';
  const read = single ? readIn(system, single.point, custom?.proj4) : undefined;
  const wgs84 = read?.ok ? read.wgs84 : undefined;
  // The service is asked in the input's system; a local-only reading is asked as its WGS84 point.
  const serviceFrom: CoordType = isCoordType(system) ? system : 'WGS84GEO';
  const servicePoint = single && wgs84 ? (isCoordType(system) ? single.point : wgs84) : undefined;
  // ... and only once the reading has settled: finished text, unchanged for its settle time.
  const reading = servicePoint && !isUnfinished(text) ? readingKey(serviceFrom, servicePoint) : '';
  const settledReading = useDebouncedValue(reading, settleTime(text));
  const settled = reading !== '' && settledReading === reading;
  const candidates = useMemo(
    () =>
      single && wgs84
        ? suggestions
            .filter((s) => s !== system)
            .map((s) => ({ system: s, wgs84: convert(s, 'WGS84GEO', single.point) }))
            // A reading that lands on the point itself (GRS80 vs WGS84 degrees) would only hide it.
            .filter((c) => groundDistance('WGS84GEO', wgs84, c.wgs84) > DRIFT_LIMIT_M)
        : [],
    [single, wgs84, suggestions, system],
  );

  // Many lines: a table and pins.
  const rows = useMemo(() => (batch ? convertLines(lines, params.src) : []), [batch, lines, params.src]);
  const summary = summarise(rows);

  const overlay = useMemo(() => workbenchOverlay({ point: wgs84, candidates, rows, activeLine: hoverLine }), [wgs84, candidates, rows, hoverLine]);
  useMapLayerPointer(COORDINATE_PIN_LAYERS, 'line', { onHover: (line) => setHoverLine(line ?? undefined) });

  // Fit the map to the point or the pins of a new input (not on hover). Other readings are drawn
  // but not fitted: they may land a hundred kilometres away; the panel says how far.
  const shownKey = `${text}|${system}|${params.swap}|${params.src}`;
  const fitted = useRef('');
  useEffect(() => {
    if (!map || fitted.current === shownKey) return;
    const bounds = overlayBounds(workbenchOverlay({ point: wgs84, rows }));
    if (!bounds) return;
    fitted.current = shownKey;
    map.fitBounds(bounds, { padding: 80, maxZoom: 16, duration: 0 });
  }, [map, shownKey, wgs84, rows]);

  const firstError = !batch && first && 'ok' in first && !first.ok ? first.error : undefined;

  return (
    <div className="page coordinates-page">
      <h1>{t('coords.title')}</h1>
      <Field label={t('coords.inputLabel')} hint={t('coords.inputHint')} error={tooMany ? t('coords.tooManyLines', { max: MAX_LINES }) : firstError ? t(`crs:coordinateErrors.${firstError}`) : undefined}>
        {(p) => <textarea {...p} className="coordinate-input" rows={batch ? 6 : 2} value={text} spellCheck={false} autoComplete="off" onChange={(e) => edit(e.target.value)} />}
      </Field>
      {entries.length === 0 && !tooMany && (
        <div className="examples">
          <span className="muted">{t('coords.examples')}</span>
          <ul>
            {EXAMPLES.map((ex) => (
              <li key={ex}>
                <button type="button" className="link-button" onClick={() => edit(ex, { from: undefined })}>
                  {ex}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <GeoJsonOverlay id={COORDINATES_SOURCE} data={overlay} layers={COORDINATE_LAYERS} />

      {single && (
        <ReadingPanel
          parsed={single}
          system={system}
          suggestions={suggestions}
          custom={custom}
          onSwap={() => update({ swap: !params.swap }, { replace: true })}
          onSystem={(s) => update({ from: s }, { replace: true })}
        />
      )}
      {servicePoint && <SystemsList from={serviceFrom} point={servicePoint} settled={settled} viaWgs84={!isCoordType(system)} />}
      {wgs84 && <LocalSystemsList wgs84={wgs84} custom={custom} />}

      {batch && (
        <section className="batch" aria-label={t('coords.batch')}>
          <p data-testid="batch-summary">{t('coords.batchSummary', { ...summary })}</p>
          <div className="param-grid">
            <label className="inline-field">
              <span>{t('coords.batchSource')}</span>
              <select value={params.src} onChange={(e) => update({ src: e.target.value as SourceChoice }, { replace: true })}>
                <option value="auto">{t('coords.auto')}</option>
                <SystemOptions systems={COORD_TYPES} />
              </select>
            </label>
            <label className="inline-field">
              <span>{t('coords.batchOut')}</span>
              <select value={params.out} onChange={(e) => update({ out: e.target.value as CoordType }, { replace: true })}>
                <SystemOptions systems={COORD_TYPES} />
              </select>
            </label>
          </div>
          <button type="button" className="button" onClick={() => downloadText('locus-coordinates.csv', batchCsv(rows), 'text/csv')}>
            {t('coords.exportCsv')}
          </button>
          <BatchTable rows={rows} out={params.out} onHover={setHoverLine} />
        </section>
      )}
    </div>
  );
}
