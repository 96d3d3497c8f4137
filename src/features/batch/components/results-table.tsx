import { useCallback, useMemo, useRef } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BatchJob, BatchRowState } from '../model/job';
import { DataText } from '../../../components/ui/data-text';
import { passesConfidence, rowConfidence, type Confidence, type ConfidenceFilter } from '../model/confidence';
import { RESULT_FIELDS, type BatchOperation } from '../model/operations';
import type { RowError } from '../model/row-state';
import { importCommand } from '../../../api/emulator-info';
import { useEmulatorInfo } from '../../../session/use-emulator-info';
import { useInputDetail } from './use-input-detail';

const ROW_HEIGHT = 30;
/** Beside the map a row has two lines: the input over its result, the status over its error or marker. */
const COMPACT_ROW_HEIGHT = 44;

interface TableRow {
  index: number;
  label: string;
  row: BatchRowState;
  confidence: Confidence | undefined;
  edited: boolean;
}

/** The result fields shown beside the panel's map, under the input (the table view shows them all, each in its column). */
const COMPACT_FIELDS: Record<BatchOperation, readonly string[]> = {
  geocode: ['address'],
  reverse: ['address'],
  convert: ['lat', 'lon'],
  nearRoad: ['roadName'],
  toLot: ['lotAddress'],
  toRoad: ['roadAddress'],
};

/** Columns of a set width (px); the others share the rest, so the table never scrolls sideways. */
const WIDTHS: Record<string, number> = { n: 48, actions: 76, 'f-lat': 96, 'f-lon': 108, 'f-match': 64, 'f-postcode': 76, 'f-distance': 84, 'f-linkId': 96, 'f-speed': 84, 'f-lane': 60 };
const COMPACT_WIDTHS: Record<string, number> = { n: 40, status: 112, actions: 64 };

export function useRowErrorText(): (e: RowError | undefined) => string {
  const { t } = useTranslation('batch');
  const { isEmulator } = useEmulatorInfo();
  const inputDetail = useInputDetail();
  return useCallback((e: RowError | undefined) => {
    if (!e) return '';
    // The local emulator answers 3102 where it has no data, not where a service area ends: say
    // so and name the imports that would give it data there.
    if (isEmulator && e.scope !== 'batch' && e.code === '3102') {
      return `${t('batch.emulatorNoData')} (3102) — ${importCommand('regions')} · ${importCommand('addresses')}`;
    }
    const title = e.scope === 'batch' ? t(`batch.rowErrors.${e.key}` as ParseKeys<'batch'>) : t(`errors.${e.key}.title` as ParseKeys<'batch'>);
    const code = e.code ? ` (${e.code})` : '';
    const detail = e.scope === 'batch' ? inputDetail(e.message, e.implausibility) : e.message;
    return `${title}${code}${detail && e.scope === 'batch' ? ` — ${detail}` : ''}`;
  }, [t, isEmulator, inputDetail]);
}

/**
 * Every row in input order (or those of one confidence): number, input (marked when edited),
 * status with its attempts, its error, and — for a done row whose answer is only approximate —
 * a marker; the operation's result fields (all in the table view, the main ones beside the map);
 * and an edit-and-re-run button for a row that ended. Fixed layout: long text is cut with its
 * whole value in the cell's title, and the table never scrolls sideways. Virtualised: only the
 * rows in view are in the DOM. Service text is rendered as text. Hovering a row highlights its
 * pin; the scroller is focusable, so the keys scroll it.
 */
