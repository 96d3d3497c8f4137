import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { explainError } from '../../../components/ui/explain-error';

/**
 * A failed conversion in one row: the code and what it means, in the console's words (the same
 * catalogue as the error panel), and the service's own message as text.
 */
export function ServiceFailure({ error, brief = false }: { error: unknown; brief?: boolean }) {
  const { t } = useTranslation('coordinates');
  const { key, code, status, message } = explainError(error);
  return (
    <span className="service-failure warning" data-testid="api-error" data-error-code={code ?? ''}>
      <strong>{t(`errors.${key}.title` as ParseKeys)}</strong>
      {(code ?? status) !== undefined && (
        <>
          {' '}
          <code>{[code, status === undefined ? undefined : `HTTP ${status}`].filter(Boolean).join(' · ')}</code>
        </>
      )}
      {!brief && (
        <>
          <span className="service-failure-hint">{t(`errors.${key}.hint` as ParseKeys)}</span>
          {message && <span className="service-failure-message">{message}</span>}
        </>
      )}
    </span>
  );
}
