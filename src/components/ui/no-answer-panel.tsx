import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/errors';
import { ErrorFacts } from './error-facts';
import { NetworkHint } from './network-hint';

/** A call that got no answer: no connection, none in time, or cancelled. */
export type UnansweredError = ApiError & { kind: 'network' | 'timeout' | 'aborted' };

/**
 * Explains a call that got no answer (what ErrorPanel says for it), with only what that needs: a
 * page can say it before the explanations of the service's answers are loaded, and while the
 * console's server cannot be reached to load them.
 */
export function NoAnswerPanel({ error, onRetry }: { error: UnansweredError; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-panel" role="alert" data-error-code="">
      <strong className="error-title">{t(`errors.${error.kind}.title`)}</strong>
      {error.kind === 'network' ? <NetworkHint /> : <p>{t(`errors.${error.kind}.hint`)}</p>}
      <ErrorFacts code={undefined} status={undefined} message={error.message} />
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
