import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLog, useRequestLog, type RequestRow } from './request-log';

/** Path and query, decoded so Korean text and placeholders read as typed. */
function pathOf(url: string): string {
  try {
    const u = new URL(url);
    const query = [...u.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
    return u.pathname + (query ? `?${query}` : '');
  } catch {
    return url;
  }
}

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

function statusClass(row: RequestRow): string {
  if (row.phase === 'start') return 'pending';
  if (row.error || (row.status !== undefined && row.status >= 400)) return 'bad';
  return 'good';
}

/** Every call the console made, newest first, with the key redacted by the client. */
export function RequestDrawer() {
  const { t } = useTranslation();
  const rows = useRequestLog();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const detail = rows.find((r) => r.id === selected);

  return (
    <section className={`request-drawer ${open ? 'open' : ''}`} aria-label={t('drawer.title')}>
      <header className="drawer-header">
        <button type="button" className="drawer-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '▾' : '▴'} {t('drawer.title')} <span className="badge">{rows.length}</span>
        </button>
        {open && rows.length > 0 && (
          <button type="button" className="link-button" onClick={() => requestLog.clear()}>
            {t('drawer.clear')}
          </button>
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
                    className={`${statusClass(row)} ${row.id === selected ? 'selected' : ''}`}
                    data-testid="request-row"
                  >
                    <td>{row.method}</td>
                    <td className="path-cell">
                      <button type="button" className="link-button mono" onClick={() => setSelected(row.id === selected ? null : row.id)}>
                        {pathOf(row.url)}
                      </button>
                    </td>
                    <td>
                      <span className={`status-pill ${statusClass(row)}`}>
                        {row.phase === 'start' ? t('drawer.pending') : (row.status ?? t('drawer.failed'))}
                        {row.error?.code ? ` ${row.error.code}` : ''}
                      </span>
                    </td>
                    <td>{row.durationMs !== undefined ? `${row.durationMs} ms` : ''}</td>
                    <td>{formatSize(row.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {detail && (
            <div className="request-detail" aria-label={t('drawer.operation')}>
              <p>
                <strong>{detail.operation}</strong> <code className="mono">{detail.url}</code>
              </p>
              <pre className="mono">
                {Object.entries(detail.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}
              </pre>
              {detail.responseBody !== undefined && <pre className="mono response-body">{detail.responseBody}</pre>}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
