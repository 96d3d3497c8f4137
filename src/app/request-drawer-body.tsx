import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CallCells } from '../features/inspector/components/call-cells';
import { callState } from '../features/inspector/model/call-format';
import { historyKey } from '../features/inspector/model/history';
import type { RequestRow } from '../session/request-log';
import { showBidiControls } from '../lib/bidi-text';

/** The open drawer's list of calls, newest first, and the one selected in full (its own chunk). */
export function RequestDrawerBody({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly RequestRow[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const detail = rows.find((r) => r.id === selected);
  return (
    <div className="drawer-body">
      {rows.length === 0 ? (
        <p className="muted">{t('drawer.empty')}</p>
      ) : (
        <table className="request-table">
          <thead>
            <tr>
              <th scope="col">{t('drawer.method')}</th>
              <th scope="col">{t('drawer.path')}</th>
              <th scope="col">{t('drawer.status')}</th>
              <th scope="col">{t('drawer.time')}</th>
              <th scope="col">{t('drawer.size')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={`${callState(row)} ${row.id === selected ? 'selected' : ''}`}
                data-testid="request-row"
              >
                <CallCells event={row} onOpen={() => onSelect(row.id === selected ? null : row.id)} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detail && (
        <div className="request-detail" aria-label={t('drawer.operation')}>
          <p>
            <strong>{detail.operation}</strong> <code className="mono">{detail.url}</code>{' '}
            <Link href={`/inspector?sel=${historyKey(detail)}`} data-testid="open-in-inspector">
              {t('inspector.openFull')}
            </Link>
          </p>
          <pre className="mono">
            {Object.entries(detail.headers)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}
          </pre>
          {detail.responseBody !== undefined && <pre className="mono response-body">{showBidiControls(detail.responseBody)}</pre>}
        </div>
      )}
    </div>
  );
}
