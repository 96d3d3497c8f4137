import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { ZoneRow } from '../queries';
import { DataText } from '../../../components/ui/data-text';
import { TimeText } from '../../../components/ui/time-text';
import { parseServiceTime } from '../../../lib/time-format';
import { rowActions, zoneRowId } from '../model/zone-row';

const ROW_HEIGHT = 34;
/** Below this width (the side panel beside the map) the save date moves under the name, so code, name and actions fit. */
const ROOM_FOR_DATE = 552;

/** Whether the element is at least `min` px wide, followed as it resizes (the panel, the table view). */
function useWiderThan(ref: RefObject<HTMLElement | null>, min: number): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWide(el.clientWidth >= min));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, min]);
  return wide;
}

/** What the search box matches: code and name, lower-cased, spaces removed (computed once per row). */
const searchKeys = new WeakMap<ZoneRow, string>();
function searchKey(z: ZoneRow): string {
  let key = searchKeys.get(z);
  if (key === undefined) {
    key = `${z.code}\u0000${z.name.toLowerCase().replace(/\s+/g, '')}`;
    searchKeys.set(z, key);
  }
  return key;
}

/** A zone's save time (the service's Korean-time text) as every time is shown; text that is not one, as it is. */
function SaveTime({ text }: { text: string }) {
  return <TimeText at={parseServiceTime(text)} fallback={text} />;
}

/** Code or name contains the text (case and spaces ignored). Runs once per row: see getColumnCanGlobalFilter. */
const codeOrName: FilterFn<ZoneRow> = (row, _id, value: string) => {
  const q = value.toLowerCase().replace(/\s+/g, '');
  return q === '' || searchKey(row.original).includes(q);
};
const startsWith: FilterFn<ZoneRow> = (row, id, value: string) => String(row.getValue(id)).startsWith(value.trim());
const contains: FilterFn<ZoneRow> = (row, id, value: string) => String(row.getValue(id)).toLowerCase().includes(value.trim().toLowerCase());

/**
 * Every zone, sortable by any column, searchable (code or name), filterable per column (code
 * prefix, name part), virtualised so ten thousand rows scroll smoothly. Edit and delete per row.
 */
