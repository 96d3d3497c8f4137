import { useTranslation } from 'react-i18next';
import type { ContractCheck } from '../model/deviations';

/** Where the answer breaks the operation's contract, one row per field. */
export function ContractCheckView({ check }: { check: ContractCheck }) {
  const { t } = useTranslation('inspector');
  if (check.kind === 'ok') {
    return (
      <p className="contract-ok" data-testid="contract-check">
        {t('inspector.contract.ok')}
      </p>
    );
  }
  if (check.kind === 'unchecked') {
    return (
      <p className="muted" data-testid="contract-check">
        {t(`inspector.contract.unchecked.${check.reason}`)}
      </p>
    );
  }
  return (
    <div className="deviations" data-testid="contract-check">
      <p className="warning">{t('inspector.contract.deviations', { count: check.items.length })}</p>
      <table className="request-table deviation-table">
        <thead>
          <tr>
            <th scope="col">{t('inspector.contract.field')}</th>
            <th scope="col">{t('inspector.contract.expected')}</th>
            <th scope="col">{t('inspector.contract.got')}</th>
          </tr>
        </thead>
        <tbody>
          {check.items.map((d, i) => (
            <tr key={`${d.field}-${i}`} data-testid="deviation-row">
              <td className="mono">{d.field}</td>
              <td className="mono">{d.expected}</td>
              <td className="mono">{d.got}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
