import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoResult } from '../../components/ui/no-result';
import { downloadText } from '../../lib/download';
import { useStageView } from '../../lib/stage-view';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap, useMapLayerPointer } from '../../map/map-context';
import { batchSession, type BatchSnapshot } from './batch-session';
import { CompareResults } from './components/compare-results';
import { ConfidenceBar } from './components/confidence-bar';
import { EditRowDialog } from './components/edit-row-dialog';
import { ResultsTable, useRowErrorText } from './components/results-table';
import { RunProgress } from './components/run-progress';
import { SettingsForm } from './components/settings-form';
import { BATCH_LAYERS, BATCH_PIN_LAYERS, BATCH_SOURCE } from './layers';
import { passesConfidence, ratesConfidence, rowConfidence, type ConfidenceFilter } from './model/confidence';
import type { BatchJob, BatchRowState } from './model/job';
import { runCsv, runGeoJson } from './model/export';
import { ANSWERED_FROM } from './model/operations';
import { foundNothing } from './model/row-state';
import { pinsBounds, runPins } from './model/pins';
import { useThrottledValue } from './use-throttled-value';

/** While a run goes on, the pins are redrawn at most this often. */
const PIN_REFRESH_MS = 2000;

/** Stands for a row the filter hides: a pending row has no pin. */
const HIDDEN_ROW: BatchRowState = { status: 'pending', attempts: 0 };

/**
 * A run under way, paused, restored or finished: progress and controls (kept in view while the
 * table scrolls), the confidence of the answers with a filter, how many rows found nothing (with
 * the import that would help, on the local emulator), exports, the table with an edit
 * and re-run per row, and the pins on the map.
 */
export function BatchRun({ snap, job }: { snap: BatchSnapshot; job: BatchJob }) {
  const { t } = useTranslation('batch');
  const map = useMap();
  const [view] = useStageView();
  const errorText = useRowErrorText();
  const [active, setActive] = useState<number | undefined>();
  const [filter, setFilter] = useState<ConfidenceFilter>('all');
  const [editing, setEditing] = useState<number | undefined>();
  const onEdit = useCallback((index: number) => setEditing(index), []);
  const rated = ratesConfidence(job.config.operation);
  const nothingFound = useMemo(() => snap.rows.filter(foundNothing).length, [snap.rows]);
  const running = snap.phase === 'running';
  const pinRows = useThrottledValue(snap.rows, running ? PIN_REFRESH_MS : 0);
  // The map shows the rows the table shows: a row filtered out by confidence has no pin.
  const pins = useMemo(() => {
    const shown = filter === 'all' ? pinRows : pinRows.map((r) => (passesConfidence(filter, rowConfidence(job.config.operation, r)) ? r : HIDDEN_ROW));
    return runPins(job, shown, active);
  }, [job, pinRows, active, filter]);
  useMapLayerPointer(BATCH_PIN_LAYERS, 'row', { onHover: (row) => setActive(row ?? undefined) });

  // Fit the map to the pins once when the first pins appear, and again when the run ends.
  const fitted = useRef('');
  const fitKey = `${job.id}|${pins.features.length > 0}|${snap.phase === 'finished'}`;
  useEffect(() => {
    if (!map || fitted.current === fitKey) return;
    const bounds = pinsBounds(pins);
    if (!bounds) return;
    fitted.current = fitKey;
    map.fitBounds(bounds, { padding: 60, maxZoom: 16, duration: 0 });
  }, [map, fitKey, pins]);

  const base = `locus-batch-${job.config.operation}`;
  return (
    <div className="bw-run">
      <div className="bw-controls" data-testid="batch-controls">
        <p className="muted bw-job" data-testid="batch-job">
          {t('batch.jobLine', { operation: t(`batch.operations.${job.config.operation}`), rows: job.cells.length.toLocaleString(), source: job.source || t('batch.pasted') })}
        </p>
        <RunProgress snap={snap} onPause={() => batchSession.pause()} onResume={() => batchSession.resume()} />
        {rated && <ConfidenceBar operation={job.config.operation} rows={snap.rows} filter={filter} onFilter={setFilter} />}
        {nothingFound > 0 && <NoResult message={t('batch.noResultRows', { count: nothingFound })} imports={ANSWERED_FROM[job.config.operation]} />}
        <div className="bw-actions">
          <button type="button" className="button" onClick={() => downloadText(`${base}.csv`, runCsv(job, snap.rows, errorText, snap.compareRows), 'text/csv')}>
            {t('batch.exportCsv')}
          </button>
          <button type="button" className="button" onClick={() => downloadText(`${base}.geojson`, JSON.stringify(runGeoJson(job, snap.rows)), 'application/geo+json')}>
            {t('batch.exportGeoJson')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (!running || window.confirm(t('batch.discardConfirm'))) void batchSession.discard();
            }}
          >
            {t('batch.newRun')}
          </button>
        </div>
      </div>
      <details className="bw-details">
        <summary>{t('batch.changeSettings')}</summary>
        <SettingsForm value={job.settings} submitLabel={t('batch.applySettings')} onSubmit={(s) => batchSession.setSettings(s)} />
      </details>
      {snap.compareRows && snap.compareWith && <CompareResults job={job} rows={snap.rows} compared={snap.compareRows} side={snap.compareWith} />}
      <p className="muted bw-legend">{t(job.config.operation === 'geocode' ? 'batch.legendGeocode' : 'batch.legend')}</p>
      <ResultsTable key={`${view}|${filter}`} job={job} rows={snap.rows} compact={view !== 'table'} filter={filter} onActive={setActive} onEdit={onEdit} />
      {editing !== undefined && (
        <EditRowDialog
          job={job}
          index={editing}
          row={snap.rows[editing]}
          errorText={snap.rows[editing]?.status === 'failed' ? errorText(snap.rows[editing]?.error) : ''}
          onRerun={(value) => batchSession.rerunRow(editing, value)}
          onClose={() => setEditing(undefined)}
        />
      )}
      <GeoJsonOverlay id={BATCH_SOURCE} data={pins} layers={BATCH_LAYERS} />
    </div>
  );
}