export function ZoneTable({
  rows,
  search,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  rows: readonly ZoneRow[];
  search: string;
  /** Sort column, '-' first for descending (e.g. "-name"); kept in the page URL. */
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (z: ZoneRow) => void;
  onDelete: (z: ZoneRow) => void;
}) {
  const { t } = useTranslation('zones');
  const sorting = useMemo<SortingState>(() => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }], [sort]);
  const setSorting = (updater: SortingState | ((old: SortingState) => SortingState)) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    onSort(first ? `${first.desc ? '-' : ''}${first.id}` : 'seq');
  };
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const roomForDate = useWiderThan(scroller, ROOM_FOR_DATE);
  const columns = useMemo<ColumnDef<ZoneRow>[]>(
    () => [
      // A row waiting to be added has no seq yet: it sorts last and says so (its sort key is not a seq).
      { accessorKey: 'seq', header: () => <code>seq</code>, enableColumnFilter: false, cell: (c) => (c.row.original.pending === 'insert' ? <span className="muted">{t('zones.pendingSeq')}</span> : c.row.original.seq) },
      { accessorKey: 'code', header: () => t('zones.code'), filterFn: startsWith, cell: (c) => <DataText>{c.getValue<string>()}</DataText> },
      {
        accessorKey: 'name',
        header: () => t('zones.name'),
        filterFn: contains,
        // Without room for the date column, the save date goes under the name: still on screen.
        cell: (c) =>
          roomForDate ? (
            <DataText>{c.getValue<string>()}</DataText>
          ) : (
            <span className="zone-name-stack">
              <DataText>{c.getValue<string>()}</DataText>
              <span className="zone-date-inline">
                <SaveTime text={c.row.original.updateDate} />
              </span>
            </span>
          ),
      },
      // Sorted as the service's text (its Korean-time "YYYY-MM-DD hh:mm:ss" sorts as time); shown in the chosen zone.
      { accessorKey: 'updateDate', header: () => t('zones.updateDate'), enableColumnFilter: false, cell: (c) => <SaveTime text={c.getValue<string>()} /> },
    ],
    [t, roomForDate],
  );
  // TanStack Table keeps its state outside React's rules; the component reads it during render by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as ZoneRow[],
    columns,
    state: { sorting, globalFilter: search, columnFilters, columnVisibility: { updateDate: roomForDate } },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    globalFilterFn: codeOrName,
    // The search looks at the whole row: ask it once per row, not once per column.
    getColumnCanGlobalFilter: (column) => column.id === 'code',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (r, index) => zoneRowId(r, index),
  });
  const shown = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length + 1;
  const virtual = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="zone-table-block">
      <p className="muted" data-testid="zone-count" aria-live="polite">
        {t('zones.count', { shown: shown.length.toLocaleString(), total: rows.length.toLocaleString() })}
      </p>
      <div className="zone-scroller" ref={scroller} tabIndex={0} aria-label={t('zones.tableLabel')}>
        <table className="zone-table" aria-rowcount={shown.length + 2}>
          {/* Fixed column widths (see .zone-table): the rows scrolled in never move the columns. */}
          <colgroup>
            {table.getVisibleLeafColumns().map((c) => (
              <col key={c.id} className={`col-${c.id}`} />
            ))}
            <col className="col-actions" />
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => {
                  const sort = h.column.getIsSorted();
                  return (
                    <th key={h.id} scope="col" className={`col-${h.column.id}`} aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}>
                      <button type="button" className="sort-button" onClick={h.column.getToggleSortingHandler()}>
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        <span aria-hidden="true">{sort === 'asc' ? ' ▲' : sort === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="col-actions">
                  {t('zones.actions')}
                </th>
              </tr>
            ))}
            <tr className="filter-row">
              {table.getVisibleLeafColumns().map((c) => (
                <td key={c.id}>
                  {c.getCanFilter() && (
                    <input
                      type="search"
                      className="column-filter"
                      aria-label={t('zones.filterColumn', { column: c.id === 'code' ? t('zones.codePrefix') : t('zones.namePart') })}
                      placeholder={c.id === 'code' ? t('zones.codePrefix') : t('zones.namePart')}
                      value={(c.getFilterValue() as string | undefined) ?? ''}
                      onChange={(e) => c.setFilterValue(e.target.value)}
                    />
                  )}
                </td>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {top > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: top, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((v) => {
              const row = shown[v.index];
              if (!row) return null;
              const z = row.original;
              const actions = rowActions(z);
              return (
                <tr key={row.id} data-testid="zone-row" data-code={z.code} className={z.pending ? `pending ${z.pending}` : ''} style={{ height: ROW_HEIGHT }} aria-rowindex={v.index + 3}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={`col-${cell.column.id}`}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                  <td className="col-actions">
                    {/* The buttons sit in a box of their own: a table cell stays a table cell, aligned with its column. */}
                    {actions.offered ? (
                      <div className="row-actions">
                        {/* Unavailable while the row's write is on its way, yet focusable (aria-disabled): focus
                            returned here after a rename stays on the row instead of falling to the page. */}
                        <button type="button" className="link-button" aria-disabled={!actions.enabled} onClick={() => actions.enabled && onEdit(z)} aria-label={t('zones.editZone', { code: z.code })}>
                          {t('zones.edit')}
                        </button>
                        <button type="button" className="link-button danger" aria-disabled={!actions.enabled} onClick={() => actions.enabled && onDelete(z)} aria-label={t('zones.deleteZone', { code: z.code })}>
                          {t('zones.delete')}
                        </button>
                      </div>
                    ) : (
                      <span className="muted" data-testid="zone-no-code" title={t('zones.noCodeHint')}>
                        {t('zones.noCode')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
            {bottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: bottom, padding: 0, border: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
        {shown.length === 0 && <p className="empty-result">{rows.length === 0 ? t('zones.none') : t('zones.noMatch')}</p>}
      </div>
    </div>
  );
}
