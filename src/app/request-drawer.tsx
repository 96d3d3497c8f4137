import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { requestLog, useRequestLog } from '../session/request-log';
import { usePublishedHeight } from './use-published-height';

const loadBody = () => import('./request-drawer-body');
const RequestDrawerBody = lazy(() => loadBody().then((m) => ({ default: m.RequestDrawerBody })));

/** The open drawer's code, fetched once the first map is idle (or when the drawer opens, if sooner). */
export const preloadDrawerBody = (): void => void loadBody().catch(() => undefined);

/** Every call the console made, newest first, with the key redacted by the client. */
export function RequestDrawer() {
  const { t } = useTranslation();
  const rows = useRequestLog();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
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
        <ErrorBoundary fallback={<p className="drawer-body muted">{t('drawer.unavailable')}</p>}>
          <Suspense fallback={<p className="drawer-body muted">{t('explore.loading')}</p>}>
            <RequestDrawerBody rows={rows} selected={selected} onSelect={setSelected} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
