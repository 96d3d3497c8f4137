import { useMemo } from 'react';
import type { RequestEvent } from '../../api/request-events';
import { useRequestLog } from '../../session/request-log';
import { useHistory } from './history-store';
import { historyKey, type HistoryEntry } from './model/history';

/** A call as the inspector lists it: from this tab's log, the saved history, or both. */
export interface InspectorRow {
  key: string;
  event: RequestEvent;
  starred: boolean;
  saved: boolean;
}

/** This tab's calls (pending ones too), newest first, marked with their saved state. */
export function useLiveRows(): InspectorRow[] {
  const log = useRequestLog();
  const history = useHistory();
  return useMemo(() => {
    const saved = new Map<string, HistoryEntry>(history.entries.map((e) => [e.key, e]));
    return log.map((event) => {
      const key = historyKey(event);
      const entry = saved.get(key);
      return { key, event, starred: entry?.starred ?? false, saved: entry !== undefined };
    });
  }, [log, history.entries]);
}

export function historyRows(entries: readonly HistoryEntry[]): InspectorRow[] {
  return entries.map((e) => ({ key: e.key, event: e.event, starred: e.starred, saved: true }));
}
