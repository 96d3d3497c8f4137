import { useTranslation } from 'react-i18next';
import { importCommand, type SourceKind } from '../../../api/emulator-info';
import { ErrorFacts } from '../../../components/ui/error-facts';
import { explainError } from '../../../components/ui/explain-error';
import { DOCS_SECTIONS, docsReference } from '../../../lib/docs-links';
import { CodeText } from '../../../components/ui/code-text';

/**
 * The local emulator has no data of these kinds at the point: say so, and name the command
 * that imports each (no "Try again": it would answer the same). Neutral, like every page's
 * "nothing found" (NoResult): nothing failed.
 */
export function NoDataPanel({ kinds, error }: { kinds: readonly SourceKind[]; error: unknown }) {
  const { t } = useTranslation('exploreAnswers');
  const facts = error === undefined ? undefined : explainError(error);
  return (
    <div className="no-result" role="status" data-testid="emulator-no-data" data-error-code={facts?.code ?? ''} data-missing={kinds.join(' ')}>
      <strong className="no-result-message">{kinds.includes('regions') ? t('noData.title') : t('emulatorData.noDataTitle')}</strong>
      <p>{t('emulatorData.noDataIntro')}</p>
      <ul className="import-commands">
        {kinds.map((kind) => (
          <li key={kind}>
            {t('emulatorData.noDataFor', { kind: t(`emulatorData.kinds.${kind}`) })}{' '}
            <code className="mono">{importCommand(kind)}</code>
          </li>
        ))}
      </ul>
      <p className="muted">
        <CodeText
          text={
            kinds.includes('regions')
              ? t('noData.readme', { doc: docsReference(DOCS_SECTIONS.adminBoundaries) })
              : t('emulatorData.importHint', { doc: docsReference(DOCS_SECTIONS.importing) })
          }
        />
      </p>
      {facts && <ErrorFacts code={facts.code} status={facts.status} message={facts.message} />}
    </div>
  );
}
