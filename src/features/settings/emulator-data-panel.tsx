import { useTranslation } from 'react-i18next';
import { importCommand, SOURCE_KINDS } from '../../api/emulator-info';
import { FileName } from '../../components/ui/file-name';
import { useEmulatorInfo } from '../../session/use-emulator-info';
import { DOCS_SECTIONS, docsReference } from '../../lib/docs-links';
import { TimeText } from '../../components/ui/time-text';
import { parseIsoTime } from '../../lib/time-format';
import { CodeText } from '../../components/ui/code-text';
import { ContractCheckTable } from './contract-check-table';

/**
 * What the emulator holds (from /_locus/info): the built-in demo world and each imported file —
 * kind, file name, rows, when it was imported and the data's own as-of date, the way Nominatim
 * shows "data last updated". With a real service, says the data is the service's. Text only.
 */
export function EmulatorDataPanel() {
  const { t } = useTranslation('settings');
  const { isEmulator, info, refresh } = useEmulatorInfo();
  return (
    <section className="emulator-data" data-testid="emulator-data" aria-labelledby="emulator-data-title">
      <h2 id="emulator-data-title">{t('emulatorData.title')}</h2>
      {!isEmulator ? (
        <>
          <p className="note" data-testid="emulator-data-real">
            {t('emulatorData.realService')}
          </p>
          {info?.mode.kind === 'proxy' && info.contractCheck && <ContractCheckTable check={info.contractCheck} onRefresh={refresh} />}
        </>
      ) : info === undefined ? (
        <p className="muted">{t('emulatorData.reading')}</p>
      ) : info === null ? null : (
        <>
          <p>{t('emulatorData.emulator', { version: info.version })}</p>
          <p>
            {/* This server's reference of the operations it answers (same origin, no key). */}
            <a href="/_locus/docs" target="_blank" rel="noopener noreferrer" data-testid="api-reference-link">
              {t('emulatorData.apiReference')}
            </a>
          </p>
          <p className="note">{t('emulatorData.demoWorld')}</p>
          {info.sources.length === 0 ? (
            <>
              <p data-testid="emulator-data-empty">{t('emulatorData.nothingImported')}</p>
              <pre className="mono">
                <code>{SOURCE_KINDS.map(importCommand).join('\n')}</code>
              </pre>
            </>
          ) : (
            <div className="sources-scroll" role="region" tabIndex={0} aria-label={t('emulatorData.caption')}>
            <table className="kv-table sources-table" data-testid="emulator-sources">
              <caption>{t('emulatorData.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('emulatorData.kind')}</th>
                  <th scope="col">{t('emulatorData.file')}</th>
                  <th scope="col">{t('emulatorData.rows')}</th>
                  <th scope="col">{t('emulatorData.importedAt')}</th>
                  <th scope="col">{t('emulatorData.version')}</th>
                  <th scope="col">{t('emulatorData.layout')}</th>
                </tr>
              </thead>
              <tbody>
                {info.sources.map((s) => (
                  <tr key={`${s.kind}/${s.file}`} data-testid="emulator-source">
                    <td>{t(`emulatorData.kinds.${s.kind}`)}</td>
                    <td>
                      <FileName name={s.file} />
                    </td>
                    <td>{s.rows.toLocaleString('en')}</td>
                    <td>
                      <TimeText at={parseIsoTime(s.importedAt)} fallback={s.importedAt} />
                    </td>
                    <td>{s.version || t('emulatorData.noVersion')}</td>
                    <td>{s.layout}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          )}
          <p className="muted"><CodeText text={t('emulatorData.importHint', { doc: docsReference(DOCS_SECTIONS.importing) })} /></p>
        </>
      )}
    </section>
  );
}
