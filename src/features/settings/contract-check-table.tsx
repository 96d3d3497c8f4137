import { useTranslation } from 'react-i18next';
import type { EmulatorInfo } from '../../api/emulator-info';
import { CodeText } from '../../components/ui/code-text';

const KINDS = ['missing', 'type', 'unknownCode', 'repairedJson', 'other'] as const;

/**
 * On a server forwarding to the real service: how the service's answers kept to the contract
 * (/_locus/info `contractCheck`), one row per operation — answers checked, answers deviating and
 * the deviations by kind. Numbers and operation names only, as text.
 */
export function ContractCheckTable({ check, onRefresh }: { check: NonNullable<EmulatorInfo['contractCheck']>; onRefresh: () => void }) {
  const { t } = useTranslation('settings');
  const rows = Object.entries(check.operations).sort(([a], [b]) => a.localeCompare(b));
  const skipped = Object.values(check.skipped).reduce((sum, n) => sum + n, 0);
  return (
    <div className="contract-check" data-testid="contract-check">
      <h3>{t('settings.contractCheck.title')}</h3>
      <p className="muted">{t('settings.contractCheck.intro')}</p>
      {rows.length === 0 ? (
        <p data-testid="contract-check-empty">{t('settings.contractCheck.none')}</p>
      ) : (
        <div className="sources-scroll" role="region" tabIndex={0} aria-label={t('settings.contractCheck.caption')}>
          <table className="kv-table contract-check-table">
            <caption>{t('settings.contractCheck.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.contractCheck.operation')}</th>
                <th scope="col">{t('settings.contractCheck.checked')}</th>
                <th scope="col">{t('settings.contractCheck.deviating')}</th>
                {KINDS.map((kind) => (
                  <th scope="col" key={kind}>
                    <CodeText text={t(`settings.contractCheck.kinds.${kind}`)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([operation, counts]) => (
                <tr key={operation} data-testid="contract-check-row" data-operation={operation}>
                  <th scope="row">
                    <CodeText text={`\`${operation}\``} />
                  </th>
                  <td>{counts.checked.toLocaleString('en')}</td>
                  <td>{counts.deviating.toLocaleString('en')}</td>
                  {KINDS.map((kind) => (
                    <td key={kind} data-kind={kind}>
                      {counts.kinds[kind].toLocaleString('en')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {skipped > 0 && (
        <p className="muted" data-testid="contract-check-skipped">
          <CodeText text={t('settings.contractCheck.skipped', { count: skipped })} />
        </p>
      )}
      <button type="button" onClick={onRefresh} data-testid="contract-check-refresh">
        {t('settings.contractCheck.refresh')}
      </button>
    </div>
  );
}
