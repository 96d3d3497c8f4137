import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load-error';


/**
 * Shown in the side panel in place of a page that could not be loaded or rendered; the shell,
 * map and status bar stay. The message is text, never markup.
 */
export function RouteError({ error }: FallbackProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="page" role="alert" data-testid="route-error">
      <h1>{t('connection.pageFailedTitle')}</h1>
      <p>{chunk ? t('connection.pageFailedOffline') : t('connection.pageFailed', { message })}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('connection.reload')}
      </button>
    </div>
  );
}
