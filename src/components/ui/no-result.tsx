import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { importCommand, type SourceKind } from '../../api/emulator-info';
import { DOCS_SECTIONS, docsReference } from '../../lib/docs-links';
import { useEmulatorInfo } from '../../session/use-emulator-info';
import { CodeText } from './code-text';

/**
 * What every page says when a search or a run found nothing: a neutral notice (a status, not an
 * error: nothing went wrong), the page's own words, and whatever the page adds (other levels to
 * try…). With the local emulator, which answers only from its demo world and what was imported
 * into it, it also names the import command of each kind of data that would give it more
 * (`imports`); with any other profile the service's data is its own, and there is nothing to
 * import.
 */
export function NoResult({ message, imports = [], children }: { message: ReactNode; imports?: readonly SourceKind[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const { isEmulator } = useEmulatorInfo(imports.length > 0);
  return (
    <div className="no-result" role="status" data-testid="no-result">
      <p className="no-result-message">{message}</p>
      {children}
      {isEmulator && imports.length > 0 && (
        <div className="no-result-import" data-testid="no-result-import">
          <p>{t('emulatorData.noResultIntro')}</p>
          <ul className="import-commands">
            {imports.map((kind) => (
              <li key={kind}>
                {t('emulatorData.noDataFor', { kind: t(`emulatorData.kinds.${kind}`) })} <code className="mono">{importCommand(kind)}</code>
              </li>
            ))}
          </ul>
          <p className="muted">
            <CodeText text={t('emulatorData.importHint', { doc: docsReference(DOCS_SECTIONS.importing) })} />
          </p>
        </div>
      )}
    </div>
  );
}
