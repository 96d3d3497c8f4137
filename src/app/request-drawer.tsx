import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CallCells } from '../features/inspector/components/call-cells';
import { callState } from '../features/inspector/model/call-format';
import { historyKey } from '../features/inspector/model/history';
import { requestLog, useRequestLog } from '../session/request-log';
import { showBidiControls } from '../lib/bidi-text';
import { usePublishedHeight } from './use-published-height';

/** Every call the console made, newest first, with the key redacted by the client. */
export function RequestDrawer() {
  const { t } = useTranslation();
  const rows = useRequestLog();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const detail = rows.find((r) => r.id === selected);
  const ref = useRef<HTMLElement>(null);
  // The map's bottom controls (attribution) sit above the drawer, open or closed.
  usePublishedHeight(ref, '--request-drawer-height');

  return (
    <section ref={ref} className={`request-drawer ${open ? 'open' : ''}`} aria-label={t('drawer.title')}>
      <header className="drawer-header">
        <button type="button" className="drawer-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '▾' : '▴'} {t('drawer.title')} <span className="badge">{rows.length}</span>
        </button>
        {open && (
          <span className="drawer-actions">
            <Link href="/inspector">{t('inspector.openFull')}</Link>
            {rows.length > 0 && (
              <button type="button" className="link-button" onClick={() => requestLog.clear()}>
                {t('drawer.clear')}
              </button>
            )}
          </span>
        )}
      </header>
      {open && (
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
                    <CallCells event={row} onOpen={() => setSelected(row.id === selected ? null : row.id)} />
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
      )}
    </section>
  );
}
