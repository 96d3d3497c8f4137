import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Zone } from '../../../shared/contract/zones';
import type { ContractDeviation } from '../../api/types';
import { call } from '../../api/call';
import { isApiError } from '../../api/errors';
import { apiClient } from '../../session/api-client';
import type { OwnZoneChanges } from './model/zone-diff';

/** A zone as the table keeps it; `pending` while an optimistic change waits for the service. */
export interface ZoneRow {
  seq: number;
  code: string;
  name: string;
  updateDate: string;
  pending?: 'insert' | 'update' | 'delete';
}

/** A zone as the table shows it; a field the service left out reads as empty, never as a crash. */
const toRow = (z: Partial<Zone>): ZoneRow => ({
  seq: typeof z.seq === 'number' ? z.seq : Number(z.seq ?? Number.NaN),
  code: String(z.code ?? ''),
  name: String(z.name ?? ''),
  updateDate: String(z.updateDate ?? ''),
});

/** The list as read, and where the service's answer broke the contract (shown above the table). */
export interface ZoneList {
  rows: ZoneRow[];
  deviations: ContractDeviation[];
}

/** The rows of a zoneList answer: an answer without a list gives none (its deviation says so). */
function zoneRows(data: { resultData?: unknown }): ZoneRow[] {
  const list = Array.isArray(data.resultData) ? (data.resultData as unknown[]) : [];
  return list.filter((z): z is Partial<Zone> => typeof z === 'object' && z !== null).map(toRow);
}

/** Query factory of the zones page. Another client may change the list: it refetches on focus. */
export const zoneQueries = {
  all: () => ['zones'] as const,
  list: () =>
    queryOptions({
      queryKey: [...zoneQueries.all(), 'list'] as const,
      queryFn: async ({ signal }): Promise<ZoneList> => {
        const res = await call(apiClient, 'zoneList', {}, { signal });
        return { rows: zoneRows(res.data), deviations: res.deviations };
      },
      refetchOnWindowFocus: true,
      staleTime: 0,
    }),
};

type Change = { kind: 'insert'; code: string; name: string } | { kind: 'update'; code: string; name: string } | { kind: 'delete'; code: string };

/** The list as it will be once the change lands, marked pending (the optimistic view). */
function applyOptimistic(rows: readonly ZoneRow[], c: Change): ZoneRow[] {
  switch (c.kind) {
    case 'insert':
      return [...rows, { seq: Number.MAX_SAFE_INTEGER, code: c.code, name: c.name, updateDate: '', pending: 'insert' }];
    case 'update':
      return rows.map((r) => (r.code === c.code ? { ...r, name: c.name, pending: 'update' } : r));
    case 'delete':
      return rows.map((r) => (r.code === c.code ? { ...r, pending: 'delete' } : r));
  }
}

/** A refusal the service answered: nothing changed there. Without an answer the write may have landed. */
const answeredRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'http';

/**
 * One mutation for the three single-zone writes: the table shows the change at once, rolls it
 * back if the service refuses (the page shows the service's message), and refetches either way.
 * Each write is recorded in `own` (before the refetch starts) so it is never taken for another client's.
 */
export function useZoneChange(own: OwnZoneChanges) {
  const qc = useQueryClient();
  const key = zoneQueries.list().queryKey;
  return useMutation({
    mutationFn: (c: Change) => {
      switch (c.kind) {
        case 'insert':
          return call(apiClient, 'zoneInsert', { code: c.code, name: c.name });
        case 'update':
          return call(apiClient, 'zoneUpdate', { code: c.code, name: c.name });
        case 'delete':
          return call(apiClient, 'zoneDelete', { code: c.code });
      }
    },
    onMutate: async (c) => {
      own.begin([c.code]);
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ZoneList>(key);
      if (before) qc.setQueryData<ZoneList>(key, { ...before, rows: applyOptimistic(before.rows, c) });
      return { before };
    },
    onError: (_error, _c, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSettled: (_data, error, c) => {
      own.settle([c.code], !answeredRefusal(error));
      return qc.invalidateQueries({ queryKey: key });
    },
  });
}

/** Sends drafts with zoneListInsert, `batchSize` at a time, reporting progress; stops at the first refused batch. */
export async function sendInBatches(
  rows: readonly { code: string; name: string }[],
  batchSize: number,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<{ sent: number }> {
  let sent = 0;
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    await call(apiClient, 'zoneListInsert', { reqDatas: batch }, { signal });
    sent += batch.length;
    onProgress(sent);
  }
  return { sent };
}
