import { describe, expect, it } from 'vitest';
import { foundNothing, type RowState } from './row-state';

describe('rows that found nothing', () => {
  it('are the failed rows with no match, or with the service’s 9404; not other failures, nor a done row that once failed', () => {
    const rows: RowState<unknown>[] = [
      { status: 'failed', attempts: 1, error: { key: 'noMatch', scope: 'batch' } },
      { status: 'failed', attempts: 1, error: { key: 'nearToRoad_9404', scope: 'errors', code: '9404' } },
      { status: 'failed', attempts: 0, error: { key: 'emptyAddress', scope: 'batch' } },
      { status: 'failed', attempts: 3, error: { key: 'THROTTLED', scope: 'errors', code: 'THROTTLED' } },
      { status: 'done', attempts: 2, error: { key: '9404', scope: 'errors', code: '9404' } },
      { status: 'pending', attempts: 0 },
    ];
    expect(rows.map(foundNothing)).toEqual([true, true, false, false, false, false]);
  });
});
