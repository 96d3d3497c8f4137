import { useCallback, useMemo, useRef } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BatchJob, BatchRowState } from '../model/job';
import { DataText } from '../../../components/ui/data-text';
import { RESULT_FIELDS } from '../model/operations';
import type { RowError } from '../model/row-state';
import { importCommand } from '../../../api/emulator-info';
import { useEmulatorInfo } from '../../../session/use-emulator-info';

const ROW_HEIGHT = 30;

interface TableRow {
  index: number;
  label: string;
  row: BatchRowState;
}

export function useRowErrorText(): (e: RowError | undefined) => string {
  const { t } = useTranslation('batch');
  const { isEmulator } = useEmulatorInfo();
  return useCallback((e: RowError | undefined) => {
    if (!e) return '';
    // The local emulator answers 3102 where it has no data, not where a service area ends: say
    // so and name the imports that would give it data there.
    if (isEmulator && e.scope !== 'batch' && e.code === '3102') {
      return `${t('batch.emulatorNoData')} (3102) — ${importCommand('regions')} · ${importCommand('addresses')}`;
    }
    const title = e.scope === 'batch' ? t(`batch.rowErrors.${e.key}` as ParseKeys<'batch'>) : t(`errors.${e.key}.title` as ParseKeys<'batch'>);
    const code = e.code ? ` (${e.code})` : '';
    return `${title}${code}${e.message && e.scope === 'batch' ? ` — ${e.message}` : ''}`;
  }, [t, isEmulator]);
}

/**
 * Every row in input order: number, input, status (with attempts), the error (beside the status,
 * so it is seen without scrolling), and the operation's result fields. Virtualised: only the
 * rows in view are in the DOM. Service text is rendered as text. Hovering a row highlights its pin; the scroller is focusable, so the keys scroll it.
 */
export function ResultsTable({ job, rows, onActive }: { job: BatchJob; rows: readonly BatchRowState[]; onActive: (row: number | undefined) => void }) {
  const { t } = useTranslation('batch');
  const errorText = useRowErrorText();
  const fields = RESULT_FIELDS[job.config.operation];
  const data = useMemo<TableRow[]>(() => rows.map((row, index) => ({ index, row, label: job.labels[index] ?? '' })), [rows, job.labels]);
  const columns = useMemo<ColumnDef<TableRow>[]>(
    () => [
      { id: 'n', header: '#', cell: (c) => c.row.original.index + 1 },
      { id: 'input', header: () => t('batch.input'), cell: (c) => <DataText>{c.row.original.label}</DataText> },
      {
        id: 'status',
        header: () => t('batch.status'),
        cell: (c) => {
          const r = c.row.original.row;
          const attempts = r.attempts > 1 ? ` ×${r.attempts}` : '';
          const waiting = r.status === 'pending' && r.error ? ` · ${t('batch.retrying')}` : '';
          return `${t(`batch.statuses.${r.status}`)}${attempts}${waiting}`;
        },
      },
      { id: 'error', header: () => t('batch.error'), cell: (c) => <DataText>{c.row.original.row.status === 'failed' || c.row.original.row.status === 'pending' ? errorText(c.row.original.row.error) : ''}</DataText> },
      ...fields.map<ColumnDef<TableRow>>((f) => ({ id: `f-${f}`, header: () => t(`batch.fields.${f}` as ParseKeys<'batch'>), cell: (c) => <DataText>{c.row.original.row.result?.fields[f] ?? ''}</DataText> })),
    ],
    [t, fields, errorText],
  );
  // TanStack Table keeps its state outside React's rules; the component reads it during render by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.index) });
  const shown = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div className="bw-results" ref={scroller} tabIndex={0} aria-label={t('batch.resultsLabel')} data-testid="batch-results">
      <table className="bw-table bw-results-table" aria-rowcount={shown.length + 1}>
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
            const { row, index } = r.original;
            return (
              <tr
                key={r.id}
                aria-rowindex={v.index + 2}
                data-testid="batch-row"
                data-row={index + 1}
                data-status={row.status}
                data-attempts={row.attempts}
                className={`bw-row-${row.status}`}
                style={{ height: ROW_HEIGHT }}
                onMouseEnter={() => onActive(index + 1)}
                onMouseLeave={() => onActive(undefined)}
              >
                {r.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.id === 'status' ? `bw-status bw-status-${row.status}` : undefined} title={cell.column.id === 'input' ? r.original.label : cell.column.id === 'error' && row.status !== 'done' ? errorText(row.error) : undefined}>
                    {cell.column.id === 'status' && <span className="bw-status-mark" aria-hidden="true" />}
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
    </div>
  );
}
