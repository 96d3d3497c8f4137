import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents } from '../../session/api-events';
import { endedCalls, requestLog } from '../../session/request-log';
import { recordCalls } from './recorder';
import { downloadText } from '../../lib/download';
import { useUrlState } from '../../lib/use-url-state';
import { ViewSwitch } from '../../components/ui/view-switch';
import { sessionStore } from '../../session/session-store';
import { CallCounts } from './components/call-counts';
import { CallDetail } from './components/call-detail';
import { CallTable } from './components/call-table';
import { HistoryToolbar } from './components/history-toolbar';
import { historyStore, useHistory } from './history-store';
import { historyRows, useLiveRows, type InspectorRow } from './inspector-rows';
import { toHar } from './model/har';
import { matchesFilter, type HistoryFilter } from './model/history';
import { parseInspectorParams, writeInspectorParams, type InspectorTab } from './model/inspector-params';

// Opened before the console started recording (it does once the first page is up): start now,
// with this tab's calls so far.
recordCalls(apiEvents, endedCalls());

const TABS: InspectorTab[] = ['live', 'history'];
const HAR_CREATOR = { name: 'Locus', version: '0.1.0' };

/** The request inspector: this tab's calls and the saved history, one call in full. */
export function InspectorPage() {
  const { t } = useTranslation('inspector');
  const [params, update] = useUrlState(parseInspectorParams, writeInspectorParams);
  const live = useLiveRows();
  const history = useHistory();
  const saved = useMemo(() => historyRows(history.entries), [history.entries]);

  const filter: HistoryFilter = params;
  const source = params.tab === 'live' ? live : saved;
  const rows = useMemo(
    () => source.filter((r) => matchesFilter({ key: r.key, event: r.event, starred: r.starred, bytes: 0 }, filter)),
    // filter is a view of params: its fields are the dependencies
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, filter.path, filter.status, filter.text, filter.starredOnly],
  );
  const selected: InspectorRow | undefined = live.find((r) => r.key === params.sel) ?? saved.find((r) => r.key === params.sel);
  const star = useCallback((key: string, starred: boolean) => historyStore.setStarred(key, starred), []);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const pick = useCallback((keys: readonly string[], on: boolean) => {
    setPicked((before) => {
      const next = new Set(before);
      for (const k of keys) {
        if (on) next.add(k);
        else next.delete(k);
      }
      return next;
    });
  }, []);
  const chosen = rows.filter((r) => picked.has(r.key));
  const exportHar = () => {
    const c = sessionStore.activeCredentials();
    const har = toHar((chosen.length > 0 ? chosen : rows).map((r) => r.event), { appKey: c.appKey, appId: c.appId }, HAR_CREATOR);
    downloadText(`locus-${params.tab}-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.har`, JSON.stringify(har, null, 2), 'application/json');
  };

  return (
    <div className="page inspector-page">
      <header className="page-head">
        <h1>{t('inspector.title')}</h1>
        <ViewSwitch />
      </header>
      <p className="muted">{t('inspector.hint')}</p>
      <CallCounts />
      <div className="tabs" role="tablist" aria-label={t('inspector.title')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={params.tab === tab}
            className={`tab ${params.tab === tab ? 'active' : ''}`}
            onClick={() => update({ tab })}
          >
            {t(`inspector.tabs.${tab}`)} <span className="badge">{tab === 'live' ? live.length : saved.length}</span>
          </button>
        ))}
      </div>
      {params.tab === 'history' ? (
        <HistoryToolbar history={history} filter={filter} onFilter={(f) => update(f, { replace: true })} />
      ) : (
        <div className="live-toolbar">
          <label className="inline-field grow">
            <span>{t('inspector.history.text')}</span>
            <input type="search" value={filter.text} placeholder={t('inspector.history.textHint')} onChange={(e) => update({ text: e.target.value }, { replace: true })} />
          </label>
          <button type="button" className="button small" disabled={live.length === 0} onClick={() => requestLog.clear()}>
            {t('inspector.live.clear')}
          </button>
          <span className="muted small">{t('inspector.live.note')}</span>
        </div>
      )}
      <div className="har-export">
        <button type="button" className="button small" disabled={rows.length === 0} onClick={exportHar} data-testid="export-har">
          {chosen.length > 0 ? t('inspector.har.exportSelected', { count: chosen.length }) : t('inspector.har.export')}
        </button>
        {chosen.length > 0 && (
          <button type="button" className="button small" onClick={() => setPicked(new Set())}>
            {t('inspector.select.clear')}
          </button>
        )}
        <span className="muted small">{t('inspector.har.note')}</span>
      </div>
      {/* The list and the call in full: one after the other, or side by side in the table view. */}
      <div className="inspector-work" data-detail={selected ? 'open' : undefined}>
        {rows.length === 0 ? (
          <p className="muted" data-testid="inspector-empty">
            {source.length === 0 ? t(`inspector.empty.${params.tab}`) : t('inspector.empty.filtered')}
          </p>
        ) : (
          <CallTable
            rows={rows}
            selected={params.sel}
            onSelect={(sel) => update({ sel: sel === params.sel ? '' : sel })}
            onStar={params.tab === 'history' ? star : undefined}
            label={t(`inspector.tabs.${params.tab}`)}
            picked={picked}
            onPick={pick}
          />
        )}
        {selected ? (
          <CallDetail
            key={selected.key}
            row={selected}
            view={params.view}
            onView={(view) => update({ view }, { replace: true })}
            onStar={selected.saved ? (s) => star(selected.key, s) : undefined}
          />
        ) : (
          params.sel && <p className="muted">{t('inspector.detail.gone')}</p>
        )}
      </div>
    </div>
  );
}
