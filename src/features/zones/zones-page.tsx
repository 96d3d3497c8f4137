import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { downloadText } from '../../lib/download';
import { useUrlState } from '../../lib/use-url-state';
import { ViewSwitch } from '../../components/ui/view-switch';
import { BulkImport } from './components/bulk-import';
import { ZoneDialog } from './components/zone-dialog';
import { ZoneTable } from './components/zone-table';
import { foreignChanges, hasChanges, OwnZoneChanges, type ZoneChanges } from './model/zone-diff';
import { zonesCsv } from './model/zone-import';
import { parseZoneParams, writeZoneParams } from './model/zone-params';
import { DeviationNote } from '../../components/ui/deviation-note';
import { useZoneChange, zoneQueries, type ZoneList, type ZoneRow } from './queries';

type Open = { kind: 'add' } | { kind: 'edit'; zone: ZoneRow } | { kind: 'delete'; zone: ZoneRow } | { kind: 'bulk' } | undefined;

/**
 * Zones (권역) of the key: a sortable, searchable, virtualised table; add and rename in a dialog,
 * delete with confirmation, each shown at once and rolled back with the service's message if
 * refused; bulk add from CSV/JSON with a checked preview and progress; export as CSV. Changes
 * made by another client (seen on refetch, e.g. when the tab regains focus) are listed, not hidden.
 */
export function ZonesPage() {
  const { t } = useTranslation('zones');
  const qc = useQueryClient();
  const [{ q, sort }, update] = useUrlState(parseZoneParams, writeZoneParams);
  const list = useQuery(zoneQueries.list());
  const [own] = useState(() => new OwnZoneChanges());
  const change = useZoneChange(own);
  const [open, setOpen] = useState<Open>();
  const [foreign, setForeign] = useState<ZoneChanges | null>(null);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const codes = useMemo(() => new Set(rows.map((r) => r.code)), [rows]);

  // Another client's changes: diff each list the service sent against the last one it sent
  // (the page's own optimistic edits and rollbacks are not readings), leaving out this page's
  // own writes: in flight, just settled, or not yet seen by a reading begun after they settled.
  useEffect(() => {
    const key = zoneQueries.list().queryKey;
    let last = qc.getQueryData<ZoneList>(key)?.rows.filter((r) => !r.pending);
    let startedAt = own.readingStarted();
    return qc.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(key)) return;
      if (event.action.type === 'fetch') startedAt = own.readingStarted();
      if (event.action.type !== 'success' || event.action.manual) return;
      const next = (event.query.state.data as ZoneList | undefined)?.rows ?? [];
      const mine = own.judge(startedAt);
      if (last) {
        const theirs = foreignChanges(last, next, mine);
        if (hasChanges(theirs)) setForeign(theirs);
      }
      last = next;
    });
  }, [qc, own]);

  const act = (c: Parameters<typeof change.mutate>[0]) => {
    change.mutate(c);
    setOpen(undefined);
  };
  /** An add waits for the service's answer with the dialog open: a refusal stays there with what was typed. */
  const add = (v: { code: string; name: string }) =>
    new Promise<void>((resolve, reject) => {
      change.mutate(
        { kind: 'insert', code: v.code, name: v.name },
        {
          onSuccess: () => {
            setOpen(undefined);
            resolve();
          },
          onError: reject,
        },
      );
    });
  const editingNow = open?.kind === 'edit' ? rows.find((r) => r.code === open.zone.code) : undefined;

  return (
    <div className="page zones-page">
      <header className="page-head">
        <h1>{t('zones.title')}</h1>
        <ViewSwitch />
      </header>
      <div className="zone-toolbar">
        <input type="search" className="zone-search" aria-label={t('zones.search')} placeholder={t('zones.search')} value={q} onChange={(e) => update({ q: e.target.value }, { replace: true })} />
        <button type="button" className="button primary" onClick={() => setOpen({ kind: 'add' })}>
          {t('zones.addButton')}
        </button>
        <button type="button" className="button" onClick={() => setOpen({ kind: 'bulk' })}>
          {t('zones.bulkButton')}
        </button>
        <button type="button" className="button" disabled={rows.length === 0} onClick={() => downloadText('locus-zones.csv', zonesCsv(rows.filter((r) => !r.pending)), 'text/csv')}>
          {t('zones.exportCsv')}
        </button>
      </div>

      {foreign && (
        <div className="notice" role="status" data-testid="foreign-changes">
          <strong>{t('zones.changedElsewhere')}</strong>{' '}
          {t('zones.changeSummary', { added: foreign.added.length, removed: foreign.removed.length, renamed: foreign.renamed.length })}
          <ul>
            {foreign.renamed.slice(0, 5).map((r) => (
              <li key={r.code}>{t('zones.renamedItem', { code: r.code, from: r.from, to: r.to })}</li>
            ))}
            {foreign.removed.slice(0, 5).map((c) => (
              <li key={c}>{t('zones.removedItem', { code: c })}</li>
            ))}
            {foreign.added.slice(0, 5).map((c) => (
              <li key={c}>{t('zones.addedItem', { code: c })}</li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => setForeign(null)}>
            {t('zones.dismiss')}
          </button>
        </div>
      )}

      {/* A refused add is shown in its dialog while that is open; closed, here like the others. */}
      {change.isError && !(change.variables.kind === 'insert' && open?.kind === 'add') && (
        <div data-testid="zone-refused">
          <p className="warning">{t(`zones.refused.${change.variables.kind}`, { code: change.variables.code })}</p>
          <ErrorPanel error={change.error} />
        </div>
      )}

      {list.isPending && <p className="muted">{t('zones.loading')}</p>}
      {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <DeviationNote deviations={list.data.deviations} />}
      {list.data && <ZoneTable rows={rows} search={q} sort={sort} onSort={(next) => update({ sort: next }, { replace: true })} onEdit={(zone) => setOpen({ kind: 'edit', zone })} onDelete={(zone) => setOpen({ kind: 'delete', zone })} />}

      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ZoneDialog
          editing={open.kind === 'edit' ? open.zone : undefined}
          current={editingNow}
          existingCodes={codes}
          onClose={() => setOpen(undefined)}
          onSubmit={(v) => (open.kind === 'edit' ? act({ kind: 'update', code: v.code, name: v.name }) : add(v))}
        />
      )}
      {open?.kind === 'delete' && (
        <Dialog title={t('zones.deleteTitle')} onClose={() => setOpen(undefined)}>
          <p>{t('zones.deleteConfirm', { code: open.zone.code, name: open.zone.name })}</p>
          <div className="form-row">
            <button type="button" className="button" onClick={() => setOpen(undefined)} data-autofocus>
              {t('zones.cancel')}
            </button>
            <button type="button" className="button danger" onClick={() => act({ kind: 'delete', code: open.zone.code })}>
              {t('zones.delete')}
            </button>
          </div>
        </Dialog>
      )}
      {open?.kind === 'bulk' && (
        <BulkImport
          existingCodes={codes}
          onSending={(codes) => own.begin(codes)}
          onSettled={(codes) => own.settle(codes, true)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
