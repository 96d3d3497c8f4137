import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SourceKind } from '../../api/emulator-info';
import { isApiError, isNothingFound } from '../../api/errors';
import { useServerMode } from '../../session/server-mode-store';
import { offeredDemo } from '../../session/server-profile';
import { useSession } from '../../session/session-store';
import { canRetryFix, explainError } from './explain-error';
import { ErrorFacts } from './error-facts';
import { NetworkHint } from './network-hint';
import { NoResult } from './no-result';

/**
 * Explains a failed call in the UI language: what happened, what to do, and the raw code. The
 * service's "nothing found" (9404) is not a failure: it is the neutral notice every page uses for
 * that (NoResult), with the import commands of `imports` on the local emulator.
 */
export function ErrorPanel({ error, onRetry, imports }: { error: unknown; onRetry?: () => void; imports?: readonly SourceKind[] }) {
  const { t } = useTranslation();
  const { key, code, status, message } = explainError(error);
  if (isNothingFound(error)) {
    return (
      <NoResult
        message={
          <>
            <strong>{t(`errors.${key}.title` as ParseKeys)}</strong> {t(`errors.${key}.hint` as ParseKeys)}
          </>
        }
        imports={imports}
      >
        <ErrorFacts code={code} status={status} message={message} />
      </NoResult>
    );
  }
  return (
    <div className="error-panel" role="alert" data-error-code={code ?? ''}>
      <strong className="error-title">{t(`errors.${key}.title` as ParseKeys)}</strong>
      {key === 'network' ? <NetworkHint /> : <p>{t(`errors.${key}.hint` as ParseKeys)}</p>}
      {key === 'INVALID_API_KEY' && <DemoKeyHint />}
      <ErrorFacts code={code} status={status} message={message} />
      {onRetry && isApiError(error) && canRetryFix(error) && (
        <button type="button" className="button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}

/** With the local emulator only, and only one that accepts its demo key: the key it accepts. */
function DemoKeyHint() {
  const { t } = useTranslation();
  const local = useSession().profileId === 'local';
  const { mode } = useServerMode(local);
  return local && offeredDemo(mode) !== null ? <p>{t('errors.demoKeyHint')}</p> : null;
}
