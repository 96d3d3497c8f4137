import { useTranslation } from 'react-i18next';
import { ErrorFacts } from '../../../components/ui/error-panel';
import { explainError } from '../../../components/ui/explain-error';
import { EMULATOR_IMPORT_COMMAND } from '../model/no-data';

/** The local emulator has no data at the point: say so, and how to import some (no "Try again": it would answer the same). */
export function NoDataPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { code, status, message } = explainError(error);
  return (
    <div className="error-panel" role="alert" data-testid="emulator-no-data" data-error-code={code ?? ''}>
      <strong className="error-title">{t('trust.noDataTitle')}</strong>
      <p>{t('trust.noDataHint')}</p>
      <pre className="mono">
        <code>{EMULATOR_IMPORT_COMMAND}</code>
      </pre>
      <p className="muted">{t('trust.noDataReadme')}</p>
      <ErrorFacts code={code} status={status} message={message} />
    </div>
  );
}
