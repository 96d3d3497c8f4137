import { useTranslation } from 'react-i18next';
import { CallCells } from './call-cells';
import type { InspectorRow } from '../inspector-rows';
import { callPath, callState } from '../model/call-format';

/** The calls, newest first: method, path, status, duration, size, when sent; a click shows one in full. */
export function CallTable({
  rows,
  selected,
  onSelect,
  onStar,
  label,
  picked,
  onPick,
}: {
  rows: readonly InspectorRow[];
  selected: string;
  onSelect: (key: string) => void;
  onStar?: (key: string, starred: boolean) => void;
  label: string;
  /** Rows chosen for export, and how to change that (a checkbox per row, one for all shown). */
  picked?: ReadonlySet<string>;
  onPick?: (keys: readonly string[], on: boolean) => void;
}) {
  const { t } = useTranslation('inspector');
  const allPicked = picked !== undefined && rows.length > 0 && rows.every((r) => picked.has(r.key));
  return (
    <div className="call-table-wrap">
      <table className="request-table call-table" aria-label={label}>
        <thead>
          <tr>
            {onPick && (
              <th scope="col">
                <input type="checkbox" aria-label={t('inspector.select.all')} checked={allPicked} onChange={(e) => onPick(rows.map((r) => r.key), e.target.checked)} />
              </th>
            )}
            {onStar && (
              <th scope="col">
                <span className="visually-hidden">{t('inspector.history.star')}</span>★
              </th>
            )}
            <th scope="col">{t('drawer.method')}</th>
            <th scope="col">{t('drawer.path')}</th>
            <th scope="col">{t('drawer.status')}</th>
            <th scope="col">{t('drawer.time')}</th>
            <th scope="col">{t('drawer.size')}</th>
            <th scope="col">{t('inspector.sent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, event, starred }) => {
            const state = callState(event);
            return (
              <tr key={`${key}-${event.phase}`} className={`${state} ${key === selected ? 'selected' : ''}`} data-testid="inspector-row" aria-selected={key === selected}>
                {onPick && (
                  <td>
                    <input
                      type="checkbox"
                      data-testid="pick-row"
                      aria-label={t('inspector.select.row', { path: callPath(event.url) })}
                      checked={picked?.has(key) ?? false}
                      onChange={(e) => onPick([key], e.target.checked)}
                    />
                  </td>
                )}
                {onStar && (
                  <td>
                    <button
                      type="button"
                      className="icon-button star"
                      aria-pressed={starred}
                      aria-label={`${starred ? t('inspector.history.unstar') : t('inspector.history.star')}: ${callPath(event.url)}`}
                      onClick={() => onStar(key, !starred)}
                    >
                      {starred ? '★' : '☆'}
                    </button>
                  </td>
                )}
                <CallCells event={event} onOpen={() => onSelect(key)} when />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