export function ResultsTable({
  job,
  rows,
  compact,
  filter,
  onActive,
  onEdit,
}: {
  job: BatchJob;
  rows: readonly BatchRowState[];
  compact: boolean;
  filter: ConfidenceFilter;
  onActive: (row: number | undefined) => void;
  onEdit: (index: number) => void;
}) {
  const { t } = useTranslation('batch');
  const errorText = useRowErrorText();
  const op = job.config.operation;
  const fields = RESULT_FIELDS[op];
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const widths = compact ? COMPACT_WIDTHS : WIDTHS;
  const data = useMemo<TableRow[]>(() => {
    const edited = new Set(job.edited ?? []);
    return rows.flatMap((row, index) => {
      const confidence = rowConfidence(op, row);
      return passesConfidence(filter, confidence) ? [{ index, row, confidence, label: job.labels[index] ?? '', edited: edited.has(index) }] : [];
    });
  }, [rows, job.labels, job.edited, op, filter]);
  const columns = useMemo<ColumnDef<TableRow>[]>(
    () => [
      { id: 'n', header: '#', cell: (c) => c.row.original.index + 1 },
      {
        id: 'input',
        header: () => t('batch.input'),
        cell: (c) => (
          <>
            <span className="bw-line1">
              {c.row.original.edited && (
                <span className="bw-edited" title={t('batch.editedTitle')}>
                  {t('batch.edited')}
                </span>
              )}
              <DataText>{c.row.original.label}</DataText>
            </span>
            {compact && (
              <span className="bw-line2">
                <DataText>{COMPACT_FIELDS[op].map((f) => c.row.original.row.result?.fields[f] ?? '').filter(Boolean).join(', ')}</DataText>
              </span>
            )}
          </>
        ),
      },
      {
        id: 'status',
        header: () => t('batch.status'),
        cell: (c) => {
          const { row: r, confidence } = c.row.original;
          const attempts = r.attempts > 1 ? ` ×${r.attempts}` : '';
          const waiting = r.status === 'pending' && r.error ? ` · ${t('batch.retrying')}` : '';
          const error = r.status === 'failed' || r.status === 'pending' ? errorText(r.error) : '';
          return (
            <>
              <span className="bw-line1">
                <span className="bw-status-mark" aria-hidden="true" />
                {`${t(`batch.statuses.${r.status}`)}${attempts}${waiting}`}
                {confidence === 'approximate' && <span className="bw-approx">≈ {t('batch.confidenceLevels.approximate')}</span>}
                {error && !compact && (
                  <>
                    {' · '}
                    <DataText className="bw-error">{error}</DataText>
                  </>
                )}
              </span>
              {error && compact && (
                <span className="bw-line2">
                  <DataText className="bw-error">{error}</DataText>
                </span>
              )}
            </>
          );
        },
      },
      ...(compact ? [] : fields).map<ColumnDef<TableRow>>((f) => ({ id: `f-${f}`, header: () => t(`batch.fields.${f}` as ParseKeys<'batch'>), cell: (c) => <DataText>{c.row.original.row.result?.fields[f] ?? ''}</DataText> })),
      {
        id: 'actions',
        header: () => t('batch.actions'),
        cell: (c) => {
          const { row: r, index } = c.row.original;
          if (r.status !== 'done' && r.status !== 'failed') return null;
          return (
            <button type="button" className="button bw-edit-button" aria-label={t('batch.editRow', { row: index + 1 })} onClick={() => onEdit(index)}>
              {t('batch.edit')}
            </button>
          );
        },
      },
    ],
    [t, fields, errorText, onEdit, compact, op],
  );
  // TanStack Table keeps its state outside React's rules; the component reads it during render by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.index) });
  const shown = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 10 });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const titleOf = (id: string, r: TableRow): string | undefined => {
    if (id === 'input') return compact ? [r.label, ...COMPACT_FIELDS[op].map((f) => r.row.result?.fields[f] ?? '')].filter(Boolean).join('\n') : r.label;
    if (id === 'status') return r.row.status === 'done' ? undefined : errorText(r.row.error) || undefined;
    if (id.startsWith('f-')) return r.row.result?.fields[id.slice(2)] || undefined;
    return undefined;
  };
  return (
    <div className={`bw-results${compact ? ' bw-results-compact' : ''}`} ref={scroller} tabIndex={0} aria-label={t('batch.resultsLabel')} data-testid="batch-results">
      <table className="bw-table bw-results-table" aria-rowcount={shown.length + 1}>
        <colgroup>
          {table.getVisibleLeafColumns().map((col) => (
            <col key={col.id} style={widths[col.id] === undefined ? undefined : { width: widths[col.id] }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th key={h.id} scope="col">
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td style={{ height: top }} colSpan={columns.length} />
            </tr>
          )}
          {items.map((v) => {
            const r = shown[v.index];
            if (!r) return null;
            const { row, index, confidence } = r.original;
            return (
              <tr
                key={r.id}
                aria-rowindex={v.index + 2}
                data-testid="batch-row"
                data-row={index + 1}
                data-status={row.status}
                data-attempts={row.attempts}
                data-confidence={confidence}
                className={`bw-row-${row.status}${confidence === 'approximate' ? ' bw-row-approximate' : ''}`}
                style={{ height: rowHeight }}
                onMouseEnter={() => onActive(index + 1)}
                onMouseLeave={() => onActive(undefined)}
              >
                {r.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.id === 'status' ? `bw-status bw-status-${row.status}` : undefined} title={titleOf(cell.column.id, r.original)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true">
              <td style={{ height: bottom }} colSpan={columns.length} />
            </tr>
          )}
        </tbody>
      </table>
      {shown.length === 0 && <p className="muted bw-none">{t('batch.noRowsShown')}</p>}
    </div>
  );
}
